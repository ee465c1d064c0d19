/**
 * A failed call of the live client (src/live/client.ts), as the browser's state reads it. The
 * error class is recognised by its name and read through its type only: the class and its
 * redaction load with the client, on demand, instead of in every page's first load.
 */
import type { ServiceError } from '../domain/contracts/serviceError'

/** The client's error, or null for anything else (a chunk that failed to load, a bug). */
export function callFailure(error: unknown): ServiceError | null {
  return error instanceof Error && error.name === 'ServiceError' ? (error as ServiceError) : null
}

/** The site server's own Spanish message in a refusal (`{ error }`), when it sent one. */
export function refusalMessage(error: unknown): string | null {
  const failure = callFailure(error)
  if (failure?.service !== 'site' || failure.kind !== 'http') return null
  const message = (failure.body as { error?: unknown } | null | undefined)?.error
  return typeof message === 'string' && message.trim() !== '' ? message : null
}
