import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer } from '../../../__tests__/support/msw'
import { renderWithProviders } from '../../../__tests__/support/render'
import { afterAWhile } from '../../../__tests__/support/time'
import { serviceHandlers, TEST_CONFIG } from '../../../__tests__/support/services'
import { clearStorage, everythingStored } from '../../../__tests__/support/storage'
import { DRAFT_PREFIX } from '../../hooks/useFormDraft'
import { Layout } from '../Layout'
import { NewsletterForm } from './NewsletterForm'

const { server, requests } = setupMswServer(...serviceHandlers())
const WEBCONTACT = `${TEST_CONFIG.brokerUrl}/api/v1/webcontact/`
const INBOX = `${TEST_CONFIG.backendUrl}/api/site/email/contact/`

const posted = () => requests.filter((request) => request.method === 'POST')

async function subscribe(user: ReturnType<typeof renderWithProviders>['user'], email: string) {
  await user.type(screen.getByLabelText('Tu email'), email)
  afterAWhile()
  await user.click(screen.getByRole('button', { name: 'Suscribirme' }))
}

describe('NewsletterForm', () => {
  beforeEach(clearStorage)
  afterEach(() => jest.restoreAllMocks())

  it('is in the footer of every page, as a named form, once the page is idle and the footer near', async () => {
    // The footer's observer, and a way to bring the footer within a screen of the viewport.
    let near: (() => void) | undefined
    const observe = jest.fn()
    class NearFooter {
      constructor(
        report: (entries: { isIntersecting: boolean }[]) => void,
        readonly options: IntersectionObserverInit,
      ) {
        near = () => report([{ isIntersecting: true }])
      }
      observe = observe
      disconnect = jest.fn()
    }
    const farFromViewport = window.IntersectionObserver
    Object.defineProperty(window, 'IntersectionObserver', { value: NearFooter, configurable: true })
    try {
      renderWithProviders(
        <Layout>
          <p>Contenido</p>
        </Layout>,
      )
      const footer = screen.getByRole('contentinfo')
      await waitFor(() => expect(observe).toHaveBeenCalledTimes(1))
      expect(within(footer).queryByRole('form')).not.toBeInTheDocument()
      act(() => near?.())
      // Its code loads after the page's: the footer keeps its place meanwhile.
      expect(
        await within(footer).findByRole('form', { name: 'Suscripción al newsletter' }),
      ).toBeInTheDocument()
    } finally {
      Object.defineProperty(window, 'IntersectionObserver', { value: farFromViewport })
    }
  })

  it('subscribes in the CRM and the inbox with the exact requests, and says so', async () => {
    const { user } = renderWithProviders(<NewsletterForm />)
    await subscribe(user, ' ana@example.com ')
    expect(await screen.findByText('¡Listo! Ya te suscribiste.')).toBeInTheDocument()
    expect(
      posted()
        .map((request) => `${request.method} ${request.url.pathname}`)
        .sort(),
    ).toEqual(['POST /api/v1/webcontact/', 'POST /site/api/site/email/contact/'])
    const webcontact = posted().find((request) => request.url.href.startsWith(WEBCONTACT))!
    const inbox = posted().find((request) => request.url.href.startsWith(INBOX))!
    expect(queryOf(webcontact)).toEqual({ key: TEST_CONFIG.tokkoKey })
    expect(webcontact.body).toEqual({
      name: 'ana@example.com',
      email: 'ana@example.com',
      tags: ['Newsletter', 'Sitio Web'],
    })
    expect(queryOf(inbox)).toEqual({ client: '6' })
    expect(inbox.body).toEqual({ status: 'subscription', email: 'ana@example.com' })
    expect(screen.queryByLabelText('Tu email')).toBeNull()
    expect(everythingStored()).toEqual({})
  })

  it.each([
    ['', 'Completá este campo.'],
    ['ana@', 'Ingresá un email válido, por ejemplo nombre@dominio.com.'],
  ])('refuses %j next to the field, focuses it and sends nothing', async (typed, message) => {
    const { user } = renderWithProviders(<NewsletterForm />)
    if (typed) await user.type(screen.getByLabelText('Tu email'), typed)
    afterAWhile()
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }))
    const field = screen.getByLabelText('Tu email')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(message)
    await waitFor(() => expect(field).toHaveFocus())
    expect(posted()).toEqual([])
  })

  it('counts the subscription when only the inbox took it', async () => {
    server.use(http.post(WEBCONTACT, () => new HttpResponse(null, { status: 503 })))
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(<NewsletterForm />)
    await subscribe(user, 'ana@example.com')
    expect(await screen.findByText('¡Listo! Ya te suscribiste.')).toBeInTheDocument()
    expect(posted()).toHaveLength(2)
    expect(log).toHaveBeenCalledWith('Consulta "newsletter": no llegó a Tokko')
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull()
  })

  it('counts the subscription when only the CRM took it', async () => {
    server.use(http.post(INBOX, () => new HttpResponse(null, { status: 500 })))
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(<NewsletterForm />)
    await subscribe(user, 'ana@example.com')
    expect(await screen.findByText('¡Listo! Ya te suscribiste.')).toBeInTheDocument()
  })

  it('keeps the email when both fail, and a retry delivers it', async () => {
    server.use(
      http.post(WEBCONTACT, () => HttpResponse.error()),
      http.post(INBOX, () => HttpResponse.error()),
    )
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderWithProviders(<NewsletterForm />)
    await subscribe(user, 'ana@example.com')
    expect(await screen.findByText('No pudimos suscribirte.')).toBeInTheDocument()
    // From the site's server, one line per failed service and one for the lead; one from the page.
    expect(log).toHaveBeenCalledTimes(4)
    expect(screen.getByLabelText('Tu email')).toHaveValue('ana@example.com')
    expect(window.sessionStorage.getItem(`${DRAFT_PREFIX}newsletter`)).toContain('ana@example.com')
    server.resetHandlers()
    requests.length = 0
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('¡Listo! Ya te suscribiste.')).toBeInTheDocument()
    expect(posted()).toHaveLength(2)
  })

  it('tells a bot that fills the honeypot it worked, and sends nothing', async () => {
    const { user, container } = renderWithProviders(<NewsletterForm />)
    await user.type(screen.getByLabelText('Tu email'), 'bot@example.com')
    container.querySelector<HTMLInputElement>('input[name="sitio_web"]')!.value = 'spam'
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }))
    expect(await screen.findByText('¡Listo! Ya te suscribiste.')).toBeInTheDocument()
    expect(posted()).toEqual([])
  })
})
