import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactElement } from 'react'
import { queryOf, setupMswServer } from '../../../__tests__/support/msw'
import { renderWithProviders } from '../../../__tests__/support/render'
import { afterAWhile, SEND_AFTER_MINIMUM } from '../../../__tests__/support/time'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../../__tests__/support/services'
import { normaliseTokkoDevelopment, normaliseTokkoProperty } from '../../broker/normalise'
import { developmentPath, propertyPath } from '../../domain/site/urls'
import { clearStorage, everythingStored } from '../../../__tests__/support/storage'
import { SITE_ORIGIN } from '../../../__tests__/support/siteApi'
import { DevelopmentContact } from '../development/DevelopmentContact'
import { PropertyContact } from '../property/PropertyContact'
import { ContactForm } from './ContactForm'
import { DRAFT_PREFIX } from '../../hooks/useFormDraft'
import { ATTRIBUTION_STORAGE_KEY, recordVisit } from '../../state/attributionStorage'
import type { ContactFields } from '../../domain/leads/leadRequests'

const contactLead = (form: ContactFields) => ({ kind: 'contact' as const, form })

const { server, requests, siteRequests } = setupMswServer(...serviceHandlers())
const WEBCONTACT = `${TEST_CONFIG.brokerUrl}/api/v1/webcontact/`
const INBOX = `${TEST_CONFIG.backendUrl}/api/site/email/contact/`

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Nombre'), 'Ana')
  await user.type(screen.getByLabelText(/^Apellido/), 'Gómez')
  await user.type(screen.getByLabelText('Email'), 'ana@example.com')
  await user.type(screen.getByLabelText(/^Celular/), '11 5555-0101')
  await user.type(screen.getByLabelText('Mensaje'), 'Quisiera más información.')
}

/** The idempotency keys of the contact leads posted to the site, in order. */
const keysSent = () =>
  siteRequests
    .filter((request) => request.method === 'POST' && request.url.pathname === '/api/leads/contact')
    .map((request) => request.headers.get('idempotency-key'))

/** What reached the services (the site's own endpoint passes each lead on). */
const posted = () => requests.filter((request) => request.method === 'POST')

describe('ContactForm', () => {
  beforeEach(clearStorage)
  afterEach(() => jest.restoreAllMocks())

  it('sends the lead to the CRM and the inbox with the exact bodies, and says it arrived', async () => {
    const { user } = renderWithProviders(
      <ContactForm formId="contacto" lead={contactLead} kind="contact" />,
    )
    await fillIn(user)
    afterAWhile()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
    const webcontact = posted().find((request) => request.url.href.startsWith(WEBCONTACT))
    const inbox = posted().find((request) => request.url.href.startsWith(INBOX))
    expect(
      posted()
        .map((request) => `${request.method} ${request.url.pathname}`)
        .sort(),
    ).toEqual(['POST /api/v1/webcontact/', 'POST /site/api/site/email/contact/'])
    expect(queryOf(webcontact!)).toEqual({ key: TEST_CONFIG.tokkoKey })
    expect(queryOf(inbox!)).toEqual({ client: '6' })
    expect(inbox!.body).toEqual({
      status: 'contact',
      name: 'Ana Gómez',
      phone: '11 5555-0101',
      email: 'ana@example.com',
      message: 'Quisiera más información.',
    })
    expect(webcontact!.body).toEqual({
      name: 'Ana Gómez',
      email: 'ana@example.com',
      cellphone: '11 5555-0101',
      tags: ['Contacto', 'Sitio Web'],
      text: 'Teléfono: \nCelular: 11 5555-0101\nEmail: ana@example.com\nMensaje: Quisiera más información.',
    })
    // The draft went with the lead: nothing typed is left in this browser.
    expect(everythingStored()).toEqual({})
  })

  it('keeps a draft in this tab only once the visitor types, and only of this form', async () => {
    const { user } = renderWithProviders(
      <ContactForm formId="contacto" lead={contactLead} kind="contact" />,
    )
    expect(everythingStored()).toEqual({})
    await user.type(screen.getByLabelText('Nombre'), 'Ana')
    const stored = everythingStored()
    expect(Object.keys(stored)).toEqual([`${DRAFT_PREFIX}contacto`])
    expect(JSON.parse(stored[`${DRAFT_PREFIX}contacto`]!).values).toMatchObject({ nombre: 'Ana' })
    expect(window.localStorage.length).toBe(0)
  })

  it('shows each problem next to its field, focuses the first, and sends nothing', async () => {
    const { user } = renderWithProviders(
      <ContactForm formId="contacto" lead={contactLead} kind="contact" />,
    )
    await user.type(screen.getByLabelText('Email'), 'ana@')
    afterAWhile()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    const name = screen.getByLabelText('Nombre')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Ingresá tu nombre.')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Ingresá un email válido, por ejemplo nombre@dominio.com.',
    )
    expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription(
      'Contanos en qué podemos ayudarte.',
    )
    await waitFor(() => expect(name).toHaveFocus())
    expect(posted()).toEqual([])
  })

  it('refuses a pasted name with a hidden control character on its field, and sends nothing', async () => {
    const { user } = renderWithProviders(
      <ContactForm formId="contacto" lead={contactLead} kind="contact" />,
    )
    await fillIn(user)
    const surname = screen.getByLabelText(/^Apellido/)
    await user.clear(surname)
    // Copied from a spreadsheet: the tab between two cells, and a stray escape character.
    await user.click(surname)
    await user.paste('Gómez\tPérez\u001b')
    await user.type(screen.getByLabelText('Mensaje'), '{Enter}Gracias.')
    afterAWhile()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(surname).toHaveAttribute('aria-invalid', 'true')
    expect(surname).toHaveAccessibleDescription(
      'Este dato va en una sola línea, sin saltos ni caracteres invisibles: si lo pegaste, escribilo de nuevo.',
    )
    await waitFor(() => expect(surname).toHaveFocus())
    // The message keeps its line breaks: only the surname is marked.
    expect(screen.getByLabelText('Mensaje')).not.toHaveAttribute('aria-invalid')
    expect(posted()).toEqual([])
  })

  it('counts the lead as received when only one service took it', async () => {
    server.use(http.post(WEBCONTACT, () => new HttpResponse(null, { status: 502 })))
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(
      <ContactForm formId="contacto" lead={contactLead} kind="contact" />,
    )
    await fillIn(user)
    afterAWhile()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull()
  })

  it('keeps everything typed when both fail, survives a reload, and retries', async () => {
    server.use(
      http.post(WEBCONTACT, () => HttpResponse.error()),
      http.post(INBOX, () => new HttpResponse(null, { status: 500 })),
    )
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const first = renderWithProviders(
      <ContactForm formId="contacto" lead={contactLead} kind="contact" />,
    )
    await fillIn(first.user)
    afterAWhile()
    await first.user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('No pudimos enviar tu mensaje.')).toBeInTheDocument()
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Quisiera más información.')
    first.unmount()

    // A reload: a new page, the draft read back from this tab.
    server.resetHandlers()
    const second = renderWithProviders(
      <ContactForm formId="contacto" lead={contactLead} kind="contact" />,
    )
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Ana'))
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Quisiera más información.')
    await second.user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(
      await screen.findByText('¡Gracias! Recibimos tu mensaje.', {}, SEND_AFTER_MINIMUM),
    ).toBeInTheDocument()
  })

  it('sends the same idempotency key on a retry of the same lead, and a new one after an edit', async () => {
    const LEADS = `${SITE_ORIGIN}/api/leads/contact`
    // The site out of reach: the lead may or may not have arrived.
    server.use(http.post(LEADS, () => HttpResponse.error()))
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(
      <ContactForm formId="contacto" lead={contactLead} kind="contact" />,
    )
    await fillIn(user)
    afterAWhile()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }))
    await waitFor(() => expect(keysSent()).toHaveLength(2))
    await user.type(screen.getByLabelText('Mensaje'), ' Gracias.')
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
    const [first, retry, edited] = keysSent()
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(retry).toBe(first)
    expect(edited).toMatch(/^[0-9a-f-]{36}$/)
    expect(edited).not.toBe(first)
    expect(posted().filter((request) => request.url.href.startsWith(WEBCONTACT))).toHaveLength(1)
  })

  it('tells a bot that fills the honeypot it worked, and sends nothing', async () => {
    const { user, container } = renderWithProviders(
      <ContactForm formId="contacto" lead={contactLead} kind="contact" />,
    )
    afterAWhile()
    await fillIn(user)
    container.querySelector<HTMLInputElement>('input[name="sitio_web"]')!.value =
      'http://spam.example'
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
    // Only the form's token was asked for, at the first edit; no lead left the page.
    expect(siteRequests.map((request) => request.url.pathname)).toEqual(['/api/lead-token'])
    expect(posted()).toHaveLength(0)
  })

  it('asks for its token at the first edit, and a form sent at once waits for it, then really sends', async () => {
    const { user } = renderWithProviders(
      <ContactForm formId="contacto" lead={contactLead} kind="contact" />,
    )
    expect(siteRequests).toHaveLength(0)
    await user.type(screen.getByLabelText('Nombre'), 'A')
    await waitFor(() =>
      expect(siteRequests.map((request) => request.url.pathname)).toEqual(['/api/lead-token']),
    )
    await fillIn(user)
    const clicked = Date.now()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(
      await screen.findByText('¡Gracias! Recibimos tu mensaje.', {}, SEND_AFTER_MINIMUM),
    ).toBeInTheDocument()
    expect(posted()).toHaveLength(2)
    expect(siteRequests.map((request) => request.url.pathname)).toEqual([
      '/api/lead-token',
      '/api/leads/contact',
    ])
    expect(siteRequests[1]!.headers.get('x-lead-token')).toMatch(/^v2\.contact\./)
    expect(siteRequests[1]!.body).toEqual({
      lead: {
        kind: 'contact',
        form: {
          nombre: 'AAna',
          apellido: 'Gómez',
          email: 'ana@example.com',
          phone: '',
          cellphone: '11 5555-0101',
          text: 'Quisiera más información.',
        },
      },
    })
    expect(Date.now() - clicked).toBeLessThan(4_000)
  })

  it('sends where the visitor came from, and the services read it as the origin', async () => {
    const landing = '/propiedad/venta/palermo/12/'
    window.history.replaceState(
      null,
      '',
      `${landing}?utm_source=google&utm_medium=cpc&utm_campaign=invierno`,
    )
    recordVisit()
    // Steps inside the site later are no touches: the campaign stays the origin.
    window.history.replaceState(null, '', '/contacto/')
    const { user } = renderWithProviders(
      <ContactForm formId="contacto" lead={contactLead} kind="contact" />,
    )
    await fillIn(user)
    afterAWhile()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
    const sent = siteRequests.find((request) => request.url.pathname === '/api/leads/contact')!
    expect(sent.body).toMatchObject({
      attribution: {
        first: { source: 'google', medium: 'cpc', campaign: 'invierno', landing },
        last: { source: 'google', medium: 'cpc', campaign: 'invierno', landing },
      },
    })
    const webcontact = posted().find((request) => request.url.href.startsWith(WEBCONTACT))!
    expect(webcontact.body).toMatchObject({ tags: ['Contacto', 'Sitio Web', 'Google Ads'] })
    expect((webcontact.body as { text: string }).text).toContain(
      `Origen: google / cpc / invierno · Llegó por: ${landing} · Primer contacto: `,
    )
    // It stays on the device for the next lead: only what was typed is cleared.
    expect(Object.keys(everythingStored())).toEqual([ATTRIBUTION_STORAGE_KEY])
    window.history.replaceState(null, '', '/')
  })
})

/** A demo property on offer with a display address, and a demo development on the web. */
const { properties, developments } = demoData()
const enquired = normaliseTokkoProperty(
  properties.find((raw) => raw.fake_address && raw.reference_code && raw.status === 2)!,
)
const enquiredDevelopment = normaliseTokkoDevelopment(
  developments.find((raw) => raw.display_on_web)!,
)
/** The page each was sent from, as the server rebuilds it (SITE_URL's default). */
const PROPERTY_URL = `http://localhost:9000${propertyPath(enquired)}`
const DEVELOPMENT_URL = `http://localhost:9000${developmentPath(enquiredDevelopment)}`
const VISITOR = {
  name: 'Ana Gómez',
  email: 'ana@example.com',
  phone: '11 5555-0101',
}

/**
 * The enquiries of the property and development pages: the same form, rendered by the page's
 * own contact section, with what each sends to the CRM and to the inbox.
 */
const ENQUIRIES: {
  kind: string
  render: () => ReactElement
  message: string
  webcontact: Record<string, unknown>
  inbox: Record<string, unknown>
}[] = [
  {
    kind: 'property',
    render: () => (
      <PropertyContact
        property={enquired}
        operationId={enquired.operations[0]!.operation_id}
        // What the page shows and shares; the server writes the lead's link itself.
        url="https://otro.example/no-se-envia"
        enquiryId="titulo-consulta"
      />
    ),
    message: `Hola, me interesa «${enquired.title}» (código ${enquired.reference_code}). ¿Me podrían dar más información?`,
    webcontact: { tags: ['Propiedad', 'Sitio Web'], properties: [enquired.id] },
    inbox: {
      status: 'property_query',
      address: enquired.fake_address,
      property_id: enquired.id,
      url: PROPERTY_URL,
      operation_type: enquired.operations.map((operation) => operation.operation_type),
      property_type: [enquired.type.name],
    },
  },
  {
    kind: 'development',
    render: () => (
      <DevelopmentContact
        development={enquiredDevelopment}
        url="https://otro.example/no-se-envia"
        enquiryId="titulo-consulta"
      />
    ),
    message: `Hola, me interesa el emprendimiento ${enquiredDevelopment.name}. ¿Me podrían dar más información?`,
    webcontact: { tags: ['Emprendimiento', 'Sitio Web'], developments: [enquiredDevelopment.id] },
    inbox: {
      status: 'development_query',
      address: enquiredDevelopment.fake_address || enquiredDevelopment.address,
      url: DEVELOPMENT_URL,
      development: enquiredDevelopment.id,
      property_id: null,
    },
  },
]

describe.each(ENQUIRIES)('ContactForm as the $kind enquiry', ({ render, message, ...expected }) => {
  beforeEach(clearStorage)
  afterEach(() => jest.restoreAllMocks())

  async function fillInEnquiry(user: ReturnType<typeof renderWithProviders>['user']) {
    await user.type(screen.getByLabelText('Nombre'), 'Ana')
    await user.type(screen.getByLabelText(/^Apellido/), 'Gómez')
    await user.type(screen.getByLabelText('Email'), VISITOR.email)
    await user.type(screen.getByLabelText(/^Celular/), VISITOR.phone)
    afterAWhile()
  }
  const sendEnquiry = (user: ReturnType<typeof renderWithProviders>['user']) =>
    user.click(screen.getByRole('button', { name: 'Enviar consulta' }))

  it('sends the enquiry with the exact requests and says it arrived', async () => {
    const { user } = renderWithProviders(render())
    expect(screen.getByLabelText('Mensaje')).toHaveValue(message)
    // Viewing a listing stores nothing, not even its prepared message.
    expect(everythingStored()).toEqual({})
    await fillInEnquiry(user)
    expect(Object.keys(everythingStored())).toHaveLength(1)
    await sendEnquiry(user)
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
    expect(everythingStored()).toEqual({})
    expect(posted()).toHaveLength(2)
    const webcontact = posted().find((request) => request.url.href.startsWith(WEBCONTACT))!
    const inbox = posted().find((request) => request.url.href.startsWith(INBOX))!
    expect(queryOf(webcontact)).toEqual({ key: TEST_CONFIG.tokkoKey })
    expect(webcontact.body).toEqual({
      name: VISITOR.name,
      email: VISITOR.email,
      cellphone: VISITOR.phone,
      text: `Teléfono: \nCelular: ${VISITOR.phone}\nEmail: ${VISITOR.email}\nMensaje: ${message}`,
      ...expected.webcontact,
    })
    expect(queryOf(inbox)).toEqual({ client: '6' })
    expect(inbox.body).toEqual({
      name: VISITOR.name,
      phone: VISITOR.phone,
      email: VISITOR.email,
      message,
      ...expected.inbox,
    })
  })

  it('refuses a missing name, a malformed email and an empty message, sending nothing', async () => {
    const { user } = renderWithProviders(render())
    await user.type(screen.getByLabelText('Email'), 'ana@example')
    await user.clear(screen.getByLabelText('Mensaje'))
    afterAWhile()
    await sendEnquiry(user)
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Ingresá tu nombre.')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Ingresá un email válido, por ejemplo nombre@dominio.com.',
    )
    expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription(
      'Contanos en qué podemos ayudarte.',
    )
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveFocus())
    expect(posted()).toEqual([])
  })

  it('counts the enquiry as received when the inbox refused it', async () => {
    server.use(http.post(INBOX, () => new HttpResponse(null, { status: 500 })))
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(render())
    await fillInEnquiry(user)
    await sendEnquiry(user)
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/no llegó al backend$/))
  })

  it('keeps everything when both fail, and a retry delivers it', async () => {
    server.use(
      http.post(WEBCONTACT, () => HttpResponse.error()),
      http.post(INBOX, () => HttpResponse.error()),
    )
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(render())
    await fillInEnquiry(user)
    await sendEnquiry(user)
    expect(await screen.findByText('No pudimos enviar tu mensaje.')).toBeInTheDocument()
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana')
    expect(screen.getByLabelText('Mensaje')).toHaveValue(message)
    server.resetHandlers()
    requests.length = 0
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
    expect(posted()).toHaveLength(2)
  })
})
