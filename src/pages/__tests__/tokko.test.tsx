import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { inspect } from 'node:util'
import { setupMswServer } from '../../../__tests__/support/msw'
import { pageProps } from '../../../__tests__/support/pages'
import { renderWithProviders } from '../../../__tests__/support/render'
import { DEMO_TOKKO_KEY, EMULATOR_ORIGIN } from '../../config'
import TokkoLookupPage from '../tokko/[...]'

// The page asks the broker with the environment's configuration: the defaults in tests.
const { server, requests } = setupMswServer()

describe('/tokko/{id}', () => {
  afterEach(() => jest.restoreAllMocks())

  it('logs a failed lookup without the broker key, and offers a retry', async () => {
    server.use(
      http.get(`${EMULATOR_ORIGIN}/*`, () =>
        HttpResponse.json({ error: `clave ${DEMO_TOKKO_KEY} rechazada` }, { status: 500 }),
      ),
    )
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const props = pageProps({}, '/tokko/7104123')
    renderWithProviders(<TokkoLookupPage {...props} params={{ '*': '7104123' }} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo un problema al consultar la propiedad 7104123.',
    )
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
    // The request did carry the key: the log must not.
    expect(requests[0]!.headers.get('x-tokko-key')).toBe(DEMO_TOKKO_KEY)
    expect(log).toHaveBeenCalled()
    const logged = log.mock.calls
      .flat()
      .map((arg) => inspect(arg, { depth: null, showHidden: true }))
      .join('\n')
    expect(logged).toContain('respondió 500')
    expect(logged).not.toContain(DEMO_TOKKO_KEY)
  })
})
