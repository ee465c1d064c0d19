import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../../__tests__/support/msw'
import { renderWithProviders } from '../../../__tests__/support/render'
import { serviceHandlers, TEST_CONFIG } from '../../../__tests__/support/services'
import { contactLead } from '../../broker/leads'
import { ContactForm } from './ContactForm'

const { server, requests } = setupMswServer(...serviceHandlers())
const WEBCONTACT = `${TEST_CONFIG.brokerUrl}/api/v1/webcontact/`
const INBOX = `${TEST_CONFIG.backendUrl}/api/site/email/contact/`

/** A person takes a while to fill a form; the bot check must not stop the test's visitor. */
function afterAWhile() {
  const later = Date.now() + 60_000
  jest.spyOn(Date, 'now').mockReturnValue(later)
}

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Nombre'), 'Ana')
  await user.type(screen.getByLabelText(/^Apellido/), 'Gómez')
  await user.type(screen.getByLabelText('Email'), 'ana@example.com')
  await user.type(screen.getByLabelText(/^Celular/), '11 5555-0101')
  await user.type(screen.getByLabelText('Mensaje'), 'Quisiera más información.')
}

const posted = () => requests.filter((request) => request.method === 'POST')

describe('ContactForm', () => {
  beforeEach(() => window.localStorage.clear())
  afterEach(() => jest.restoreAllMocks())

  it('sends the lead to the CRM and the inbox with the exact bodies, and says it arrived', async () => {
    const { user } = renderWithProviders(<ContactForm formId="contacto" plan={contactLead} />)
    await fillIn(user)
    afterAWhile()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
    const webcontact = posted().find((request) => request.url.href.startsWith(WEBCONTACT))
    const inbox = posted().find((request) => request.url.href.startsWith(INBOX))
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
    expect(window.localStorage.getItem('inmobiliaria:borrador:contacto')).toBeNull()
  })

  it('shows each problem next to its field, focuses the first, and sends nothing', async () => {
    const { user } = renderWithProviders(<ContactForm formId="contacto" plan={contactLead} />)
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

  it('counts the lead as received when only one service took it', async () => {
    server.use(http.post(WEBCONTACT, () => new HttpResponse(null, { status: 502 })))
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(<ContactForm formId="contacto" plan={contactLead} />)
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
    const first = renderWithProviders(<ContactForm formId="contacto" plan={contactLead} />)
    await fillIn(first.user)
    afterAWhile()
    await first.user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('No pudimos enviar tu mensaje.')).toBeInTheDocument()
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Quisiera más información.')
    first.unmount()

    // A reload: a new page, the draft read back from this browser.
    server.resetHandlers()
    const second = renderWithProviders(<ContactForm formId="contacto" plan={contactLead} />)
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Ana'))
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Quisiera más información.')
    await second.user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
  })

  it('tells a bot it worked and sends nothing: honeypot filled, or sent at once', async () => {
    const { user, container } = renderWithProviders(
      <ContactForm formId="contacto" plan={contactLead} />,
    )
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Enviar otro mensaje' }))
    afterAWhile()
    await fillIn(user)
    container.querySelector<HTMLInputElement>('input[name="sitio_web"]')!.value =
      'http://spam.example'
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('¡Gracias! Recibimos tu mensaje.')).toBeInTheDocument()
    expect(posted()).toEqual([])
  })
})
