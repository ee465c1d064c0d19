import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { inspect } from 'node:util'
import { setupMswServer } from '../../../__tests__/support/msw'
import { pageProps } from '../../../__tests__/support/pages'
import { renderWithProviders } from '../../../__tests__/support/render'
import { serviceHandlers, TEST_CONFIG } from '../../../__tests__/support/services'
import TokkoLookupPage from '../tokko/[...]'

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
})
