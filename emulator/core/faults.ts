/**
 * Fault injection for testing the site's retries: `EMULATOR_FAULTS=500:0.1,429:0.05,slow:0.02`
 * makes that share of API GETs fail or stall. With a seed the sequence of faults is repeatable.
 */
import { createRandom } from '../data/random'

export type FaultKind = number | 'slow'

export interface FaultRule {
  kind: FaultKind
  share: number
}

export interface FaultInjector {
  /** The fault for the next request, or null to answer normally. */
  next(): FaultKind | null
}

/** Parses a fault spec; throws an Error naming the bad item. */
export function parseFaults(spec: string): FaultRule[] {
  const rules: FaultRule[] = []
  for (const item of spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(slow|[45]\d\d):(\d+(?:\.\d+)?|\.\d+)$/.exec(item)
    if (!match)
      throw new Error(`EMULATOR_FAULTS: "${item}" is not <status 400-599|slow>:<share 0-1>`)
    const share = Number(match[2])
    if (share > 1) throw new Error(`EMULATOR_FAULTS: share in "${item}" is above 1`)
    rules.push({ kind: match[1] === 'slow' ? 'slow' : Number(match[1]), share })
  }
  const total = rules.reduce((sum, rule) => sum + rule.share, 0)
  if (total > 1 + 1e-9) throw new Error(`EMULATOR_FAULTS: shares add up to ${total}, more than 1`)
  return rules
}

/** An injector drawing one number per request against the cumulative shares. */
export function createFaultInjector(rules: readonly FaultRule[], seed?: number): FaultInjector {
  const draw = seed === undefined ? Math.random : createRandom(seed).next
  return {
    next() {
      if (rules.length === 0) return null
      let roll = draw()
      for (const rule of rules) {
        if (roll < rule.share) return rule.kind
        roll -= rule.share
      }
      return null
    },
  }
}
