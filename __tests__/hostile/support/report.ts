/**
 * What the rounds add up to: the checks that need a whole sequence (a limit that starts
 * refusing, and keeps refusing), the counts by answer for each category as a table, and the
 * problems of a category as its test prints them.
 */
import { CATEGORIES, type Category } from './requests'
import { isRefusal, labelOf, type Result } from './model'

/** Problems of a sequence from one address: a limit must be met, and hold once met. */
function limitHolds(results: readonly Result[], what: string, code?: string): string[] {
  const problems: string[] = []
  const rounds = [...new Set(results.map((result) => result.round))]
  for (const round of rounds) {
    const sequence = results.filter((result) => result.round === round)
    const limited = (result: Result) => result.outcome === 429 && (!code || result.code === code)
    const first = sequence.findIndex(limited)
    if (first < 0) {
      problems.push(
        `round ${round}: ${sequence.length} ${what} from one address and none got a 429`,
      )
      continue
    }
    const after = sequence.slice(first).filter((result) => !limited(result))
    if (after.length)
      problems.push(
        `round ${round}: after the first 429 (request ${first + 1}), ${after.length} more were served (${labelOf(after[0]!.outcome, after[0]!.code)})`,
      )
  }
  return problems
}

/** The checks of a category over its whole sequence, beyond each answer's own. */
export function sequenceProblems(category: Category, results: readonly Result[]): string[] {
  switch (category) {
    case 'read-budget':
      return limitHolds(results, 'reads')
    case 'key-walk':
      return [
        ...limitHolds(
          results.filter((result) => result.variant === 'walking unknown ids'),
          'reads of new ids',
        ),
        ...limitHolds(
          results.filter((result) => result.variant === 'walking offsets'),
          'reads of new offsets',
        ),
      ]
    case 'lead-rate':
      return limitHolds(results, 'lead posts', 'rate')
    case 'address-walk':
      return [...new Set(results.map((result) => result.variant))].flatMap((variant) =>
        limitHolds(
          results.filter((result) => result.variant === variant),
          `lead posts (${variant})`,
          'rate',
        ),
      )
    case 'token-expired': {
      const control = results.find((result) => result.control && result.problems.length)
      return control
        ? [
            `the suite could not re-sign a token as the server does (its control got ${labelOf(control.outcome, control.code)}): ` +
              'the token layout changed, so expiry is not tested until forgedToken (support/harness.ts) follows it',
          ]
        : []
    }
    default:
      return []
  }
}

/** A category's failures as its test lists them: the first few, then how many more. */
export function failureLines(
  results: readonly Result[],
  extra: readonly string[],
  max = 25,
): string[] {
  const lines = [...extra]
  for (const result of results)
    for (const problem of result.problems)
      lines.push(`round ${result.round} · ${result.endpoint} · ${result.variant}: ${problem}`)
  return lines.length > max ? [...lines.slice(0, max), `… and ${lines.length - max} more`] : lines
}

export interface CategoryCount {
  rule: string
  /** Hostile requests sent in each round. */
  perRound: number
  /** Answers by `status code` (both rounds). */
  outcomes: Record<string, number>
  /** Requests with a problem, and the sequence's own problems. */
  failing: number
  /** Calls upstream made by its refused requests. */
  calls: number
  /** Time spent on its requests, both rounds. */
  seconds: number
}

export function countByCategory(results: readonly Result[], rounds: number) {
  const counts = {} as Record<Category, CategoryCount>
  for (const category of Object.keys(CATEGORIES) as Category[]) {
    // The controls count only in their own row.
    const own = results.filter(
      (result) => result.category === category && (category === 'control' || !result.control),
    )
    const outcomes: Record<string, number> = {}
    for (const result of own) {
      const label = labelOf(result.outcome, result.code)
      outcomes[label] = (outcomes[label] ?? 0) + 1
    }
    counts[category] = {
      rule: CATEGORIES[category],
      perRound: Math.round(own.length / rounds),
      outcomes: Object.fromEntries(Object.entries(outcomes).sort(([, a], [, b]) => b - a)),
      failing: results.filter((result) => result.category === category && result.problems.length)
        .length,
      calls: own
        .filter((result) => isRefusal(result.outcome))
        .reduce((sum, result) => sum + result.upstream.length, 0),
      seconds: Number((own.reduce((sum, result) => sum + result.ms, 0) / 1000).toFixed(1)),
    }
  }
  return counts
}

/** The counts as a table: one line per category, its answers by status and refusal code. */
export function table(counts: Record<Category, CategoryCount>, rounds: number): string {
  const rows = Object.entries(counts).map(([category, count]) => {
    const outcomes = Object.entries(count.outcomes)
      .map(([label, n]) => `${label} ×${n}`)
      .join(', ')
    return `${category.padEnd(18)} ${String(count.perRound * rounds).padStart(5)} ${String(count.failing).padStart(7)}  ${outcomes}`
  })
  const hostile = Object.entries(counts).filter(([category]) => category !== 'control')
  const total = hostile.reduce((sum, [, count]) => sum + count.perRound * rounds, 0)
  const failing = hostile.reduce((sum, [, count]) => sum + count.failing, 0)
  return [
    `${'category'.padEnd(18)} ${'sent'.padStart(5)} ${'failing'.padStart(7)}  answers (status and refusal code) ×count, ${rounds} rounds`,
    ...rows,
    `${'total (hostile)'.padEnd(18)} ${String(total).padStart(5)} ${String(failing).padStart(7)}`,
  ].join('\n')
}
