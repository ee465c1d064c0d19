/**
 * What a page's HTML holds before any script runs: the bytes of CSS it inlines, the share of
 * them its first paint uses (Chromium's CSS coverage, scripts blocked, at a phone's and a
 * desktop's width), and its elements. For `npm run lighthouse`, and on its own:
 * `tsx scripts/perf/firstPaint.ts <url>…`.
 */
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS } from '../../__tests__/e2e/support/browser'

export const COVERAGE_WIDTHS = [390, 1280] as const

export interface FirstPaint {
  inlineCssBytes: number
  /** Share of the inline CSS used, by viewport width (0–1). */
  usedShare: Record<number, number>
  /** Elements of the document as a browser with scripts parses it, before they run. */
  elements: number
}

/** Bytes covered by a set of ranges that may overlap. */
function coveredBytes(ranges: readonly { start: number; end: number }[]): number {
  let covered = 0
  let reach = 0
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, reach)
    if (end > from) covered += end - from
    reach = Math.max(reach, end)
  }
  return covered
}

async function measureAt(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    javaScriptEnabled: false,
  })
  try {
    const page = await context.newPage()
    await page.coverage.startCSSCoverage()
    await page.goto(url, { waitUntil: 'load' })
    const entries = await page.coverage.stopCSSCoverage()
    // Inline <style> elements are reported under the document's own address.
    const inline = entries.filter((entry) => entry.url === page.url())
    const total = inline.reduce((sum, entry) => sum + (entry.text?.length ?? 0), 0)
    const used = inline.reduce((sum, entry) => sum + coveredBytes(entry.ranges), 0)
    // A browser with scripts parses <noscript> as text: what it holds is not an element there.
    const elements = await page.evaluate(
      () =>
        document.getElementsByTagName('*').length - document.querySelectorAll('noscript *').length,
    )
    return { total, share: total > 0 ? used / total : 0, elements }
  } finally {
    await context.close()
  }
}

export async function measureFirstPaint(
  urls: readonly string[],
  executablePath = process.env.CHROME_PATH || '/usr/bin/chromium',
): Promise<Map<string, FirstPaint>> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  const measured = new Map<string, FirstPaint>()
  try {
    for (const url of urls) {
      const usedShare: Record<number, number> = {}
      let inlineCssBytes = 0
      let elements = 0
      for (const width of COVERAGE_WIDTHS) {
        const at = await measureAt(browser, url, width)
        usedShare[width] = at.share
        inlineCssBytes = at.total
        elements = at.elements
      }
      measured.set(url, { inlineCssBytes, usedShare, elements })
    }
  } finally {
    await browser.close()
  }
  return measured
}

if (require.main === module) {
  measureFirstPaint(process.argv.slice(2)).then(
    (measured) => {
      for (const [url, figures] of measured) {
        const shares = COVERAGE_WIDTHS.map(
          (width) => `${width} px ${Math.round(figures.usedShare[width]! * 100)} %`,
        )
        console.log(
          `${url}  CSS en línea ${(figures.inlineCssBytes / 1024).toFixed(1)} KB, usado ${shares.join(' · ')}, ${figures.elements} elementos`,
        )
      }
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
