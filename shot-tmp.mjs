import { chromium } from 'playwright-core'
const [,, base, ...paths] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] })
for (const spec of paths) {
  const [p, vw] = spec.split('@')
  const width = vw === 'phone' ? 390 : 1366
  const ctx = await browser.newContext({ viewport: { width, height: vw === 'phone' ? 844 : 900 }, locale: 'es-AR' })
  const page = await ctx.newPage()
  const errors = []
  page.on('console', m => { if (m.type() === 'error') errors.push(m.text()) })
  page.on('pageerror', e => errors.push(e.message))
  await page.goto(base + p, { waitUntil: 'networkidle' })
  await page.waitForTimeout(300)
  const file = `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, '_')}_${vw || 'desktop'}.png`
  await page.screenshot({ path: file, fullPage: true })
  console.log(file, errors.length ? 'ERRORS: ' + errors.join(' | ') : 'ok')
  await ctx.close()
}
await browser.close()
