/**
 * One scripted interaction measured by a Lighthouse user flow (`node scripts/perf/interaction.mjs
 * <url> <button name> <chromium path> <chromium args as JSON>`), for `npm run lighthouse`: the
 * page is loaded as a phone (Lighthouse's mobile emulation, the CPU slowed 4× in real time), left
 * to settle, then the button named is pressed within a timespan, whose Interaction to Next Paint
 * and Total Blocking Time it prints as JSON. Plain Node, as Lighthouse's own CLI: under tsx the
 * functions sent into the page would carry esbuild's helpers.
 */
import { startFlow } from 'lighthouse'
import puppeteer from 'puppeteer-core'

const [url, button, executablePath, args] = process.argv.slice(2)
if (!url || !button || !executablePath || !args) {
  console.error('Uso: interaction.mjs <url> <botón> <chromium> <argumentos JSON>')
  process.exit(2)
}

/** How long the page is left alone after loading: its idle-time work done, as a visitor waits. */
const SETTLE_MS = 3_000

const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: JSON.parse(args),
})
try {
  const page = await browser.newPage()
  const flow = await startFlow(page, {
    flags: { formFactor: 'mobile', throttlingMethod: 'devtools' },
  })
  await flow.navigate(url)
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  await flow.startTimespan()
  await page.locator(`::-p-aria(${button})`).click()
  // The answer to the press painted, and what it set off run.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  await flow.endTimespan()
  const [, timespan] = (await flow.createFlowResult()).steps
  const audit = (id) => timespan?.lhr.audits[id]?.numericValue ?? null
  console.log(
    JSON.stringify({
      inpMs: audit('interaction-to-next-paint'),
      tbtMs: audit('total-blocking-time'),
    }),
  )
} finally {
  await browser.close()
}
