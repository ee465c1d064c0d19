/**
 * The security headers of public/_headers, served as `npm start` serves them, in Chromium: every
 * kind of page loads under its Content-Security-Policy without breaching it, also once the
 * gallery, a player, a tour and the map are open and the favourites are fetched live; the HTML
 * answers carry every header; and no other origin can frame the site.
 */
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, VIEWPORTS } from './support/browser'
import { recordPolicyBreaches } from './support/policy'
import { BASE_URL } from './support/server'

interface Media {
  path: string
  photos: unknown[]
  videos: unknown[]
  tour_360: unknown[]
  geo: unknown
}

const pageContext = async <T>(sitePath: string): Promise<T> => {
  const response = await fetch(`${BASE_URL}/page-data${sitePath.replace(/\/$/, '')}/page-data.json`)
  return ((await response.json()) as { result: { pageContext: T } }).result.pageContext
}

/** Site paths from the sitemap the build wrote, so the test follows whatever the demo holds. */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${BASE_URL}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    decodeURI(new URL(match[1]!).pathname),
  )
}

/** The first page of the family whose listing has photos, a video, a tour and a map. */
async function withEveryMedium(paths: string[], pattern: RegExp, key: string): Promise<Media> {
  for (const candidate of paths.filter((item) => pattern.test(item))) {
    const record = (await pageContext<Record<string, Omit<Media, 'path'>>>(candidate))[key]!
    if (record.photos.length > 1 && record.videos.length && record.tour_360.length && record.geo)
      return { path: candidate, ...record }
  }
  throw new Error(`Ninguna página ${pattern} tiene fotos, video, recorrido y mapa.`)
}

interface Watched {
  page: Page
  errors: string[]
  /** Every breach of a policy: the page's events and Chromium's console lines about it. */
  breaches: string[]
}

/**
 * Opens a page with every breach of its Content-Security-Policy recorded (recordPolicyBreaches).
 * Addresses outside this machine (players, the map) answer an empty page, so the frames load
 * offline; the policy is checked before any request is made.
 */
async function openWatched(browser: Browser, sitePath: string): Promise<Watched> {
  let breaches: string[] = []
  const { page, errors } = await openPage(browser, sitePath, VIEWPORTS.desktop, {}, async (p) => {
    breaches = await recordPolicyBreaches(p)
    await p.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>afuera</title>' }),
    )
  })
  return { page, errors, breaches }
}

/** Waits until React has hydrated the gallery: a click before that does nothing. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const button = document.querySelector('button[aria-haspopup="dialog"]')
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'))
  })

/** Opens the lightbox, the video, the tour and the map of a property or development page. */
async function openEveryMedium(page: Page): Promise<void> {
  await hydrated(page)
  await page.getByRole('button', { name: /^Ampliar foto 1 de/ }).click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  for (const [tab, button] of [
    [/^Videos/, 'Ver video'],
    [/^Tour 360°/, 'Ver recorrido 360°'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click()
    await page.getByRole('button', { name: button }).click()
    const frame = await (await page.locator('iframe').first().elementHandle())!.contentFrame()
    await frame!.waitForLoadState('load')
  }
  await page.getByRole('button', { name: 'Ver mapa' }).click()
  const map = await (await page.locator('iframe[title^="Mapa de"]').elementHandle())!.contentFrame()
  await map!.waitForLoadState('load')
  await page.waitForLoadState('networkidle')
}

const HTML_HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
}

describe('security headers in Chromium', () => {
  let browser: Browser
  let paths: string[]
  let property: Media
  let development: Media

  beforeAll(async () => {
    browser = await launchBrowser()
    paths = await sitemapPaths()
    property = await withEveryMedium(paths, /^\/propiedad\//, 'property')
    development = await withEveryMedium(paths, /^\/emprendimientos\/[^/]+\/\d+$/, 'development')
  })

  afterAll(async () => {
    await browser.close()
  })

  const first = (pattern: RegExp) => () => {
    const found = paths.find((candidate) => pattern.test(candidate))
    if (!found) throw new Error(`El sitemap no tiene ninguna página ${pattern}`)
    return found
  }
  const idOf = (sitePath: string) => sitePath.split('/').pop()!

  interface Visit {
    name: string
    address: () => string
    /** What to do there once it has loaded. */
    act?: (page: Page) => Promise<unknown>
    /** Console errors the page logs for reasons of its own, which this suite does not judge. */
    knownErrors?: RegExp
  }
  const visits: Visit[] = [
    { name: 'the home', address: () => '/' },
    { name: 'the sale listing', address: () => '/venta' },
    { name: 'the rent listing', address: () => '/alquiler' },
    { name: 'the temporary rent listing', address: () => '/temporario' },
    { name: 'a sub-path of a listing', address: () => '/venta/palermo/departamentos' },
    {
      name: 'a property, gallery, video, tour and map opened',
      address: () => property.path,
      act: openEveryMedium,
    },
    { name: 'the developments', address: () => '/emprendimientos/' },
    { name: 'a development tag', address: first(/^\/emprendimientos\/[^/]+$/) },
    {
      name: 'a development, gallery, video, tour and map opened',
      address: () => development.path,
      act: openEveryMedium,
    },
    { name: 'the news', address: () => '/novedades/' },
    { name: 'a news entry', address: first(/^\/novedades\/\d+\/[^/]+$/) },
    {
      name: 'the favourites, one saved and fetched live',
      address: () => property.path,
      act: async (page) => {
        await hydrated(page)
        await page.getByRole('button', { name: 'Guardar en favoritos', exact: true }).click()
        await page.goto(`${BASE_URL}/favoritos`, { waitUntil: 'networkidle' })
        await page.getByRole('list', { name: 'Propiedades guardadas' }).waitFor()
      },
    },
    { name: 'contact', address: () => '/contacto' },
    { name: 'services', address: () => '/servicios' },
    { name: 'join us', address: () => '/sumate' },
    { name: 'about', address: () => '/nosotros' },
    {
      name: 'a built property by its broker id (the static redirect)',
      address: () => `/tokko/${idOf(property.path)}`,
      act: (page) => page.waitForURL(`**${encodeURI(property.path)}`, { waitUntil: 'networkidle' }),
    },
    {
      name: 'an unknown broker id (the client-only lookup)',
      address: () => '/tokko/999999999',
      act: (page) => page.getByRole('heading', { name: 'No encontramos esta propiedad' }).waitFor(),
      // The lookup's 404, and React's hydration mismatch: the page's static HTML, rendered
      // without an id, already says "No encontramos esta propiedad" (a matter of its own).
      knownErrors: /\b404\b|Minified React error #4(18|23|25)\b/,
    },
    {
      name: 'an address no page answers (the 404 page)',
      address: () => '/no-existe-esta-pagina',
      act: (page) => page.getByRole('heading', { name: 'No encontramos esta página' }).waitFor(),
      knownErrors: /\b404\b/,
    },
    { name: 'the 404 page itself', address: () => '/404' },
    { name: 'the server error page', address: () => '/500' },
  ]

  it.each(visits)('loads $name without breaching its policy', async (visit) => {
    const { page, errors, breaches } = await openWatched(browser, visit.address())
    await visit.act?.(page)
    await page.waitForTimeout(200)
    expect(breaches).toEqual([])
    expect(errors.filter((error) => !visit.knownErrors?.test(error))).toEqual([])
    await page.context().close()
  })

  it('sends every header with the HTML, and each page carries its own policy and script hashes', async () => {
    const addresses = [
      '/',
      '/venta',
      '/venta/palermo/departamentos',
      property.path,
      development.path,
      '/favoritos',
      `/tokko/${idOf(property.path)}`,
      '/tokko/999999999',
      '/404',
      '/404.html',
      '/no-existe-esta-pagina',
    ]
    const scriptSources = new Map<string, string>()
    for (const address of addresses) {
      const response = await fetch(`${BASE_URL}${encodeURI(address)}`)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      for (const [name, value] of Object.entries(HTML_HEADERS))
        expect([address, name, response.headers.get(name)]).toEqual([address, name, value])
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/)
      // The header: the site-wide policy alone, the same for every address.
      const site = response.headers.get('content-security-policy')!
      expect(site).not.toMatch(/script-src|default-src|, /)
      expect(site).toContain("frame-ancestors 'none'")
      // The document: its own whole policy, first thing after the charset.
      const html = await response.text()
      const meta =
        /<meta charset="?utf-8"?\/?><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/i.exec(
          html,
        )
      expect([address, meta !== null]).toEqual([address, true])
      const page = meta![1]!
      expect(page).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]+=')+;/)
      expect(page).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(page).not.toContain('frame-ancestors')
      scriptSources.set(address, /script-src ([^;]+)/.exec(page)![1]!)
    }
    // Gatsby writes each page's path into an inline script: no two pages share a list, except an
    // address a page answers under its splat, and an address no page answers (the 404 page).
    expect(scriptSources.get('/venta/palermo/departamentos')).toBe(scriptSources.get('/venta'))
    expect(scriptSources.get('/no-existe-esta-pagina')).toBe(scriptSources.get('/404.html'))
    expect(scriptSources.get(property.path)).not.toBe(scriptSources.get(development.path))
    const missing = await fetch(`${BASE_URL}/no-existe-esta-pagina`)
    expect(missing.status).toBe(404)
  })

  it('publishes no source map: the scripts point at none, and none is served', async () => {
    const html = await (await fetch(`${BASE_URL}/`)).text()
    const scripts = [...html.matchAll(/<script src="(\/[^"]+\.js)"/g)].map((match) => match[1]!)
    expect(scripts.length).toBeGreaterThan(2)
    for (const script of scripts) {
      const code = await (await fetch(`${BASE_URL}${script}`)).text()
      expect(code).not.toContain('sourceMappingURL')
      expect((await fetch(`${BASE_URL}${script}.map`)).status).toBe(404)
    }
  })

  it('cannot be framed by another origin', async () => {
    // Another site on another loopback port: a frame of its own (which shows, so frames work
    // here) and one of the site's contact form.
    const target = `${BASE_URL}/contacto/`
    const framer: Server = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        request.url === '/propio'
          ? '<!doctype html><title>Propio</title><h1>Marco propio</h1>'
          : `<!doctype html><title>Otro sitio</title><iframe id="propio" src="/propio"></iframe>` +
              `<iframe id="sitio" src="${target}"></iframe>`,
      )
    })
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(framer.address() as AddressInfo).port}`
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const lines: string[] = []
      page.on('console', (message) => lines.push(message.text()))
      const answered = page.waitForResponse((response) => response.url() === target)
      await page.goto(origin, { waitUntil: 'load' })
      // The site answered; the browser refused to show the answer in the frame.
      expect((await answered).status()).toBe(200)
      await expect(page.frameLocator('#propio').getByRole('heading').textContent()).resolves.toBe(
        'Marco propio',
      )
      const frame = await (await page.locator('#sitio').elementHandle())!.contentFrame()
      expect(frame!.url()).not.toContain(new URL(BASE_URL).host)
      for (const each of page.frames()) expect(each.url().startsWith(BASE_URL)).toBe(false)
      expect(lines.join('\n')).toMatch(/frame-ancestors 'none'|X-Frame-Options/)
    } finally {
      await context.close()
      await new Promise<void>((resolve) => framer.close(() => resolve()))
    }
  })
})
