/**
 * Build-time retries (issue: each call retries up to 3 times with backoff on network errors, 429
 * and 5xx, honouring Retry-After). Anything else, a 404 or a 400, fails at once: trying again
 * cannot help and would only slow the build down.
 */
import { isServiceError } from '../../src/broker'

export interface RetryOptions {
  /** Tries after the first one. */
  retries: number
  /** Delay before the first retry; doubled for each later one. */
  baseDelayMs: number
  /** The longest wait, also for a Retry-After that asks for more. */
  maxDelayMs: number
  sleep: (ms: number) => Promise<void>
  /** Told about each failed try that will be retried (for the build log). */
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void
}

export const DEFAULT_RETRY: RetryOptions = {
  retries: 3,
  baseDelayMs: 500,
  maxDelayMs: 10_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/** Whether a failure may go away on another try. */
export function isTransient(error: unknown): boolean {
  return isServiceError(error) && error.retryable
}

/** The wait before retry number `attempt` (1-based): Retry-After when given, else backoff with jitter. */
export function retryDelay(
  attempt: number,
  error: unknown,
  options: RetryOptions,
  random = Math.random,
): number {
  const asked = isServiceError(error) ? error.retryAfterMs : null
  if (asked !== null) return Math.min(asked, options.maxDelayMs)
  const backoff = options.baseDelayMs * 2 ** (attempt - 1)
  // Up to 25% jitter, so parallel calls that failed together do not retry together.
  return Math.min(Math.round(backoff * (1 + random() * 0.25)), options.maxDelayMs)
}

/** Runs `call`, retrying transient failures; the last error is thrown when every try failed. */
export async function withRetries<T>(
  call: () => Promise<T>,
  options: Partial<RetryOptions> = {},
): Promise<T> {
  const settings = { ...DEFAULT_RETRY, ...options }
  for (let attempt = 1; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      if (attempt > settings.retries || !isTransient(error)) throw error
      const delayMs = retryDelay(attempt, error, settings)
      settings.onRetry?.({ attempt, delayMs, error })
      await settings.sleep(delayMs)
    }
  }
}
