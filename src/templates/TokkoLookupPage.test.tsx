import { screen, waitFor } from '@testing-library/react'
import { navigate } from 'gatsby'
import { delay, http, HttpResponse } from 'msw'
import { inspect } from 'node:util'
import { setupMswServer } from '../../__tests__/support/msw'
import { pageProps } from '../../__tests__/support/pages'
import { renderWithProviders } from '../../__tests__/support/render'
import { SITE_ORIGIN } from '../../__tests__/support/siteApi'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import TokkoLookupPage from './TokkoLookupPage'

const { server, requests, siteRequests } = setupMswServer(...serviceHandlers())

describe('/tokko/{id}', () => {
  afterEach(() => jest.restoreAllMocks())

  it('asks the site for the property without any key, logs a failure without one, and offers a retry', async () => {
    server.use(
      http.get(`${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/:id`, () =>
        HttpResponse.json({ error: `clave ${TEST_CONFIG.tokkoKey} rechazada` }, { status: 500 }),
      ),
    )
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const props = pageProps({}, '/tokko/7104123')
    renderWithProviders(<TokkoLookupPage {...props} params={{ '*': '7104123' }} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo un problema al consultar la propiedad 7104123.',
    )
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
    // The page asked its own site, which asked the proxy with the key.
    expect(siteRequests.map((request) => request.url.pathname)).toEqual(['/api/properties/7104123'])
    expect(siteRequests[0]!.url.search).toBe('')
    expect(siteRequests[0]!.headers.get('x-tokko-key')).toBeNull()
    expect(
      requests
        .find((request) => request.url.pathname.endsWith('/7104123'))!
        .headers.get('x-tokko-key'),
    ).toBe(TEST_CONFIG.tokkoKey)
    // Neither the server's log nor the page's carries the key.
    expect(log).toHaveBeenCalled()
    const logged = log.mock.calls
      .flat()
      .map((arg) => inspect(arg, { depth: null, showHidden: true }))
      .join('\n')
    expect(logged).not.toContain(TEST_CONFIG.tokkoKey)
  })

  it('sends the visitor to the property’s page once found, after a retry', async () => {
    server.use(
      http.get(`${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/:id`, () => HttpResponse.error(), {
        once: true,
      }),
    )
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const id = demoData().properties[0]!.id
    const props = pageProps({}, `/tokko/${id}`)
    const { user } = renderWithProviders(<TokkoLookupPage {...props} params={{ '*': `${id}` }} />)
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }))
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(jest.mocked(navigate).mock.calls[0]).toEqual([
      expect.stringMatching(new RegExp(`^/propiedad/.+/${id}/?$`)),
      { replace: true },
    ])
    expect(siteRequests).toHaveLength(2)
  })

  it('says so when the broker does not know the id, or the address names none', async () => {
    const props = pageProps({}, '/tokko/1')
    const { unmount } = renderWithProviders(<TokkoLookupPage {...props} params={{ '*': '1' }} />)
    expect(
      await screen.findByRole('heading', { name: 'No encontramos esta propiedad' }),
    ).toBeInTheDocument()
    unmount()
    renderWithProviders(<TokkoLookupPage {...pageProps({}, '/tokko/x')} params={{ '*': 'x' }} />)
    expect(
      screen.getByRole('heading', { name: 'No encontramos esta propiedad' }),
    ).toBeInTheDocument()
    expect(siteRequests).toHaveLength(1)
  })

  it('cancels the request when the visitor leaves before it answers', async () => {
    let signal: AbortSignal | undefined
    server.use(
      http.get(`${SITE_ORIGIN}/api/properties/:id`, async ({ request }) => {
        signal = request.signal
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const props = pageProps({}, '/tokko/7104123')
    const { unmount } = renderWithProviders(
      <TokkoLookupPage {...props} params={{ '*': '7104123' }} />,
    )
    await waitFor(() => expect(signal).toBeDefined())
    unmount()
    await waitFor(() => expect(signal!.aborted).toBe(true))
    expect(log).not.toHaveBeenCalled()
  })
})
