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
