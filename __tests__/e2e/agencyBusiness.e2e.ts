import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { ACCESS_RIGHT_LEGEND } from '../../src/domain/leads/privacyLegend'
import { BASE_URL } from './support/server'
import { axeViolations } from './support/axe'
import {
  hydrated,
  launchBrowser,
  openPage,
  PHONE_AND_DESKTOP,
  saveScreenshot,
  SCREENSHOT_DIR,
  VIEWPORTS,
} from './support/browser'
import { firstPath, saleCards } from './support/catalogue'
import {
  DIRECT_TAG,
  EMULATOR,
  PERSON_PAUSE_MS,
  phoneOf,
  submissionsOf,
  uniqueEmail,
  type Submission,
} from './support/submissions'

// What the agency runs its business on, as a visitor meets it (issue 45): a visit asked for
// with its times, one lead for the same contact sent twice, and the personal-data notice on
// every form with the privacy page it links to.

/** A picture of one part of the page, to look at beside the whole page's. */
async function saveElementShot(element: Locator, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  await element.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) })
}

/** The agency's name, as the demo's settings give it. */
async function agencyName(): Promise<string> {
  const response = await fetch(`${EMULATOR}/api/site/configuracion/?client=6`)
  return ((await response.json()) as { name: string }).name
}

/** Every stored submission sent with this email, once the deliveries of the moment are in. */
async function allSubmissionsOf(email: string): Promise<Submission[]> {
  const response = await fetch(`${EMULATOR}/__submissions`)
  return ((await response.json()) as Submission[]).filter(
    (submission) => submission.body.email === email,
  )
}

/** Chooses a time in the visit form's n-th group: the day at `dayIndex` and its first hour. */
async function chooseTime(form: Locator, ordinal: string, dayIndex: number): Promise<string> {
  const group = form.getByRole('group', { name: new RegExp(`^${ordinal} opción`) })
  const day = group.getByLabel(/^Día/)
  const date = await day
    .locator('option')
    .nth(dayIndex + 1)
    .getAttribute('value')
  await day.selectOption(date!)
  const hour = group.getByLabel(/^Hora/)
  const time = await hour.locator('option').nth(1).getAttribute('value')
  await hour.selectOption(time!)
  return `${date}T${time}`
}

describe('the agency’s business in Chromium, against the emulator', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser.close()
  })

  it.each(PHONE_AND_DESKTOP)(
    'asks for a visit from a property page: it arrives tagged with its times, pending, with a calendar file (%s)',
    async (name, viewport) => {
      const path = await firstPath('venta', 'cards')
      const id = Number(path.split('/').pop())
      const { page, errors } = await openPage(browser, path, viewport, { acceptDownloads: true })
      const open = await hydrated(page.getByRole('button', { name: 'Elegir horarios' }))
      await saveElementShot(
        page.getByRole('region', { name: 'Coordinar una visita' }),
        `visita-boton-${name}`,
      )
      await open.click()
      const form = page.getByRole('form', { name: 'Pedir la visita' })
      await form.waitFor()
      await form.getByRole('radio', { name: 'En persona' }).check()
      const first = await chooseTime(form, 'Primera', 1)
      const second = await chooseTime(form, 'Segunda', 2)
      const email = uniqueEmail(`visita-${name}`)
      await form.getByLabel('Nombre', { exact: true }).fill('Ana')
      await form.getByLabel('Email', { exact: true }).fill(email)
      await form.getByLabel('Celular', { exact: true }).fill(phoneOf(email))
      await form.scrollIntoViewIfNeeded()
      await saveScreenshot(page, `visita-formulario-${name}`)
      await saveElementShot(form, `visita-formulario-${name}-detalle`)
      expect(await axeViolations(page)).toEqual([])
      await page.waitForTimeout(PERSON_PAUSE_MS)
      await form.getByRole('button', { name: 'Pedir la visita' }).click()
      await form.getByText('Pedido enviado: pendiente de confirmación.').waitFor()
      await saveScreenshot(page, `visita-pendiente-${name}`)
      await saveElementShot(form, `visita-pendiente-${name}-detalle`)

      const [inbox, crm] = await submissionsOf(email, 2)
      expect(crm!.kind).toBe('webcontact')
      expect(crm!.body).toMatchObject({
        name: 'Ana',
        email,
        cellphone: phoneOf(email),
        tags: ['Visita', 'Sitio Web', DIRECT_TAG],
        properties: [id],
      })
      const times = new RegExp(
        [
          '^Pedido de visita en persona, pendiente de confirmación\\.',
          'Horarios preferidos \\(hora de Argentina\\):',
          `1\\. \\S+ ${Number(first.slice(8, 10))} de \\S+, ${first.slice(11)}`,
          `2\\. \\S+ ${Number(second.slice(8, 10))} de \\S+, ${second.slice(11)}`,
        ].join('\\n'),
      )
      expect(String(crm!.body.text)).toMatch(times)
      expect(inbox!.body).toMatchObject({ status: 'property_query', property_id: id })
      expect(String(inbox!.body.message)).toMatch(times)

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        form.getByRole('button', { name: /Agregar a mi calendario/ }).click(),
      ])
      expect(download.suggestedFilename()).toBe('visita-a-confirmar.ics')
      const calendar = await readFile((await download.path())!, 'utf8')
      expect(calendar.match(/STATUS:TENTATIVE/g)).toHaveLength(2)
      // The agency's clock is UTC−3: the first time's hour, three hours later in UTC.
      const hour = Number(first.slice(11, 13)) + 3
      expect(calendar).toContain(
        `DTSTART:${first.slice(0, 10).replace(/-/g, '')}T${String(hour).padStart(2, '0')}0000Z`,
      )
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  it('delivers the same contact sent twice once, and tells the visitor both times it arrived', async () => {
    const { page, errors } = await openPage(browser, '/contacto', VIEWPORTS.phone)
    const form = await hydrated(page.locator('#formulario-contacto form'))
    const email = uniqueEmail('dos-veces')
    const sendOnce = async () => {
      await form.getByLabel('Nombre', { exact: true }).fill('Ana')
      await form.getByLabel('Email', { exact: true }).fill(email)
      await form.getByLabel(/^Celular/).fill(phoneOf(email))
      await form.getByLabel('Mensaje').fill('Busco un 3 ambientes en Palermo.')
      await page.waitForTimeout(PERSON_PAUSE_MS)
      await form.getByRole('button', { name: 'Enviar' }).click()
      await form.getByText('¡Gracias! Recibimos tu mensaje.').waitFor()
    }
    await sendOnce()
    expect(await submissionsOf(email, 2)).toHaveLength(2)
    // The visitor starts over and sends the very same contact again, as people do.
    await form.getByRole('button', { name: 'Enviar otro mensaje' }).click()
    await sendOnce()
    // Long enough for a second delivery to have reached the emulator, had there been one.
    await page.waitForTimeout(1_500)
    expect((await allSubmissionsOf(email)).map((submission) => submission.kind).sort()).toEqual([
      'email:contact',
      'webcontact',
    ])
    expect(errors).toEqual([])
    await page.context().close()
  })

  /** The form pages, each with how to reach its form (the part of the page with its notice). */
  const FORM_PAGES: [string, () => Promise<string>, (page: Page) => Promise<Locator>][] = [
    [
      'contacto',
      async () => '/contacto',
      async (page) => page.locator('#formulario-contacto form'),
    ],
    [
      'propiedad',
      () => firstPath('venta', 'cards'),
      async (page) => page.locator('#consulta form'),
    ],
    [
      'emprendimiento',
      () => firstPath('emprendimientos', 'developments'),
      async (page) => page.locator('#consulta form'),
    ],
    [
      'visita',
      () => firstPath('alquiler', 'cards'),
      async (page) => {
        await (await hydrated(page.getByRole('button', { name: 'Elegir horarios' }))).click()
        return page.getByRole('form', { name: 'Pedir la visita' })
      },
    ],
    [
      'tasacion',
      async () => '/servicios',
      async (page) => page.getByRole('form', { name: 'Pedido de tasación' }),
    ],
    ['sumate', async () => '/sumate', async (page) => page.locator('main form')],
    [
      'seleccion',
      async () => '/favoritos/',
      async (page) => {
        const ids = (await saleCards()).slice(0, 2).map((card) => card.id)
        await page.evaluate(
          (saved) =>
            localStorage.setItem(
              'inmobiliaria:favoritos',
              JSON.stringify(saved.map((id) => ({ id, operation: 1 }))),
            ),
          ids,
        )
        await page.goto(`${BASE_URL}/favoritos/`, { waitUntil: 'networkidle' })
        const open = page.getByRole('button', { name: 'Enviar mi selección a un asesor' })
        await (await hydrated(open)).click()
        return page.getByRole('form', { name: 'Enviar mi selección' })
      },
    ],
    [
      'alerta',
      async () => '/venta',
      async (page) => {
        const open = page.getByRole('button', { name: 'Avisame de nuevas propiedades' })
        await (await hydrated(open)).click()
        return page.getByRole('form', { name: 'Aviso de nuevas propiedades' })
      },
    ],
    [
      'newsletter',
      async () => '/nosotros',
      async (page) => {
        // The footer's form arrives as the visitor nears it; its notice is the footer's own.
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
        await page.getByRole('form', { name: 'Suscripción al newsletter' }).waitFor()
        return page.getByRole('contentinfo')
      },
    ],
  ]

  it('shows the notice on every form, linking to a privacy page that names the agency and the AAIP', async () => {
    const agency = await agencyName()
    for (const [name, pathOf, formOf] of FORM_PAGES) {
      const { page, errors } = await openPage(browser, await pathOf(), VIEWPORTS.phone)
      const form = await hydrated(await formOf(page))
      const notice = form.getByText(
        new RegExp(`^${agency} (es responsable de tus datos|usa tu email)`),
      )
      expect([name, await notice.count()]).toEqual([name, 1])
      const link = notice.getByRole('link', { name: 'Privacidad y datos personales' })
      expect([name, await link.getAttribute('href')]).toEqual([name, '/privacidad/'])
      if (name === 'contacto') {
        await notice.scrollIntoViewIfNeeded()
        await saveElementShot(form, 'aviso-datos-personales-telefono')
        await link.click()
        await page.waitForURL(/\/privacidad\/$/)
        const main = page.getByRole('main')
        await main
          .getByText(`${agency} es responsable de la base de datos`, { exact: false })
          .waitFor()
        await main
          .getByText('Agencia de Acceso a la Información Pública', { exact: false })
          .first()
          .waitFor()
        // The legend Disposición 10/2008 asks for, whole.
        await main.getByText(ACCESS_RIGHT_LEGEND, { exact: true }).waitFor()
        await saveScreenshot(page, 'privacidad-telefono')
      }
      expect([name, errors]).toEqual([name, []])
      await page.context().close()
    }
    const { page } = await openPage(browser, '/privacidad/', VIEWPORTS.desktop)
    await saveScreenshot(page, 'privacidad-escritorio')
    await page.context().close()
  })
})
