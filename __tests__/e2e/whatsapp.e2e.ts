import type { Browser, BrowserContext } from 'playwright-core'
import { hydrated, launchBrowser, openPage, VIEWPORTS } from './support/browser'
import { BASE_URL, E2E_STAFF_TOKEN } from './support/server'

/** The first property a built sale listing shows, by its page data. */
async function firstProperty(): Promise<{ path: string; id: number }> {
  const response = await fetch(`${BASE_URL}/page-data/venta/page-data.json`)
  const data = (await response.json()) as {
    result: { pageContext: { cards?: { path: string }[] } }
  }
  const path = data.result.pageContext.cards?.[0]?.path
  if (!path) throw new Error('La página /venta no lista ninguna propiedad.')
  return { path, id: Number(path.replace(/\/$/, '').split('/').pop()) }
}

/** WhatsApp's hosts answered here: the new tab opens, and nothing leaves the machine. */
async function keepWhatsAppHere(context: BrowserContext): Promise<void> {
  for (const host of ['https://web.whatsapp.com/**', 'https://api.whatsapp.com/**'])
    await context.route(host, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }),
    )
}

const lookUp = (reference: string, token = E2E_STAFF_TOKEN) =>
  fetch(`${BASE_URL}/api/whatsapp?ref=${reference}`, {
    headers: { Authorization: `Bearer ${token}` },
  })

interface Found {
  reference: string
  records: { listing: unknown; page: string; line: string }[]
}

/** The lookup, once the press's beacon has reached the site (it is sent as the tab opens). */
async function recordsOf(reference: string): Promise<Found['records']> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const found = (await (await lookUp(reference)).json()) as Found
    if (found.records.length > 0 || Date.now() > deadline) return found.records
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('WhatsApp with a reference', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it('names the press in the message, and staff look up its listing and origin', async () => {
    const property = await firstProperty()
    const { page, errors } = await openPage(
      browser,
      `${property.path}?utm_source=google&utm_medium=cpc&utm_campaign=invierno`,
      VIEWPORTS.desktop,
      {},
      (page) => keepWhatsAppHere(page.context()),
    )
    const button = await hydrated(page.getByRole('link', { name: /Consultar por WhatsApp/ }))
    const [tab] = await Promise.all([page.waitForEvent('popup'), button.click()])
    const opened = new URL(tab.url())
    expect(opened.origin).toBe('https://web.whatsapp.com')
    const text = opened.searchParams.get('text') ?? ''
    const reference = /\n\nRef\. ([2-9A-HJKMNP-TV-Z]{4})$/.exec(text)?.[1]
    expect(text).toMatch(/^Hola, quiero consultar por «/)
    expect(reference).toBeDefined()

    // Kept as the address bar has it (location.pathname, escaped); staff read it decoded.
    const path = new URL(property.path, BASE_URL).pathname
    const pathText = decodeURI(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const records = await recordsOf(reference!)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({
      listing: { kind: 'property', id: property.id },
      page: path,
    })
    expect(records[0]!.line).toMatch(
      new RegExp(
        `^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} · Propiedad ${property.id} · Página: ${pathText} · Origen: google / cpc / invierno · Llegó por: ${pathText} · `,
      ),
    )

    // A second press is a reference of its own.
    const [again] = await Promise.all([page.waitForEvent('popup'), button.click()])
    expect(new URL(again.url()).searchParams.get('text')).not.toContain(`Ref. ${reference}`)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows nothing to a lookup without the staff token', async () => {
    const answer = await lookUp('7K2Q', 'una-clave-que-no-es-la-del-personal')
    expect(answer.status).toBe(401)
    expect(await answer.json()).toEqual({
      error: 'Falta la clave del personal o no es la correcta.',
      code: 'unauthorized',
    })
  })
})
