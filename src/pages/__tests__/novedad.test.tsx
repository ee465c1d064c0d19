import { render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer } from '../../../__tests__/support/msw'
import { pageProps, renderPage } from '../../../__tests__/support/pages'
import { serviceHandlers, TEST_CONFIG } from '../../../__tests__/support/services'
import NovedadPage, { Head } from '../novedad'

// The page asks the store, whose test services (TEST_CONFIG) the emulator's handlers answer.
const BACKEND = TEST_CONFIG.backendUrl
const { server, requests } = setupMswServer(...serviceHandlers())

const TITLE = 'Cómo se movió el mercado inmobiliario porteño en el primer semestre'
const PERMANENT =
  '/novedades/12/como-se-movio-el-mercado-inmobiliario-porteno-en-el-primer-semestre'

describe('/novedad', () => {
  it('shows a skeleton, then the entry fetched from the backend by its id', async () => {
    renderPage(NovedadPage, {}, '/novedad?id=12')
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la novedad…')
    expect(screen.getByRole('status').closest('[aria-busy="true"]')).not.toBeNull()

    const article = await screen.findByRole('article', { name: TITLE })
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(within(article).getByText('18 de junio de 2025')).toBeInTheDocument()
    expect(within(article).getByText('Por Martín Ochoa')).toBeInTheDocument()
    expect(within(article).getByRole('link', { name: 'Mercado' })).toHaveAttribute(
      'href',
      '/novedades/?tema=Mercado',
    )
    expect(within(article).getByRole('link', { name: PERMANENT })).toHaveAttribute(
      'href',
      PERMANENT,
    )
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()

    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe('/site/api/site/novedades/12/')
    expect(queryOf(request!)).toEqual({ client: '6' })
  })

  it('says in Spanish that an unknown entry does not exist', async () => {
    renderPage(NovedadPage, {}, '/novedad?id=999999')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos esta novedad' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(/no esté publicada/)
    expect(screen.getByRole('link', { name: 'Ver todas las novedades' })).toHaveAttribute(
      'href',
      '/novedades/',
    )
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument()
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/site/api/site/novedades/999999/',
    ])
  })

  it.each(['/novedad', '/novedad?id=', '/novedad?id=abc', '/novedad?id=0'])(
    'answers %s as not found without calling the backend',
    async (url) => {
      renderPage(NovedadPage, {}, url)
      expect(
        await screen.findByRole('heading', { level: 1, name: 'No encontramos esta novedad' }),
      ).toBeInTheDocument()
      expect(requests).toEqual([])
    },
  )

  it('explains a failing service and loads the entry when the visitor retries', async () => {
    server.use(
      http.get(`${BACKEND}/api/site/novedades/12/`, () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    )
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderPage(NovedadPage, {}, '/novedad?id=12')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar la novedad' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(/Probá de nuevo/)
    // The failure is logged on both sides (spec §8): the site's server and the page's thunk.
    expect(log.mock.calls.map(([first]) => first)).toEqual([
      'novedad',
      'novelties/noveltyRequested:',
    ])
    log.mockRestore()

    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('article', { name: TITLE })).toBeInTheDocument()
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/site/api/site/novedades/12/',
      '/site/api/site/novedades/12/',
    ])
  })

  it('treats an unreachable service as a failure too, never as a blank page', async () => {
    server.use(http.get(`${BACKEND}/api/site/novedades/12/`, () => HttpResponse.error()))
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    renderPage(NovedadPage, {}, '/novedad?id=12')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar la novedad' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled()
    expect(log).toHaveBeenCalledWith('novelties/noveltyRequested:', expect.anything())
    log.mockRestore()
  })
})

describe('/novedad Head', () => {
  it('titles the page and keeps it out of search engines', () => {
    const { container } = render(<Head {...pageProps({}, '/novedad?id=12')} />)
    expect(container.querySelector('title')).toHaveTextContent('Novedad | Inmobiliaria Demo')
    expect(container.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })
})
