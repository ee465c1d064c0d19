/**
 * Seeded randomness for the demo agency. Every generator draws from a stream derived from a fixed
 * seed, so the same options always give the same agency (tests and screenshots depend on it).
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** A float in [min, max). */
  float(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** One of the keys, drawn with the given weights. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K
  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[]
}

/** FNV-1a over the parts, for deriving independent streams from labels. */
export function hashSeed(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5
  for (const part of parts) {
    const text = `${part}|`
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i)
      hash = Math.imul(hash, 0x01000193)
    }
  }
  return hash >>> 0
}

/** A mulberry32 generator: tiny, fast and good enough for demo data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted(weights) {
      const total = weights.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [key, weight] of weights) {
        roll -= weight
        if (roll < 0) return key
      }
      return (weights[weights.length - 1] as readonly [never, number])[0]
    },
    sample(items, count) {
      const copy = items.slice()
      const out: (typeof copy)[number][] = []
      while (out.length < count && copy.length > 0) {
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as (typeof copy)[number])
      }
      return out
    },
  }
}
