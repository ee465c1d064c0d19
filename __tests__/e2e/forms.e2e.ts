import type { Browser, Locator } from 'playwright-core'
import {
  hydrated,
  launchBrowser,
  openPage,
  saveScreenshot,
  visitorAddress,
  VIEWPORTS,
} from './support/browser'
import { BASE_URL } from './support/server'
import { firstPath } from './support/catalogue'
import {
  EMULATOR,
  PERSON_PAUSE_MS,
  DIRECT_TAG,
  directOrigin,
  phoneOf,
  submissionsOf,
  uniqueEmail,
  withDirectOrigin,
  type Submission,
} from './support/submissions'

/**
 * What the page logged besides the live figures: with a service down, the header's counters
 * (the live search summary) say so too, which is not what these tests are about.
 */
const aboutTheLead = (errors: string[]) =>
  errors.filter((error) => !/\/api\/summary|counters\/summaryRequested|searchOptions/.test(error))

/** Takes services of the emulator down or brings them back (its /__admin/outage switch). */
async function outage(down: Partial<Record<'proxy' | 'broker' | 'backend', boolean>>) {
  const response = await fetch(`${EMULATOR}/__admin/outage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(down),
  })
  if (!response.ok) throw new Error(`/__admin/outage respondió ${response.status}`)
}

/** The page address a lead names, when it is this site's page at `path`. */
const pageAt = (path: string) =>
  expect.stringMatching(
    new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  )

async function send(form: Locator, button: string): Promise<void> {
  await form.page().waitForTimeout(PERSON_PAUSE_MS)
  await form.getByRole('button', { name: button }).click()
}

async function fillContact(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Nombre', { exact: true }).fill('Ana')
  await form.getByLabel(/^Apellido/).fill('Gómez')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel(/^Celular/).fill(phoneOf(email))
}

/** What the emulator kept of a submission: its kind and the body exactly as sent. */
const stored = (kind: string, body: Record<string, unknown>) =>
  expect.objectContaining({ kind, body })

/** The multi-line text of spec §7.7, as the CRM receives it. */
const crmText = (email: string, message: string) =>
  withDirectOrigin(`Teléfono: \nCelular: ${phoneOf(email)}\nEmail: ${email}\nMensaje: ${message}`)

describe('lead forms in Chromium, against the emulator', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser.close()
  })

  // No test leaves a service down for the next.
  afterEach(() => outage({ proxy: false, broker: false, backend: false }))

  it('sends the contact page form', async () => {
    const { page, errors } = await openPage(browser, '/contacto', VIEWPORTS.phone)
    const form = await hydrated(page.locator('#formulario-contacto form'))
    const email = uniqueEmail('contacto')
    const message = 'Busco un 3 ambientes en Palermo.'
    await fillContact(form, email)
    await form.getByLabel('Mensaje').fill(message)
    await send(form, 'Enviar')
    await form.getByText('¡Gracias! Recibimos tu mensaje.').waitFor()
    expect(await submissionsOf(email, 2)).toEqual([
      stored('email:contact', {
        status: 'contact',
        name: 'Ana Gómez',
        phone: phoneOf(email),
        email,
        message: withDirectOrigin(message),
      }),
      stored('webcontact', {
        name: 'Ana Gómez',
        email,
        cellphone: phoneOf(email),
        tags: ['Contacto', 'Sitio Web', DIRECT_TAG],
        text: crmText(email, message),
      }),
    ])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('sends a property enquiry', async () => {
    const path = await firstPath('venta', 'cards')
    const id = Number(path.split('/').pop())
    const { page, errors } = await openPage(browser, path)
    const form = await hydrated(page.locator('#consulta form'))
    const message = await form.getByLabel('Mensaje').inputValue()
    const email = uniqueEmail('propiedad')
    await fillContact(form, email)
    await send(form, 'Enviar consulta')
    await form.getByText('¡Gracias! Recibimos tu mensaje.').waitFor()
    const [inbox, crm] = await submissionsOf(email, 2)
    expect(inbox).toEqual(
      stored('email:property_query', {
        status: 'property_query',
        name: 'Ana Gómez',
        phone: phoneOf(email),
        email,
        message: withDirectOrigin(message),
        address: expect.any(String),
        property_id: id,
        url: pageAt(path),
        operation_type: ['Venta'],
        property_type: [expect.any(String)],
      }),
    )
    expect(message).toMatch(/^Hola, me interesa «.+»/)
    expect(crm).toEqual(
      stored('webcontact', {
        name: 'Ana Gómez',
        email,
        cellphone: phoneOf(email),
        tags: ['Propiedad', 'Sitio Web', DIRECT_TAG],
        text: crmText(email, message),
        properties: [id],
      }),
    )
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('tells both services where a visit that came from an ad, browsed and wrote later came from', async () => {
    const { page, errors } = await openPage(
      browser,
      '/venta/?utm_source=google&utm_medium=cpc&utm_campaign=invierno',
      VIEWPORTS.phone,
      // As Google sends its visitors: the search page names only its host.
      {
        extraHTTPHeaders: {
          'x-forwarded-for': visitorAddress(),
          referer: 'https://www.google.com/',
        },
      },
    )
    const card = page.getByRole('list', { name: 'Resultados' }).locator('article').first()
    await hydrated(card)
    await card.getByRole('link').first().click()
    await page.waitForURL(/\/propiedad\//)
    const id = Number(new URL(page.url()).pathname.replace(/\/$/, '').split('/').pop())
    const form = await hydrated(page.locator('#consulta form'))
    const message = await form.getByLabel('Mensaje').inputValue()
    const email = uniqueEmail('origen')
    await fillContact(form, email)
    await send(form, 'Enviar consulta')
    await form.getByText('¡Gracias! Recibimos tu mensaje.').waitFor()
    const line = new RegExp(
      '\\n\\nOrigen: google / cpc / invierno · Llegó por: /venta/ · Primer contacto: \\d{2}/\\d{2}/\\d{4} google / cpc / invierno$',
    )
    const [inbox, crm] = await submissionsOf(email, 2)
    expect(inbox!.body).toMatchObject({ status: 'property_query', property_id: id })
    expect(String(inbox!.body.message)).toMatch(line)
    expect(String(inbox!.body.message).startsWith(`${message}\n\n`)).toBe(true)
    expect(crm!.body).toMatchObject({
      tags: ['Propiedad', 'Sitio Web', 'Google Ads'],
      properties: [id],
    })
    expect(String(crm!.body.text)).toMatch(line)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('sends a development enquiry', async () => {
    const path = await firstPath('emprendimientos', 'developments')
    const id = Number(path.split('/').pop())
    const { page, errors } = await openPage(browser, path, VIEWPORTS.phone)
    const form = await hydrated(page.locator('#consulta form'))
    const message = await form.getByLabel('Mensaje').inputValue()
    const email = uniqueEmail('emprendimiento')
    await fillContact(form, email)
    await send(form, 'Enviar consulta')
    await form.getByText('¡Gracias! Recibimos tu mensaje.').waitFor()
    expect(await submissionsOf(email, 2)).toEqual([
      stored('email:development_query', {
        status: 'development_query',
        name: 'Ana Gómez',
        phone: phoneOf(email),
        email,
        message: withDirectOrigin(message),
        address: expect.any(String),
        url: pageAt(path),
        development: id,
        property_id: null,
      }),
      stored('webcontact', {
        name: 'Ana Gómez',
        email,
        cellphone: phoneOf(email),
        tags: ['Emprendimiento', 'Sitio Web', DIRECT_TAG],
        text: crmText(email, message),
        developments: [id],
      }),
    ])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("keeps the lead forms' code in each form page's own chunk: no file of theirs but commons is shared", async () => {
    const stats = (await (await fetch(`${BASE_URL}/webpack.stats.json`)).json()) as {
      namedChunkGroups: Record<string, { assets: { name: string }[] }>
    }
    const scripts = (group: string) =>
      (stats.namedChunkGroups[group]?.assets ?? [])
        .map((asset) => asset.name)
        .filter((name) => name.endsWith('.js') && !name.startsWith('commons-'))
    const formPages = [
      'component---src-pages-contacto-tsx',
      'component---src-pages-servicios-tsx',
      'component---src-pages-sumate-tsx',
      'component---src-templates-property-page-tsx',
    ]
    const owners = new Map<string, string[]>()
    for (const group of formPages) {
      expect(scripts(group).length).toBeGreaterThan(0)
      for (const script of scripts(group))
        owners.set(script, [...(owners.get(script) ?? []), group])
    }
    expect([...owners.values()].filter((groups) => groups.length > 1)).toEqual([])
  })

  it('subscribes to the newsletter from the footer, whose code arrives as the visitor nears it', async () => {
    const requested: string[] = []
    const { page, errors } = await openPage(
      browser,
      '/contacto',
      VIEWPORTS.phone,
      {},
      (opening) => {
        opening.on('request', (request) => requested.push(new URL(request.url()).pathname))
        return Promise.resolve()
      },
    )
    const newsletterCode = () => requested.filter((path) => path.startsWith('/newsletter-form-'))
    // Loaded and idle, at the top of a page with a form of its own: the footer's form has not
    // been fetched (the contact form's code is in the page's own chunk).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    expect(newsletterCode()).toEqual([])
    expect(await page.getByRole('form', { name: 'Suscripción al newsletter' }).count()).toBe(0)

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    const form = await hydrated(page.getByRole('form', { name: 'Suscripción al newsletter' }))
    expect(newsletterCode()).toHaveLength(1)
    const email = uniqueEmail('newsletter')
    await form.getByLabel('Tu email').fill(email)
    await send(form, 'Suscribirme')
    await form.getByText('¡Listo! Ya te suscribiste.').waitFor()
    expect(await submissionsOf(email, 2)).toEqual([
      stored('email:subscription', { status: 'subscription', email }),
      stored('webcontact', {
        name: email,
        email,
        tags: ['Newsletter', 'Sitio Web', DIRECT_TAG],
        text: directOrigin(),
      }),
    ])
    await saveScreenshot(page, 'formularios-newsletter-enviado-telefono')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("keeps the page when the footer form's code cannot arrive, says so, and a retry brings it", async () => {
    const { page } = await openPage(browser, '/nosotros', VIEWPORTS.phone, {}, (opening) =>
      opening.route(/\/newsletter-form-[^/]*\.js$/, (route) => route.abort()),
    )
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    const footer = page.getByRole('contentinfo')
    await footer.getByText('No pudimos cargar el formulario de suscripción.').waitFor()
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1)

    await page.unroute(/\/newsletter-form-[^/]*\.js$/)
    await footer.getByRole('button', { name: 'Reintentar' }).click()
    await footer.getByRole('form', { name: 'Suscripción al newsletter' }).waitFor()
    await page.context().close()
  })

  it('asks for an appraisal from the home page call to action', async () => {
    const { page, errors } = await openPage(browser, '/')
    await hydrated(page.locator('form').first())
    await page.getByRole('link', { name: 'Pedí una tasación' }).click()
    await page.waitForURL(/\/servicios\/?#tasacion$/)
    const form = await hydrated(page.getByRole('form', { name: 'Pedido de tasación' }))
    // Gatsby scrolls to the section the link names: the form is in view, not below the services.
    const top = await page.evaluate(
      () => document.getElementById('tasacion')?.getBoundingClientRect().top,
    )
    expect(top).toBeGreaterThanOrEqual(-1)
    expect(top).toBeLessThan(VIEWPORTS.desktop.height / 2)
    const email = uniqueEmail('tasacion')
    await form.getByLabel('Nombre y apellido').fill('Ana Gómez')
    await form.getByLabel('Email', { exact: true }).fill(email)
    await form.getByLabel('Ubicación').fill('Núñez, Cuba 3400')
    await form
      .getByRole('group', { name: /^¿Para qué operación/ })
      .getByLabel('Venta')
      .check()
    await form
      .getByRole('group', { name: /^Tipo de propiedad/ })
      .getByLabel('Casa')
      .check()
    await form.getByLabel(/^Ambientes/).fill('5')
    await form.getByLabel(/^Superficie cubierta/).fill('180')
    await form.getByLabel(/^Superficie total/).fill('300,5')
    await form
      .getByRole('group', { name: /^Antigüedad/ })
      .getByLabel('Más de 30 años')
      .check()
    await form
      .getByRole('group', { name: /^Cochera/ })
      .getByLabel('No')
      .check()
    await form
      .getByRole('group', { name: /^Amenities/ })
      .getByLabel('Pileta')
      .check()
    await form
      .getByRole('group', { name: /^Amenities/ })
      .getByLabel('Jardín')
      .check()
    await send(form, 'Pedir tasación')
    await form.getByText('¡Gracias! Recibimos tu pedido de tasación.').waitFor()
    expect(await submissionsOf(email, 2)).toEqual([
      stored('email:appraisal', {
        status: 'appraisal',
        name: 'Ana Gómez',
        email,
        location: 'Núñez, Cuba 3400',
        operation_type: ['Venta'],
        property_type: ['Casa'],
        rooms_amount: '5',
        roofed_surface: '180',
        total_surface: '300,5',
        age: ['Más de 30 años'],
        garage: 'No',
        extra_amenities: ['Pileta', 'Jardín'],
        tags: ['Tasación', DIRECT_TAG],
      }),
      stored('webcontact', {
        name: 'Ana Gómez',
        email,
        tags: ['Tasación', 'Sitio Web', DIRECT_TAG],
        text: withDirectOrigin(
          [
            'Ubicación: Núñez, Cuba 3400',
            'Operación: Venta',
            'Tipo: Casa',
            'Ambientes: 5',
            'Superficie cubierta: 180',
            'Superficie total: 300,5',
            'Antigüedad: Más de 30 años',
            'Cochera: No',
            'Amenities: Pileta, Jardín',
          ].join('\n'),
        ),
      }),
    ])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('applies to join the team with a PDF CV', async () => {
    const { page, errors } = await openPage(browser, '/sumate', VIEWPORTS.phone)
    const form = await hydrated(page.getByRole('form', { name: 'Postulación' }))
    const email = uniqueEmail('sumate')
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
    await form.getByLabel('Email', { exact: true }).fill(email)
    await form.getByLabel('Teléfono').fill('+54 9 11 5555-0199')
    await form.getByLabel('Fecha de nacimiento').fill('1994-08-30')
    await form.getByLabel(/^Género/).selectOption('Prefiero no decirlo')
    await form.getByLabel('Localidad').fill('Vicente López')
    const position = form.getByLabel('Búsqueda')
    const offered = await position.locator('option').allTextContents()
    await position.selectOption(offered[1] ?? '')
    await form.getByLabel('CV').setInputFiles({
      name: 'cv-ana.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    })
    await form.getByText(`Adjuntaste «cv-ana.pdf» (${pdf.length} bytes).`).waitFor()
    await send(form, 'Enviar postulación')
    await form.getByText('¡Gracias! Recibimos tu postulación.').waitFor()
    expect(await submissionsOf(email, 1)).toEqual([
      stored('email:application', {
        status: 'application',
        email,
        gender: 'Prefiero no decirlo',
        date: '1994-08-30',
        location: 'Vicente López',
        phone: '+54 9 11 5555-0199',
        // Rebuilt by the site's server: the type the bytes showed and a name of its own.
        cv: `data:application/pdf;name=cv-${email.split('@')[0]}.pdf;base64,${pdf.toString('base64')}`,
      }),
    ])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('with Tokko down, the backend still gets the lead, and the visitor is thanked', async () => {
    await outage({ broker: true })
    const { page, errors } = await openPage(browser, '/contacto')
    const form = await hydrated(page.locator('#formulario-contacto form'))
    const email = uniqueEmail('sin-tokko')
    await fillContact(form, email)
    await form.getByLabel('Mensaje').fill('Hola')
    await send(form, 'Enviar')
    await form.getByText('¡Gracias! Recibimos tu mensaje.').waitFor()
    expect((await submissionsOf(email, 1)).map((submission) => submission.kind)).toEqual([
      'email:contact',
    ])
    expect(aboutTheLead(errors)).toEqual(['Consulta "contacto": no llegó a Tokko'])
    await page.context().close()
  })

  it('with the backend down, Tokko still gets the lead', async () => {
    await outage({ backend: true })
    const { page, errors } = await openPage(browser, '/contacto')
    const form = await hydrated(page.locator('#formulario-contacto form'))
    const email = uniqueEmail('sin-backend')
    await fillContact(form, email)
    await form.getByLabel('Mensaje').fill('Hola')
    await send(form, 'Enviar')
    await form.getByText('¡Gracias! Recibimos tu mensaje.').waitFor()
    expect((await submissionsOf(email, 1)).map((submission) => submission.kind)).toEqual([
      'webcontact',
    ])
    expect(aboutTheLead(errors)).toEqual(['Consulta "contacto": no llegó al backend'])
    await page.context().close()
  })

  it('with both services down, keeps what was typed, says so, and a retry delivers it', async () => {
    await outage({ broker: true, backend: true })
    const { page, errors } = await openPage(browser, '/contacto')
    const form = await hydrated(page.locator('#formulario-contacto form'))
    const email = uniqueEmail('sin-servicios')
    const message = 'Quiero vender mi departamento.'
    await fillContact(form, email)
    await form.getByLabel('Mensaje').fill(message)
    await send(form, 'Enviar')
    await form.getByText('No pudimos enviar tu mensaje.').waitFor()
    expect(await form.getByText('Lo que escribiste sigue acá: no se perdió nada.').count()).toBe(1)
    expect(await form.getByText(/Los servicios de la inmobiliaria no respondieron/).count()).toBe(1)
    expect(await form.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Ana')
    expect(await form.getByLabel('Mensaje').inputValue()).toBe(message)
    await saveScreenshot(page, 'formularios-contacto-sin-servicios')
    // The site's answer (502) and the form's own log line; nothing else went wrong.
    const lead = aboutTheLead(errors)
    expect(lead.join('\n')).toMatch(/502 .*\/api\/leads\/contact/)
    expect(lead.join('\n')).toMatch(/Consulta "contacto": no se pudo enviar/)
    expect(lead).toHaveLength(2)

    await outage({ broker: false, backend: false })
    await form.getByRole('button', { name: 'Reintentar' }).click()
    await form.getByText('¡Gracias! Recibimos tu mensaje.').waitFor()
    expect((await submissionsOf(email, 2)).map((submission) => submission.kind)).toEqual([
      'email:contact',
      'webcontact',
    ])
    expect(aboutTheLead(errors)).toHaveLength(2)
    await page.context().close()
  })

  it('refuses a post straight to the site without the form token, and nothing is delivered', async () => {
    const email = uniqueEmail('directo')
    const lead = { kind: 'newsletter', form: { email } }
    // As a script in a page of the site would post it: same origin, JSON.
    const headers = { 'Content-Type': 'application/json', Origin: BASE_URL }
    const response = await fetch(`${BASE_URL}/api/leads/newsletter`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ lead }),
    })
    expect(response.status).toBe(403)
    expect(((await response.json()) as { error: string }).error).toMatch(/formulario del sitio/)
    // A token used sooner than a person could fill the form is refused too.
    const { token } = (await (
      await fetch(`${BASE_URL}/api/lead-token?form=newsletter`)
    ).json()) as { token: string }
    const fast = await fetch(`${BASE_URL}/api/leads/newsletter`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token, lead }),
    })
    expect(fast.status).toBe(403)
    // Another site's page posting it, even with a token and JSON.
    await new Promise((resolve) => setTimeout(resolve, 1_600))
    const foreign = await fetch(`${BASE_URL}/api/leads/newsletter`, {
      method: 'POST',
      headers: { ...headers, Origin: 'https://atacante.example' },
      body: JSON.stringify({ token, lead }),
    })
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toMatchObject({ code: 'cross-site' })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const all = (await (await fetch(`${EMULATOR}/__submissions`)).json()) as Submission[]
    expect(all.filter((submission) => submission.body.email === email)).toEqual([])
  })

  it('refuses a seventh lead within a minute from one visitor, saying so and keeping the text', async () => {
    const from = { 'x-forwarded-for': visitorAddress() }
    const { page } = await openPage(browser, '/contacto', VIEWPORTS.phone, {
      extraHTTPHeaders: from,
    })
    // Six posts from this visitor's address, as a script would send them.
    for (let i = 0; i < 6; i++) {
      const answer = await page.request.post(`${BASE_URL}/api/leads/contact`, {
        data: {},
        headers: { ...from, origin: BASE_URL },
      })
      expect(answer.status()).toBe(403)
    }
    const form = await hydrated(page.locator('#formulario-contacto form'))
    const email = uniqueEmail('limite')
    const message = 'Quiero visitar el departamento de Palermo.'
    await fillContact(form, email)
    await form.getByLabel('Mensaje').fill(message)
    await send(form, 'Enviar')
    await form.getByText(/demasiados envíos desde tu conexión/).waitFor()
    expect(await form.getByLabel('Mensaje').inputValue()).toBe(message)
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(email)
    await saveScreenshot(page, 'formulario-limite-telefono')
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const all = (await (await fetch(`${EMULATOR}/__submissions`)).json()) as Submission[]
    expect(all.filter((submission) => submission.body.email === email)).toEqual([])
    // Another visitor is not held back by this one.
    const other = await openPage(browser, '/contacto', VIEWPORTS.desktop)
    const otherForm = await hydrated(other.page.locator('#formulario-contacto form'))
    await fillContact(otherForm, uniqueEmail('limite-otro'))
    await otherForm.getByLabel('Mensaje').fill(message)
    await send(otherForm, 'Enviar')
    await otherForm.getByText('¡Gracias! Recibimos tu mensaje.').waitFor()
    await page.context().close()
    await other.page.context().close()
  })

  it('keeps an appraisal typed while the site was out of reach across a reload', async () => {
    const { page, errors } = await openPage(browser, '/servicios', VIEWPORTS.phone)
    let form = await hydrated(page.getByRole('form', { name: 'Pedido de tasación' }))
    await page.route(`${BASE_URL}/api/leads/**`, (route) => route.abort())
    const email = uniqueEmail('tasacion-recarga')
    await form.getByLabel('Nombre y apellido').fill('Ana Gómez')
    await form.getByLabel('Email', { exact: true }).fill(email)
    await form.getByLabel('Ubicación').fill('Olivos')
    await form
      .getByRole('group', { name: /^¿Para qué operación/ })
      .getByLabel('Alquiler', { exact: true })
      .check()
    await form
      .getByRole('group', { name: /^Tipo de propiedad/ })
      .getByLabel('PH')
      .check()
    await send(form, 'Pedir tasación')
    await form.getByText('No pudimos enviar tu pedido.').waitFor()
    expect(await form.getByText(/No pudimos conectarnos/).count()).toBe(1)
    expect(errors.every((error) => /Consulta "tasacion": no se pudo enviar/.test(error))).toBe(true)

    await page.unroute(`${BASE_URL}/api/leads/**`)
    await page.reload({ waitUntil: 'networkidle' })
    form = await hydrated(page.getByRole('form', { name: 'Pedido de tasación' }))
    const location = form.getByLabel('Ubicación')
    await page.waitForFunction(
      (input) => (input as HTMLInputElement).value === 'Olivos',
      await location.elementHandle(),
    )
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(email)
    expect(
      await form
        .getByRole('group', { name: /^Tipo de propiedad/ })
        .getByLabel('PH')
        .isChecked(),
    ).toBe(true)
    await send(form, 'Pedir tasación')
    await form.getByText('¡Gracias! Recibimos tu pedido de tasación.').waitFor()
    expect((await submissionsOf(email, 2)).map((submission) => submission.kind)).toEqual([
      'email:appraisal',
      'webcontact',
    ])
    expect(errors.every((error) => /Consulta "tasacion": no se pudo enviar/.test(error))).toBe(true)
    await page.context().close()
  })
})
