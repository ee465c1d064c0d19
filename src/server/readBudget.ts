/**
 * The reads one address may make the services answer: a read the catalogue's cache answers costs
 * nothing, but one that misses costs a call to Tokko or the backend, from the agency's quota. A
 * script walking ids or offsets misses on every read; a person browsing, even fast, misses a
 * few times a page. So each address may make a bounded number of reads that miss per minute and
 * per hour, and beyond that is answered 429 before any call leaves.
 *
 * The catalogue's cache asks `spend()` before it loads (cache.ts `beforeLoad`); the read
 * endpoints run each request `within` its visitor's budget. One request spends one unit however
 * many keys it misses (a search and its sold units), so a request that is refused made no call.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { RateDecision, RateLimiter, RateRule } from './rateLimit'

/**
 * Several visitors behind one carrier's NAT share an address, and a cold cache makes every read
 * of the first visitors miss: the figures leave room for both.
 */
export const UNCACHED_READ_RULES: readonly RateRule[] = [
  { max: 120, windowMs: 60_000 },
  { max: 1_200, windowMs: 60 * 60_000 },
]

/** Thrown by `spend` when the visitor's budget is spent: the read endpoint answers 429. */
export class ReadBudgetSpent extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Lecturas sin caché agotadas: probá en ${retryAfterSeconds} s`)
    this.name = 'ReadBudgetSpent'
  }
}

interface RequestBudget {
  address: string
  /** The request's one decision, taken at its first miss. */
  decision?: Promise<RateDecision>
}

export interface ReadBudget {
  /** Runs `read` as a read of `address`: the misses inside it spend that address's budget. */
  within<T>(address: string, read: () => Promise<T>): Promise<T>
  /** Spends the running request's budget (once per request); throws ReadBudgetSpent when none is left. */
  spend(): Promise<void>
}

export function createReadBudget(limiter: RateLimiter, now: () => number): ReadBudget {
  const running = new AsyncLocalStorage<RequestBudget>()
  return {
    within: (address, read) => running.run({ address }, read),
    async spend() {
      const request = running.getStore()
      // The server's own reads (a lead's property, the settings) are not a visitor's.
      if (!request) return
      request.decision ??= limiter.take(request.address, now())
      const decision = await request.decision
      if (!decision.allowed) throw new ReadBudgetSpent(decision.retryAfterSeconds)
    },
  }
}
