import type { Page } from 'playwright-core'
import { axeViolations } from './support/axe'
import { hydrated, openPage, PHONE_AND_DESKTOP, saveScreenshot, VIEWPORTS } from './support/browser'
import { chromiumWithSaleCards, emulatorProperties, type ListedCard } from './support/catalogue'
import { BASE_URL } from './support/server'
import {
  DIRECT_TAG,
  EMULATOR,
  PERSON_PAUSE_MS,
  phoneOf,
  submissionsOf,
  uniqueEmail,
  withDirectOrigin,
} from './support/submissions'

// What a visitor hands the agency from their lists and searches, against the built demo and its
// emulator: the selection sent to an agent, a search alert, and "Nueva" on the next visit.

/** The public address the built demo gives its links (SITE_URL unset: `npm start`'s). */
const SITE = 'http://localhost:9000'

async function admin(path: string, body: unknown = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${EMULATOR}/__admin/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`/__admin/${path} respondió ${response.status}`)
  return (await response.json()) as Record<string, unknown>
}

const keep = (page: Page, key: string, value: unknown) =>
  page.evaluate(([name, text]) => localStorage.setItem(name!, text!), [key, JSON.stringify(value)])

describe('leads from lists and searches in Chromium', () => {
  const chromium = chromiumWithSaleCards()

  it.each(PHONE_AND_DESKTOP)(
    'sends the favourites to an agent, who reads each one with its link, a sold one named so (%s)',
    async (name, viewport) => {
      const [first, second] = chromium.cards as [ListedCard, ListedCard]
      // A unit sold since it was saved: the broker still lists it, with status 4.
      const sold = (await emulatorProperties()).find(
        (property) =>
          property.status === 4 && property.operations.some((entry) => entry.operation_id === 1),
      )!
      const { page, errors } = await openPage(chromium.browser, '/', viewport)
      await keep(page, 'inmobiliaria:favoritos', [
        { id: first.id, operation: 1 },
        { id: second.id, operation: 1 },
        { id: sold.id, operation: 1 },
      ])
      await page.goto(`${BASE_URL}/favoritos/`, { waitUntil: 'networkidle' })
      const open = await hydrated(
        page.getByRole('button', { name: 'Enviar mi selección a un asesor' }),
      )
      await open.click()
      const form = page.getByRole('form', { name: 'Enviar mi selección' })
      const email = uniqueEmail(`seleccion-${name}`)
      await form.getByLabel('Nombre').fill('Ana')
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Celular').fill(phoneOf(email))
      await saveScreenshot(page, `seleccion-enviar-${name}`)
      expect(await axeViolations(page)).toEqual([])
      await page.waitForTimeout(PERSON_PAUSE_MS)
      await form.getByRole('button', { name: 'Enviar mi selección' }).click()
      await page.getByText('¡Gracias! Recibimos tu mensaje.').waitFor()

      const [inbox, crm] = await submissionsOf(email, 2)
      // What the form wrote, before the origin line every lead ends with.
      const message = String(inbox!.body.message).replace(/\n\nOrigen: [^\n]*$/, '')
      const lines = message.split('\n')
      expect(lines.slice(0, 3)).toEqual([
        'Hola, me interesan estas propiedades. ¿Podemos coordinar una visita?',
        '',
        'Selección de favoritos del sitio (3 propiedades):',
      ])
      expect(lines.slice(3)).toEqual([
        expect.stringMatching(
          new RegExp(`^1\\. Cód\\. .+ · .+ · Venta .+ · ${SITE}${first.path}$`),
        ),
        expect.stringMatching(
          new RegExp(`^2\\. Cód\\. .+ · .+ · Venta .+ · ${SITE}${second.path}$`),
        ),
        expect.stringMatching(
          new RegExp(
            `^3\\. Cód\\. .+ · .+ · No disponible: vendida o alquilada · ${SITE}/propiedad/.+/${sold.id}$`,
          ),
        ),
      ])
      expect(inbox).toEqual(
        expect.objectContaining({
          kind: 'email:contact',
          body: {
            status: 'contact',
            name: 'Ana',
            phone: phoneOf(email),
            email,
            message: withDirectOrigin(message),
          },
        }),
      )
      expect(crm).toEqual(
        expect.objectContaining({
          kind: 'webcontact',
          body: {
            name: 'Ana',
            email,
            cellphone: phoneOf(email),
            tags: ['Selección de favoritos', 'Sitio Web', DIRECT_TAG],
            text: withDirectOrigin(
              `Teléfono: \nCelular: ${phoneOf(email)}\nEmail: ${email}\nMensaje: ${message}`,
            ),
            properties: [first.id, second.id, sold.id],
          },
        }),
      )
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  it.each(PHONE_AND_DESKTOP)(
    'asks to be told of new properties for the search on the screen (%s)',
    async (name, viewport) => {
      const { page, errors } = await openPage(
        chromium.browser,
        '/venta?dormMin=2&orden=menor-precio',
        viewport,
      )
      const open = await hydrated(
        page.getByRole('button', { name: 'Avisame de nuevas propiedades' }),
      )
      await open.click()
      const form = page.getByRole('form', { name: 'Aviso de nuevas propiedades' })
      const words = 'Propiedades en venta · Desde 2 dormitorios'
      await page.getByText(words, { exact: true }).waitFor()
      const email = uniqueEmail(`alerta-${name}`)
      await form.getByLabel('Tu email').fill(email)
      await saveScreenshot(page, `alerta-${name}`)
      expect(await axeViolations(page)).toEqual([])
      await page.waitForTimeout(PERSON_PAUSE_MS)
      await form.getByRole('button', { name: 'Avisarme' }).click()
      await page.getByText('¡Listo! Vamos a avisarte.').waitFor()

      const text = [
        'Pide que le avisen cuando se publiquen propiedades nuevas para esta búsqueda.',
        `Búsqueda: ${words}`,
        `Dirección: ${SITE}/venta?dormMin=2&orden=menor-precio`,
      ].join('\n')
      expect(await submissionsOf(email, 2)).toEqual([
        expect.objectContaining({
          kind: 'email:contact',
          body: {
            status: 'contact',
            name: email,
            phone: '',
            email,
            message: withDirectOrigin(text),
          },
        }),
        expect.objectContaining({
          kind: 'webcontact',
          body: {
            name: email,
            email,
            tags: ['Alerta de búsqueda', 'Sitio Web', DIRECT_TAG],
            text: withDirectOrigin(text),
          },
        }),
      ])
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  it('marks "Nueva" what was listed since the last sitting on a search, and nothing on a first visit', async () => {
    // A listing added now, and a search it falls in, last looked at 2 hours ago.
    const id = Number((await admin('properties', { operation: 1 })).id)
    const listed = (await (await fetch(`${BASE_URL}/api/properties/${id}`)).json()) as {
      location: { id: number }
      type: { id: number }
    }
    const query = `ubicacion=${listed.location.id}&tipo=${listed.type.id}`
    const search = `/venta?${query}`
    const { page, errors } = await openPage(chromium.browser, '/')
    await keep(page, 'inmobiliaria:busquedas', [
      { key: `1?${query}`, since: null, seen: Date.now() - 2 * 60 * 60_000 },
    ])
    try {
      await page.goto(`${BASE_URL}${search}`, { waitUntil: 'networkidle' })
      const card = page.locator('main article').filter({ has: page.locator(`a[href$="/${id}"]`) })
      await card.getByText('Nueva', { exact: true }).waitFor()
      // The search's other listings were there at the last visit.
      expect(await page.getByText('Nueva', { exact: true }).count()).toBe(1)
      await saveScreenshot(page, 'nueva-escritorio')
      // Back to the search within the same sitting: still new.
      await page.setViewportSize(VIEWPORTS.phone)
      await page.reload({ waitUntil: 'networkidle' })
      await card.getByText('Nueva', { exact: true }).waitFor()
      await saveScreenshot(page, 'nueva-telefono')
      expect(errors).toEqual([])

      // Someone else's first visit to it marks nothing.
      const other = await openPage(chromium.browser, search)
      await other.page.locator(`main article a[href$="/${id}"]`).first().waitFor()
      await other.page.waitForTimeout(300)
      expect(await other.page.getByText('Nueva', { exact: true }).count()).toBe(0)
      await other.page.context().close()
    } finally {
      await admin(`properties/${id}/withdraw`)
      await page.context().close()
    }
  })
})
