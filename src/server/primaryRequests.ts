/**
 * Requests a worker of the production server makes to its cluster's primary over the IPC channel
 * node:cluster opens between them, and the primary's answers: the claims that deliver a lead
 * once (clusterClaims.ts) and the cluster's metrics (server/telemetry.ts). Each request names
 * its kind and an id; the answer carries the id back, with a result or an error.
 */
import { randomUUID } from 'node:crypto'

/** Set by the supervisor (server/cluster.ts) in its workers' environment: their primary answers. */
export const PRIMARY_ANSWERS_ENV = 'SITE_PRIMARY_ANSWERS'

const ANSWER = 'sitio:respuesta'

export interface PrimaryRequest {
  type: string
  id: string
  payload: unknown
}

export type PrimaryAnswer =
  | { type: typeof ANSWER; id: string; result: unknown }
  | { type: typeof ANSWER; id: string; error: string }

/** The worker's end of the channel to its primary. */
export interface PrimaryChannel {
  /** Sends a message; `sent` is called with an error when it could not leave. */
  send(message: PrimaryRequest, sent: (error: Error | null) => void): void
  listen(onMessage: (message: unknown) => void): void
}

/** This process's channel to a primary that answers, or null (no such primary). */
export function primaryChannel(
  env: Record<string, string | undefined>,
  host: NodeJS.Process = process,
): PrimaryChannel | null {
  if (env[PRIMARY_ANSWERS_ENV] !== '1' || typeof host.send !== 'function') return null
  return {
    send(message, sent) {
      try {
        host.send!(message, undefined, undefined, (error) => sent(error ?? null))
      } catch (error) {
        sent(error as Error)
      }
    },
    listen: (onMessage) => host.on('message', onMessage),
  }
}

export type AskPrimary = (type: string, payload: unknown, timeoutMs: number) => Promise<unknown>

/**
 * Asks over `channel`: resolves with the primary's result; rejects with its error, when the
 * message cannot leave, or when no answer comes within `timeoutMs`.
 */
export function primaryRequester(channel: PrimaryChannel): AskPrimary {
  const waiting = new Map<string, (answer: PrimaryAnswer | Error) => void>()
  const prefix = `${randomUUID()}:`
  let sent = 0
  channel.listen((message) => {
    if (isAnswer(message)) waiting.get(message.id)?.(message)
  })
  return (type, payload, timeoutMs) =>
    new Promise((resolve, reject) => {
      const id = `${prefix}${++sent}`
      const settle = (answer: PrimaryAnswer | Error) => {
        clearTimeout(timer)
        waiting.delete(id)
        if (answer instanceof Error) reject(answer)
        else if ('error' in answer) reject(new Error(answer.error))
        else resolve(answer.result)
      }
      const timer = setTimeout(
        () => settle(new Error(`sin respuesta en ${timeoutMs} ms`)),
        timeoutMs,
      )
      waiting.set(id, settle)
      channel.send({ type, id, payload }, (error) => {
        if (error) settle(error)
      })
    })
}

function isAnswer(message: unknown): message is PrimaryAnswer {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === ANSWER &&
    typeof (message as { id?: unknown }).id === 'string'
  )
}

/** What the primary answers each kind of request with: a result, or a thrown error. */
export type PrimaryHandlers = Readonly<Record<string, (payload: unknown) => Promise<unknown>>>

/**
 * The primary's side: the answer to a worker's message when it is a request of a kind it
 * handles, or null for any other message (the supervisor's own, another library's).
 */
export async function answerPrimaryRequest(
  handlers: PrimaryHandlers,
  message: unknown,
): Promise<PrimaryAnswer | null> {
  if (typeof message !== 'object' || message === null) return null
  const { type, id, payload } = message as Partial<PrimaryRequest>
  if (typeof type !== 'string' || typeof id !== 'string' || !Object.hasOwn(handlers, type))
    return null
  try {
    return { type: ANSWER, id, result: await handlers[type]!(payload) }
  } catch (error) {
    return { type: ANSWER, id, error: error instanceof Error ? error.message : String(error) }
  }
}
