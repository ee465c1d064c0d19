/** @jest-environment node */
import { makeTouch } from '../../__tests__/support/factories'
import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { CONTACT_LEAD } from '../../__tests__/support/leads'
import { WORD_DOCX, zipArchive } from '../../__tests__/support/zip'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { testServerContext } from '../../__tests__/support/siteApi'
import { MESSAGES } from '../domain/leads/validation'
import {
  HONEYPOT_NAME,
  MIN_FILL_MS,
  type LeadKind,
  type LeadRequest,
} from '../domain/leads/leadRequests'
import { LEAD_POSTS_PER_TOKEN } from './context'
import type { ApiRequest } from './apiAnswers'
import { normaliseTokkoProperty } from '../broker/normalise'
import { provideTelemetry } from './telemetry'
import { leadEndpoints } from './leadEndpoints'
import { issueLeadToken } from './leadToken'
import { createRateLimiter, LEAD_RATE_RULES } from './rateLimit'

const { server, requests } = setupMswServer(...serviceHandlers())
const WEBCONTACT = `${TEST_CONFIG.brokerUrl}/api/v1/webcontact/`
const INBOX = `${TEST_CONFIG.backendUrl}/api/site/email/contact/`
const SECRET = 'secreto-de-prueba'
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const contact = CONTACT_LEAD

/** A token for a form of `kind` issued long enough ago for a person to have filled it. */
const filledToken = (kind: LeadKind = 'contact') =>
  issueLeadToken(SECRET, kind, Date.now() - MIN_FILL_MS - 10)

/** What a browser sends with a post from one of the site's own pages (SITE_URL's default). */
const FROM_THE_SITE = {
  origin: 'http://localhost:9000',
  host: 'localhost:9000',
  'sec-fetch-site': 'same-origin',
}

function post(
  kind: string,
  body: unknown,
  remoteAddress = '198.51.100.7',
  contentType = 'application/json',
  origin: Record<string, string> = FROM_THE_SITE,
): ApiRequest {
  const headers = { ...origin, 'content-type': contentType }
  return { method: 'POST', params: { kind }, search: '', headers, body, remoteAddress }
}

const upstream = () => requests.filter((request) => request.url.host !== 'site.test')
const sentTo = (url: string) =>
  upstream().find((request) => request.method === 'POST' && request.url.href.startsWith(url))
    ?.body as Record<string, unknown> | undefined

/** A demo property on offer whose owner asked for a display address. */
const masked = () =>
  demoData().properties.find(
    (raw) =>
      raw.fake_address &&
      raw.fake_address !== raw.address &&
      raw.reference_code &&
      raw.status === 2 &&
      !raw.development,
  )!

describe('POST /api/leads/{kind}', () => {
  let errors: jest.SpyInstance
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())

  const endpoints = () => leadEndpoints(testServerContext(TEST_CONFIG))

  it('delivers a contact to both services with the key kept on the server, and says so', async () => {
    const answer = await endpoints().lead(post('contact', { token: filledToken(), lead: contact }))
    expect(answer).toEqual({
      status: 200,
      headers: { 'Cache-Control': 'no-store' },
      body: { delivered: ['broker', 'backend'], failed: [] },
    })
    const [webcontact, inbox] = [WEBCONTACT, INBOX].map((url) =>
      upstream().find((request) => request.url.href.startsWith(url)),
    )
    expect(queryOf(webcontact!)).toEqual({ key: TEST_CONFIG.tokkoKey })
    expect(webcontact!.body).toEqual({
      name: 'Ana Gómez',
      email: 'ana@example.com',
      cellphone: '11 5555-0101',
      tags: ['Contacto', 'Sitio Web'],
      text: 'Teléfono: \nCelular: 11 5555-0101\nEmail: ana@example.com\nMensaje: Quisiera visitarla.',
    })
    expect(inbox!.body).toEqual({
      status: 'contact',
      name: 'Ana Gómez',
      phone: '11 5555-0101',
      email: 'ana@example.com',
      message: 'Quisiera visitarla.',
    })
  })

  it('refuses a post without the form token, and nothing reaches the services', async () => {
    for (const token of [undefined, 'v2.x.y.z', issueLeadToken('otro secreto', 'contact', 0)]) {
      const answer = await endpoints().lead(post('contact', { token, lead: contact }))
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ error: expect.stringMatching(/formulario del sitio/) })
    }
    expect(upstream()).toEqual([])
  })

  it("refuses another form's token", async () => {
    const answer = await endpoints().lead(
      post('contact', { token: filledToken('newsletter'), lead: contact }),
    )
    expect(answer).toMatchObject({ status: 403, body: { code: 'token-other-form' } })
    expect(upstream()).toEqual([])
  })

  it(`takes at most ${LEAD_POSTS_PER_TOKEN} posts of one token, then asks for a new one`, async () => {
    const { lead } = endpoints()
    const token = filledToken()
    const bad = { ...contact, form: { ...contact.form, email: 'ana@' } }
    for (let post_ = 0; post_ < LEAD_POSTS_PER_TOKEN; post_++)
      expect((await lead(post('contact', { token, lead: bad }))).status).toBe(400)
    expect(await lead(post('contact', { token, lead: contact }))).toMatchObject({
      status: 403,
      body: { code: 'token-spent', error: expect.stringMatching(/varias veces/) },
    })
    expect(upstream()).toEqual([])
    expect((await lead(post('contact', { token: filledToken(), lead: contact }))).status).toBe(200)
  })

  it("refuses a post from any page but the site's own, before it counts or delivers", async () => {
    const body = { token: filledToken(), lead: contact }
    const foreign: Record<string, string>[] = [
      { origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:9000', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://atacante.example', host: 'localhost:9000' },
      { origin: 'null', host: 'localhost:9000' },
      { 'sec-fetch-site': 'same-site' },
      { host: 'localhost:9000' },
      {},
    ]
    for (const headers of foreign)
      expect(
        await endpoints().lead(post('contact', body, undefined, 'application/json', headers)),
      ).toMatchObject({
        status: 403,
        body: { code: 'cross-site', error: expect.stringMatching(/página de este sitio/) },
      })
    expect(upstream()).toEqual([])
  })

  it('refuses a form sent sooner than a person could fill it', async () => {
    const token = issueLeadToken(SECRET, 'contact', Date.now())
    const answer = await endpoints().lead(post('contact', { token, lead: contact }))
    expect(answer).toMatchObject({ status: 403, body: { code: 'token-too-fast' } })
    expect(upstream()).toEqual([])
  })

  it('refuses a form another site posts (not JSON) before it counts or delivers', async () => {
    const body = { token: filledToken(), lead: contact }
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; b=x',
      'text/plain',
      'application/json; charset=utf-7',
      'application/json; charset=iso-8859-1',
      'application/jsonp',
      'application/json, text/plain',
    ])
      expect(await endpoints().lead(post('contact', body, undefined, type))).toMatchObject({
        status: 415,
        body: { error: expect.stringMatching(/solo recibe JSON/) },
      })
    expect(upstream()).toEqual([])
    for (const type of ['Application/JSON; charset=utf-8', 'application/json;charset="UTF-8"']) {
      const typed = await endpoints().lead(
        post('contact', { token: filledToken(), lead: contact }, undefined, type),
      )
      expect(typed.status).toBe(200)
    }
  })

  it('refuses a filled honeypot without delivering anything', async () => {
    const body = { token: filledToken(), lead: contact, [HONEYPOT_NAME]: 'http://spam.example' }
    expect(await endpoints().lead(post('contact', body))).toMatchObject({
      status: 400,
      body: { code: 'bot' },
    })
    expect(upstream()).toEqual([])
  })

  it('refuses a burst from one address with 429 and Retry-After, and delivers none of it', async () => {
    const { lead } = leadEndpoints(
      testServerContext(TEST_CONFIG, { limiter: createRateLimiter(LEAD_RATE_RULES) }),
    )
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        lead(post('contact', { token: undefined, lead: contact }, '203.0.113.50')),
      ),
    )
    const limited = burst.filter((answer) => answer.status === 429)
    expect(limited).toHaveLength(20 - LEAD_RATE_RULES[0]!.max)
    expect(limited[0]).toMatchObject({
      headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
      body: { error: expect.stringMatching(/demasiados envíos/) },
    })
    // Another visitor is not affected.
    const other = await lead(
      post('contact', { token: filledToken(), lead: contact }, '203.0.113.51'),
    )
    expect(other.status).toBe(200)
    expect(upstream()).toHaveLength(2)
  })

  it('checks the lead with the form rules and answers the fields in Spanish', async () => {
    const bad = { ...contact, form: { ...contact.form, email: 'ana@' } }
    const answer = await endpoints().lead(post('contact', { token: filledToken(), lead: bad }))
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'fields', fields: { email: expect.stringMatching(/email válido/) } },
    })
    expect(upstream()).toEqual([])
  })

  it('refuses a line break in a name and a NUL in an appraisal, on the field, delivering nothing', async () => {
    const broken = { ...contact, form: { ...contact.form, nombre: 'Ana\r\nBcc: otro@example.com' } }
    expect(
      await endpoints().lead(post('contact', { token: filledToken(), lead: broken })),
    ).toMatchObject({
      status: 400,
      body: { code: 'fields', fields: { nombre: MESSAGES.singleLine } },
    })
    const appraisal: LeadRequest = {
      kind: 'appraisal',
      form: {
        name: 'Ana Gómez',
        email: 'ana@example.com',
        location: 'Palermo\u0000',
        operation_type: ['Venta'],
        property_type: ['Departamento'],
        rooms_amount: '3',
        roofed_surface: '',
        total_surface: '',
        age: [],
        garage: '',
        extra_amenities: [],
      },
    }
    expect(
      await endpoints().lead(
        post('appraisal', { token: filledToken('appraisal'), lead: appraisal }),
      ),
    ).toEqual({
      status: 400,
      headers: expect.anything(),
      body: {
        error: expect.any(String),
        code: 'fields',
        fields: { location: MESSAGES.singleLine },
      },
    })
    expect(upstream()).toEqual([])
  })

  it('refuses a lead of another shape, and an unknown kind', async () => {
    expect(
      (
        await endpoints().lead(
          post('newsletter', { token: filledToken('newsletter'), lead: contact }),
        )
      ).status,
    ).toBe(400)
    expect((await endpoints().lead(post('pedido', { token: filledToken() }))).status).toBe(404)
    const get = { ...post('contact', {}), method: 'GET' }
    expect((await endpoints().lead(get)).status).toBe(405)
  })

  it('with Tokko down, the backend still gets the lead; and the other way round', async () => {
    server.use(http.post(WEBCONTACT, () => new HttpResponse(null, { status: 503 })))
    expect(
      (await endpoints().lead(post('contact', { token: filledToken(), lead: contact }))).body,
    ).toEqual({ delivered: ['backend'], failed: ['broker'] })
    server.resetHandlers(...serviceHandlers())
    server.use(http.post(INBOX, () => HttpResponse.error()))
    expect(
      (await endpoints().lead(post('contact', { token: filledToken(), lead: contact }))).body,
    ).toEqual({ delivered: ['broker'], failed: ['backend'] })
    expect(errors).toHaveBeenCalledWith(
      'Un servicio no tomó la consulta',
      expect.objectContaining({ kind: 'contact', service: 'backend' }),
      expect.stringMatching(/el backend del sitio no se pudo contactar/),
    )
  })

  it('answers 502 when neither service took the lead, so the browser keeps it', async () => {
    server.use(
      http.post(WEBCONTACT, () => HttpResponse.error()),
      http.post(INBOX, () => new HttpResponse(null, { status: 500 })),
    )
    const answer = await endpoints().lead(post('contact', { token: filledToken(), lead: contact }))
    expect(answer).toMatchObject({
      status: 502,
      body: { failed: ['broker', 'backend'], error: expect.stringMatching(/no respondieron/) },
    })
  })

  describe('where the visitor came from', () => {
    const touch = (fields: Record<string, string>) =>
      makeTouch({ at: '2026-11-12T13:00:00.000Z', ...fields })
    const attribution = {
      first: touch({ source: 'instagram', medium: 'social' }),
      last: touch({
        source: 'google',
        medium: 'cpc',
        campaign: 'invierno',
        landing: '/propiedad/venta/palermo/12/',
        at: '2026-12-07T13:00:00.000Z',
      }),
    }
    const LINE =
      'Origen: google / cpc / invierno · Llegó por: /propiedad/venta/palermo/12/ · Primer contacto: 12/11/2026 instagram / social'

    it('tags the lead in Tokko with its origin, and both services read the line', async () => {
      const answer = await endpoints().lead(
        post('contact', { token: filledToken(), lead: contact, attribution }),
      )
      expect(answer.status).toBe(200)
      const webContact = sentTo(WEBCONTACT)!
      expect(webContact.tags).toEqual(expect.arrayContaining(['Sitio Web', 'Google Ads']))
      expect(webContact.text).toMatch(new RegExp(`\nMensaje: [^\n]+\n\n${LINE}$`))
      expect(sentTo(INBOX)!.message).toBe(`${contact.form.text}\n\n${LINE}`)
    })

    it('sends a newsletter subscription to Tokko with its origin as its only text', async () => {
      const subscribe = { kind: 'newsletter', form: { email: 'ana@example.com' } }
      await endpoints().lead(
        post('newsletter', { token: filledToken('newsletter'), lead: subscribe, attribution }),
      )
      expect(sentTo(WEBCONTACT)).toMatchObject({
        text: LINE,
        tags: expect.arrayContaining(['Google Ads']),
      })
      expect(sentTo(INBOX)).toEqual({ status: 'subscription', email: 'ana@example.com' })
    })

    it('cleans what a forger writes there to one bounded line, and never refuses the lead for it', async () => {
      const forged = {
        first: touch({ source: 'x\r\nTags: Premio\u0000', campaign: 'c'.repeat(5_000) }),
        last: touch({ source: 'x\r\nTags: Premio\u0000', campaign: 'c'.repeat(5_000) }),
      }
      const answer = await endpoints().lead(
        post('contact', { token: filledToken(), lead: contact, attribution: forged }),
      )
      expect(answer.status).toBe(200)
      const text = String(sentTo(WEBCONTACT)!.text)
      const line = text.split('\n').at(-1)!
      expect(line).toMatch(/^Origen: x Tags: Premio \/ c{120} · /)
      expect(sentTo(WEBCONTACT)!.tags).toContain('x Tags: Premio')
    })

    it('adds nothing when the browser knows nothing, or sends what is not an attribution', async () => {
      for (const sent of [undefined, 'google', { first: {}, last: {} }]) {
        requests.length = 0
        await endpoints().lead(
          post('contact', { token: filledToken(), lead: contact, attribution: sent }),
        )
        expect(sentTo(INBOX)!.message).toBe(contact.form.text)
        expect(String(sentTo(WEBCONTACT)!.text)).not.toContain('Origen:')
      }
    })
  })

  describe('an enquiry about a property or a development', () => {
    const enquiry = (subject: Record<string, unknown>, kind: 'property' | 'development') => ({
      token: filledToken(kind),
      lead: {
        kind,
        form: contact.form,
        [kind]: subject,
        // What an older page, or a forger, writes about the subject: never read.
        url: 'https://phishing.example/premio',
      },
    })

    it('sends what the catalogue says of the property and its page, whatever the browser wrote', async () => {
      const raw = masked()
      const property = normaliseTokkoProperty(raw)
      const id = property.id
      const operation = property.operations[property.operations.length - 1]!
      const answer = await endpoints().lead(
        post(
          'property',
          enquiry(
            {
              id,
              operation: operation.operation_id,
              address: 'Calle Falsa 123',
              type: 'Castillo',
              operations: ['Venta'],
            },
            'property',
          ),
        ),
      )
      expect(answer.body).toEqual({ delivered: ['broker', 'backend'], failed: [] })
      const inbox = sentTo(INBOX)!
      expect(inbox).toMatchObject({
        status: 'property_query',
        property_id: id,
        address: raw.fake_address,
        property_type: [property.type.name],
        operation_type: property.operations.map((item) => item.operation_type),
      })
      const segment = operation.operation_type.toLowerCase().replace(' ', '-')
      expect(inbox.url).toMatch(new RegExp(`^http://localhost:9000/propiedad/${segment}/.+/${id}$`))
      const delivered = JSON.stringify([inbox, sentTo(WEBCONTACT)])
      for (const forged of ['phishing', 'Calle Falsa', 'Castillo', String(raw.address)])
        expect(delivered).not.toContain(forged)
    })

    it('refuses an enquiry about a property that is not published, sending nothing', async () => {
      const answer = await endpoints().lead(
        post('property', enquiry({ id: 999_999_001, operation: 1 }, 'property')),
      )
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'withdrawn', error: expect.stringMatching(/Ya no está publicado/) },
      })
      expect(upstream().filter((request) => request.method === 'POST')).toEqual([])
    })

    it('still sends an enquiry with its id and a link that finds it when the catalogue cannot be read', async () => {
      server.use(
        http.get(
          `${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/:id`,
          () => new HttpResponse(null, { status: 503 }),
        ),
      )
      const id = Number(masked().id)
      const answer = await endpoints().lead(
        post('property', enquiry({ id, operation: 1, address: 'Calle Falsa 123' }, 'property')),
      )
      expect(answer.body).toEqual({ delivered: ['broker', 'backend'], failed: [] })
      expect(sentTo(INBOX)).toMatchObject({
        property_id: id,
        address: '',
        property_type: [],
        url: `http://localhost:9000/tokko/${id}`,
      })
      expect(sentTo(WEBCONTACT)).toMatchObject({ properties: [id] })
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(/no se pudo leer su ficha/),
        { kind: 'property' },
        expect.stringMatching(/respondió 503/),
      )
    })

    it("names the unit asked about only when it is the development's", async () => {
      const { developments, properties } = demoData()
      const [development, other] = developments.filter((item) => item.display_on_web)
      const unitOf = (developmentId: number) =>
        Number(properties.find((raw) => Number(raw.development?.id) === developmentId)!.id)
      const send = (unitId: number) =>
        endpoints().lead(
          post('development', enquiry({ id: Number(development!.id), unitId }, 'development')),
        )
      expect((await send(unitOf(Number(development!.id)))).status).toBe(200)
      expect(sentTo(INBOX)).toMatchObject({
        status: 'development_query',
        development: Number(development!.id),
        property_id: unitOf(Number(development!.id)),
        url: expect.stringMatching(/^http:\/\/localhost:9000\/emprendimientos\/.+\/\d+$/),
      })
      requests.length = 0
      expect((await send(unitOf(Number(other!.id)))).status).toBe(200)
      expect(sentTo(INBOX)).toMatchObject({ property_id: null })
    })
  })

  describe('a selection sent to an agent', () => {
    const withdrawnId = 999_999_001
    const selection = (ids: number[]): LeadRequest => ({
      kind: 'selection',
      form: { ...contact.form, text: 'Quisiera visitarlas.' },
      ids,
    })

    it('lists each property as the catalogue has it (display address only) in both, and links the CRM lead to the published ones', async () => {
      const raw = masked()
      const id = Number(raw.id)
      const answer = await endpoints().lead(
        post('selection', { token: filledToken('selection'), lead: selection([id, withdrawnId]) }),
      )
      expect(answer.body).toEqual({ delivered: ['broker', 'backend'], failed: [] })
      const sent = (url: string) =>
        upstream().find((request) => request.url.href.startsWith(url))!.body as Record<
          string,
          unknown
        >
      const [webcontact, inbox] = [sent(WEBCONTACT), sent(INBOX)]
      const lines = String(inbox.message).split('\n')
      expect(lines.slice(0, 3)).toEqual([
        'Quisiera visitarlas.',
        '',
        'Selección de favoritos del sitio (2 propiedades):',
      ])
      expect(lines[3]).toMatch(
        new RegExp(
          `^1\\. Cód\\. ${raw.reference_code} · ${raw.fake_address}, .+ · (Venta|Alquiler).+ · http://localhost:9000/propiedad/.+/${id}$`,
        ),
      )
      expect(lines[4]).toBe(
        `2. Propiedad ${withdrawnId}: ya no está publicada · http://localhost:9000/tokko/${withdrawnId}`,
      )
      expect(lines).toHaveLength(5)
      // The owner's exact address reaches neither the CRM's text nor the inbox.
      expect(JSON.stringify([webcontact, inbox])).not.toContain(String(raw.address))
      expect(webcontact).toMatchObject({
        tags: ['Selección de favoritos', 'Sitio Web'],
        properties: [id],
        text: expect.stringContaining(lines.join('\n')),
      })
      expect(inbox).toMatchObject({ status: 'contact', message: lines.join('\n') })
    })

    it('refuses a selection whose form fails the rules, before anything is sent', async () => {
      const lead = { ...selection([Number(masked().id)]), form: { ...contact.form, email: 'x' } }
      const answer = await endpoints().lead(
        post('selection', { token: filledToken('selection'), lead }),
      )
      expect(answer).toMatchObject({ status: 400, body: { code: 'fields' } })
      expect(upstream().filter((request) => request.method === 'POST')).toEqual([])
      // Nor was a single property read for it.
      expect(upstream()).toEqual([])
    })
  })

  it('delivers a search alert with the search in words and its canonical address', async () => {
    const lead: LeadRequest = {
      kind: 'alert',
      form: { email: 'ana@example.com' },
      search: {
        operation: 2,
        query: 'dormMin=2&ubicacion=24728&pagina=3',
        words: 'Propiedades en alquiler · Palermo · Desde 2 dormitorios',
      },
    }
    const answer = await endpoints().lead(post('alert', { token: filledToken('alert'), lead }))
    expect(answer.body).toEqual({ delivered: ['broker', 'backend'], failed: [] })
    const text = [
      'Pide que le avisen cuando se publiquen propiedades nuevas para esta búsqueda.',
      'Búsqueda: Propiedades en alquiler · Palermo · Desde 2 dormitorios',
      'Dirección: http://localhost:9000/alquiler?ubicacion=24728&dormMin=2',
    ].join('\n')
    const [webcontact, inbox] = [WEBCONTACT, INBOX].map(
      (url) => upstream().find((request) => request.url.href.startsWith(url))!.body,
    )
    expect(webcontact).toEqual({
      name: 'ana@example.com',
      email: 'ana@example.com',
      tags: ['Alerta de búsqueda', 'Sitio Web'],
      text,
    })
    expect(inbox).toEqual({
      status: 'contact',
      name: 'ana@example.com',
      phone: '',
      email: 'ana@example.com',
      message: text,
    })
  })

  describe('applications', () => {
    const application = (cv: string): LeadRequest => ({
      kind: 'application',
      form: {
        email: 'ana@example.com',
        gender: 'Femenino',
        date: '1990-05-17',
        location: 'Belgrano',
        phone: '11 5555-0199',
        position: 'Asesor/a comercial',
        cv,
      },
    })
    const dataUrl = (mime: string, content: Buffer) =>
      `data:${mime};base64,${content.toString('base64')}`

    /** The application with a position the demo agency has open. */
    const openApplication = async (cv: string) => {
      const positions = (await testServerContext(TEST_CONFIG).catalogue.settings()).modules.sumate
        .positions
      const lead = application(cv)
      if (lead.kind === 'application') lead.form.position = positions[0]!
      return lead
    }
    const inbox = () => upstream().find((request) => request.url.href.startsWith(INBOX))

    it('sends a real PDF to the backend only, named by the server', async () => {
      const pdf = Buffer.from('%PDF-1.4\n%%EOF')
      const lead = await openApplication(dataUrl('application/pdf', pdf))
      const answer = await endpoints().lead(
        post('application', { token: filledToken('application'), lead }),
      )
      expect(answer).toMatchObject({ status: 200, body: { delivered: ['backend'] } })
      expect(inbox()?.body).toMatchObject({
        status: 'application',
        cv: `data:application/pdf;name=cv-ana.pdf;base64,${pdf.toString('base64')}`,
      })
    })

    it('forwards the type and name read from the bytes, never those the browser declared', async () => {
      const pdf = Buffer.from('%PDF-1.4\n%%EOF')
      const declared = `data:application/x-msdownload;name=cv.pdf.exe;base64,${pdf.toString('base64')}`
      const lead = await openApplication(declared)
      const answer = await endpoints().lead(
        post('application', { token: filledToken('application'), lead }),
      )
      expect(answer).toMatchObject({ status: 200, body: { delivered: ['backend'] } })
      expect(inbox()?.body).toMatchObject({
        cv: `data:application/pdf;name=cv-ana.pdf;base64,${pdf.toString('base64')}`,
      })
      expect(JSON.stringify(inbox()?.body)).not.toMatch(/x-msdownload|\.exe/)
    })

    it('takes a real Word document, and refuses a ZIP that only mentions one', async () => {
      const word = await openApplication(dataUrl('application/octet-stream', WORD_DOCX))
      expect(
        await endpoints().lead(
          post('application', { token: filledToken('application'), lead: word }),
        ),
      ).toMatchObject({ status: 200, body: { delivered: ['backend'] } })
      expect(inbox()?.body).toMatchObject({
        cv: expect.stringMatching(
          /^data:application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document;name=cv-ana\.docx;base64,/,
        ),
      })
      const fake = zipArchive([{ name: 'leeme.txt', content: 'word/document.xml' }])
      const lead = await openApplication(dataUrl(DOCX_MIME, fake))
      expect(
        await endpoints().lead(post('application', { token: filledToken('application'), lead })),
      ).toMatchObject({
        status: 400,
        body: { fields: { cv: 'El CV debe ser un PDF o un documento de Word.' } },
      })
    })

    it('refuses an executable renamed .pdf, and nothing reaches the services', async () => {
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)])
      const lead = application(dataUrl('application/pdf', exe))
      const answer = await endpoints().lead(
        post('application', { token: filledToken('application'), lead }),
      )
      expect(answer).toMatchObject({
        status: 400,
        body: { fields: { cv: 'El CV debe ser un PDF o un documento de Word.' } },
      })
      expect(upstream().filter((request) => request.method === 'POST')).toEqual([])
    })
  })
})

describe('GET /api/lead-token', () => {
  const get = (search: string): ApiRequest => ({
    method: 'GET',
    params: {},
    search,
    headers: {},
    body: undefined,
    remoteAddress: '198.51.100.7',
  })

  it('issues a fresh token for the form named, nobody may cache', async () => {
    const { leadToken } = leadEndpoints(testServerContext(TEST_CONFIG))
    const answer = await leadToken(get('form=appraisal'))
    expect(answer).toMatchObject({
      status: 200,
      headers: { 'Cache-Control': 'no-store' },
      body: { token: expect.stringMatching(/^v2\.appraisal\.[0-9a-z]+\.[\w-]+\.[\w-]+$/) },
    })
  })

  it('refuses to issue one for no form, one that does not exist, or two', async () => {
    const { leadToken } = leadEndpoints(testServerContext(TEST_CONFIG))
    for (const search of ['', 'form=', 'form=pedido', 'form=toString', 'form=contact&form=alert'])
      expect(await leadToken(get(search))).toMatchObject({
        status: 400,
        body: { error: 'Ese formulario no existe.' },
      })
  })
})

describe('POST /api/leads/{kind}: one lead per person and intent', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())

  let clock = Date.now()
  /** One server context for the test, on its clock: its claims are the test's. */
  const endpointsOnClock = () => {
    clock = Date.now()
    return leadEndpoints(testServerContext(TEST_CONFIG, { now: () => clock }))
  }
  const keyed = (request: ApiRequest, key: string): ApiRequest => ({
    ...request,
    headers: { ...request.headers, 'idempotency-key': key },
  })
  const postWith = (key: string, lead: LeadRequest = contact) => {
    const token = issueLeadToken(SECRET, lead.kind, clock - MIN_FILL_MS - 10)
    return keyed(post(lead.kind, { token, lead }), key)
  }
  /** Leads the CRM received (each delivery reaches both services). */
  const deliveries = () =>
    upstream().filter(
      (request) => request.method === 'POST' && request.url.href.startsWith(WEBCONTACT),
    ).length
  const DELIVERED = {
    status: 200,
    headers: { 'Cache-Control': 'no-store' },
    body: { delivered: ['broker', 'backend'], failed: [] },
  }
  const enquiry = (id: number): Extract<LeadRequest, { kind: 'property' }> => ({
    kind: 'property',
    form: contact.form,
    property: { id, operation: 1 },
  })
  const onOffer = () =>
    demoData()
      .properties.filter((raw) => raw.status === 2 && !raw.development)
      .slice(0, 2)
      .map((raw) => Number(raw.id))

  it('delivers a key sent twice once, and answers the second as the first', async () => {
    const { lead } = endpointsOnClock()
    const first = await lead(postWith('3f1e0c6a-5b7d-4e8f-9a10-1b2c3d4e5f60'))
    const again = await lead(postWith('3f1e0c6a-5b7d-4e8f-9a10-1b2c3d4e5f60'))
    expect(first).toEqual(DELIVERED)
    expect(again).toEqual(first)
    expect(deliveries()).toBe(1)
  })

  it('counts each post by its form and what became of it, and logs its id without its content', async () => {
    const reported = { count: jest.fn(), observe: jest.fn(), set: jest.fn() }
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() }
    provideTelemetry({ ...reported, log })
    try {
      const { lead } = endpointsOnClock()
      await lead(postWith('c0a8f1e2-0000-4000-8000-000000000001'))
      await lead(postWith('c0a8f1e2-0000-4000-8000-000000000001'))
      await lead(
        postWith('c0a8f1e2-0000-4000-8000-000000000002', {
          ...contact,
          form: { ...contact.form, email: 'otra' },
        }),
      )
      const leads = reported.count.mock.calls.filter(([name]) => name === 'sitio_leads_total')
      expect(leads.map(([, labels]) => labels)).toEqual([
        { kind: 'contact', outcome: 'entregada' },
        { kind: 'contact', outcome: 'repetida' },
        { kind: 'contact', outcome: 'rechazada:fields' },
      ])
      const delivered = log.info.mock.calls.find(([, message]) => message === 'Consulta entregada')
      expect(delivered?.[0]).toEqual({
        kind: 'contact',
        leadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        reqId: undefined,
        outcome: 'entregada',
        delivered: ['broker', 'backend'],
        failed: [],
      })
      // Calls to each service are timed, by status.
      expect(reported.observe).toHaveBeenCalledWith(
        'sitio_service_call_duration_seconds',
        { service: 'broker', method: 'POST', status: '201' },
        expect.any(Number),
      )
    } finally {
      provideTelemetry(null)
    }
  })

  it('tells a post whose key is still being delivered to wait, and delivers the first once', async () => {
    const { lead } = endpointsOnClock()
    const key = '0b6c7c8e-4f1a-4d2b-8c3d-9e0f1a2b3c4d'
    const [first, second] = await Promise.all([lead(postWith(key)), lead(postWith(key))])
    expect(first).toEqual(DELIVERED)
    expect(second).toMatchObject({
      status: 409,
      headers: { 'Retry-After': '2' },
      body: { code: 'in-flight', error: expect.stringMatching(/todavía se está procesando/) },
    })
    expect(deliveries()).toBe(1)
    expect(await lead(postWith(key))).toEqual(DELIVERED)
  })

  it('delivers the same email on the same subject once in 10 minutes, thanking both', async () => {
    const { lead } = endpointsOnClock()
    const [id] = onOffer()
    const shouting = {
      ...contact.form,
      email: '  ANA@example.com',
      cellphone: '',
      text: 'Otra vez',
    }
    expect(await lead(postWith('clave-uno-0000000001', enquiry(id!)))).toEqual(DELIVERED)
    clock += 9 * 60_000
    const same = { ...enquiry(id!), form: shouting }
    expect(await lead(postWith('clave-dos-0000000002', same))).toEqual(DELIVERED)
    expect(deliveries()).toBe(1)
    clock += 60_000
    expect(await lead(postWith('clave-tres-000000003', same))).toEqual(DELIVERED)
    expect(deliveries()).toBe(2)
  })

  it('delivers the same person on another subject, or on another form', async () => {
    const { lead } = endpointsOnClock()
    const [one, other] = onOffer()
    for (const [key, sent] of [
      ['clave-a-000000000001', enquiry(one!)],
      ['clave-b-000000000002', enquiry(other!)],
      ['clave-c-000000000003', contact],
    ] as const)
      expect(await lead(postWith(key, sent))).toEqual(DELIVERED)
    expect(deliveries()).toBe(3)
  })

  it('delivers the retry of a post that neither service took', async () => {
    const { lead } = endpointsOnClock()
    server.use(
      http.post(WEBCONTACT, () => HttpResponse.error(), { once: true }),
      http.post(INBOX, () => new HttpResponse(null, { status: 500 }), { once: true }),
    )
    const key = '7d3c2b1a-0f9e-4d8c-b7a6-5f4e3d2c1b0a'
    expect((await lead(postWith(key))).status).toBe(502)
    expect(await lead(postWith(key))).toEqual(DELIVERED)
    expect(sentTo(INBOX)).toMatchObject({ email: 'ana@example.com' })
    expect(deliveries()).toBe(2)
  })

  it('forgets a refused post, so that its fixed retry is delivered', async () => {
    const { lead } = endpointsOnClock()
    const bad = { ...contact, form: { ...contact.form, cellphone: '11 x' } }
    expect((await lead(postWith('clave-mala-000000001', bad))).status).toBe(400)
    expect(await lead(postWith('clave-buena-00000002'))).toEqual(DELIVERED)
    expect(deliveries()).toBe(1)
  })

  it('refuses a malformed key before anything is read or sent', async () => {
    const { lead } = endpointsOnClock()
    for (const key of ['corta', 'x'.repeat(129), 'con espacios y acentos ñññññññ'])
      expect(await lead(postWith(key))).toMatchObject({
        status: 400,
        body: { code: 'idempotency-key' },
      })
    expect(upstream()).toEqual([])
  })
})
