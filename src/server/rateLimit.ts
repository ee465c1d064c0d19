/**
 * A per-address limit on lead posts: a sliding log of recent posts for each address, in the
 * memory of the runtime that serves the functions (one `gatsby serve`, or one warm serverless
 * instance: there a platform-level limit should back it up; the README says so).
 */

export interface RateRule {
  /** Posts allowed in the window. */
  max: number
  windowMs: number
}

/** A burst (a bot) and a steady drip (a script) are both stopped; a person never meets either. */
export const LEAD_RATE_RULES: readonly RateRule[] = [
  { max: 6, windowMs: 60_000 },
  { max: 30, windowMs: 60 * 60_000 },
]

/** Addresses remembered at most: past this, the oldest are forgotten first. */
const MAX_ADDRESSES = 10_000

export interface RateDecision {
  allowed: boolean
  /** When refused: seconds until the next post would be allowed. */
  retryAfterSeconds: number
}

export function createRateLimiter(rules: readonly RateRule[] = LEAD_RATE_RULES) {
  const longest = Math.max(...rules.map((rule) => rule.windowMs))
  const log = new Map<string, number[]>()

  return {
    /** Counts one post from `address` at `now`, unless a rule refuses it. */
    take(address: string, now: number = Date.now()): RateDecision {
      const recent = (log.get(address) ?? []).filter((time) => now - time < longest)
      let wait = 0
      for (const rule of rules) {
        const inWindow = recent.filter((time) => now - time < rule.windowMs)
        if (inWindow.length >= rule.max) {
          const oldest = inWindow[inWindow.length - rule.max] ?? now
          wait = Math.max(wait, oldest + rule.windowMs - now)
        }
      }
      if (wait > 0) {
        log.set(address, recent)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) }
      }
      recent.push(now)
      log.delete(address)
      log.set(address, recent)
      if (log.size > MAX_ADDRESSES) log.delete(log.keys().next().value as string)
      return { allowed: true, retryAfterSeconds: 0 }
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
