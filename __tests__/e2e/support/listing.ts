/** What the listing journeys share: waiting for a live search, and ticking a filter. */
import type { Locator, Page } from 'playwright-core'

/** The answer of the site's property endpoint to a query `check` accepts. */
export const searchDone = (page: Page, check: (params: URLSearchParams) => boolean) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/properties' &&
      check(new URL(response.url()).searchParams),
  )

/**
 * Ticks a filter's box. Filters follow the address in a transition, so the tick shows once React
 * commits it; Playwright's `check()` reads the state right after the click and can fail on a busy
 * machine.
 */
export async function tickFilter(box: Locator): Promise<void> {
  await box.click()
  await box
    .page()
    .waitForFunction((input) => (input as HTMLInputElement).checked, await box.elementHandle())
}

/**
 * The link of a listing's card to `path`, scrolled to as a visitor does: the page's HTML holds
 * the first 20 cards, the rest render as the visitor nears them.
 */
export async function cardLink(page: Page, path: string): Promise<Locator> {
  const link = page.locator(`main article a[href="${path}"]`).first()
  for (let step = 0; step < 40 && (await link.count()) === 0; step++) {
    await page.mouse.wheel(0, 1200)
    await page.waitForTimeout(100)
  }
  return link
}

/**
 * "Ver más propiedades": a link to the next built page while the default search shows its first
 * 50 (scripts load them in place), a button past them or for another search.
 */
export function moreResults(page: Page): Locator {
  const name = 'Ver más propiedades'
  return page.getByRole('link', { name }).or(page.getByRole('button', { name }))
}
