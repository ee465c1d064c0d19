/**
 * axe-core in the page: the WCAG 2.x A and AA rules (and best practices) on what is on screen
 * now, so a journey can check a state it reached (a dialog open, a list shown), not only the
 * page as it loaded.
 */
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/** The violations axe finds in the page as it is (an empty list when there are none). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the devtools protocol: the site's CSP rightly refuses an inline script.
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  })
}
