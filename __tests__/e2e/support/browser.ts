import { mkdirSync } from 'node:fs'
import path from 'node:path'
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core'
import { BASE_URL } from './server'

// Debian's Chromium; these flags keep it from calling home on a machine with no internet.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const

/** A journey run on both, named as its screenshots are (`it.each(PHONE_AND_DESKTOP)`). */
export const PHONE_AND_DESKTOP = [
  ['telefono', VIEWPORTS.phone],
  ['escritorio', VIEWPORTS.desktop],
] as const

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../test-results/screenshots')

/** Launches headless Chromium from CHROME_PATH or /usr/bin/chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}

export interface OpenedPage {
  page: Page
  /** Console errors and uncaught exceptions seen since the page opened. */
  errors: string[]
}

let visitors = 0
/**
 * An address of 198.18.0.0/15 (set aside for tests) of its own for each browser context: the
 * site's server trusts loopback as its proxy here (globalSetup), so each context is a visitor of
 * its own to the limits per address, as people are.
 */
export function visitorAddress(): string {
  visitors += 1
  return `198.${18 + (process.pid % 2)}.${(process.pid >> 1) % 256}.${visitors % 256}`
}

/**
 * Opens a site path in a fresh context with the given viewport (and other context options, such
 * as touch or a dark colour scheme), as a visitor of its own (`visitorAddress`), recording every
 * console error. `beforeLoad` runs on the page before it loads (init scripts, routes, listeners).
 */
export async function openPage(
  browser: Browser,
  sitePath: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: BrowserContextOptions = {},
  beforeLoad?: (page: Page) => Promise<unknown>,
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport,
    locale: 'es-AR',
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    ...options,
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text())
    }
  })
  page.on('pageerror', (error) => errors.push(error.message))
  // Chromium's console line for a failed load omits the address; record it here instead.
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== `${BASE_URL}${sitePath}`) {
      errors.push(`${response.status()} ${response.url()}`)
    }
  })
  await beforeLoad?.(page)
  await page.goto(`${BASE_URL}${sitePath}`, { waitUntil: 'networkidle' })
  return { page, errors }
}

/**
 * Waits until React has hydrated an element (a form, a filter): a press on the server-rendered
 * one before that is lost, and hydration runs in time slices that can end after the network.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(node).some((key) => key.startsWith('__reactProps'))
            ? resolve()
            : setTimeout(check, 50)
        check()
      }),
  )
  return element
}

/**
 * Waits until React has hydrated the page (Gatsby marks it). A link in a static section
 * (StaticHtml) carries no React props of its own: the page's hydration is when a press on it
 * becomes a client-side navigation.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0)
}

/** Saves a full-page screenshot under test-results/screenshots for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${name}.png`)
  // Cards far from the viewport are not painted until scrolled near (content-visibility: auto);
  // a full-page picture shows the page as scrolled through, so they are painted for it.
  await page.screenshot({
    path: file,
    fullPage: true,
    style: '* { content-visibility: visible !important; }',
  })
  return file
}
