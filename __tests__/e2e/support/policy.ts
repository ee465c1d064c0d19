import type { Page } from 'playwright-core'

/**
 * Records every breach of the page's Content-Security-Policy (and Permissions-Policy) from the
 * first byte and across full navigations: a listener of `securitypolicyviolation` added by an
 * init script, and the console lines Chromium writes about the policies. Call it before the page
 * loads (openPage's `beforeLoad`); the list fills as breaches happen.
 */
export async function recordPolicyBreaches(page: Page): Promise<string[]> {
  const breaches: string[] = []
  await page.exposeBinding('__reportBreach', (_source, line: string) => breaches.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportBreach: (line: string) => void })
        .__reportBreach
      report(
        `${event.effectiveDirective} bloqueó ${event.blockedURI} en ${event.documentURI} ` +
          `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy|frame-ancestors/i.test(message.text()))
      breaches.push(message.text())
  })
  return breaches
}
