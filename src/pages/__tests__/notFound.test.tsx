import { screen, waitFor, within } from '@testing-library/react'
import { navigate } from 'gatsby'
import { http, HttpResponse } from 'msw'
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { setupMswServer } from '../../../__tests__/support/msw'
import { pageProps, renderPage } from '../../../__tests__/support/pages'
import { makeTestStore } from '../../../__tests__/support/render'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../../__tests__/support/services'
import { SITE_ORIGIN } from '../../../__tests__/support/siteApi'
import { TEST_SITE_URL } from '../../../__tests__/support/siteQuery'
import type { Development, Property } from '../../domain/types'
import { developmentPath, propertyPath } from '../../domain/site/urls'
import NotFoundPage, { Head } from '../404'

// The page asks the site's endpoints, which read the emulator's demo agency.
const { server, siteRequests } = setupMswServer(...serviceHandlers())

/** A record as the site's server answers it (public, normalised), and its canonical address. */
async function live<T>(path: string): Promise<T> {
  const record = (await (await fetch(`${SITE_ORIGIN}${path}`)).json()) as T
  siteRequests.length = 0
  return record
}

const asked = () => siteRequests.map((request) => `${request.method} ${request.url.pathname}`)

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')

afterEach(() => {
  // Helmet keeps what the last page set in document.head.
  document.head.replaceChildren()
  document.title = ''
})

describe('the 404 page', () => {
  it('is a real 404 for an address no record can have, asking nothing', async () => {
    renderPage(NotFoundPage, {}, '/venta/casas-lindas')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos esta página',
    )
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(asked()).toEqual([])
  })

  it('renders a property newer than the build at its address, with its title and canonical', async () => {
    const raw = demoData().properties.find((candidate) => !candidate.development)!
    const property = await live<Property>(`/api/properties/${raw.id}`)
    const path = propertyPath(property)
    renderPage(NotFoundPage, {}, path)
    expect(await screen.findByRole('heading', { level: 1, name: property.title })).toBeVisible()
    expect(screen.queryByText('No encontramos esta página')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Consultá por esta propiedad' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe(`${property.title} | Inmobiliaria Demo`))
    expect(canonical()).toBe(`${TEST_SITE_URL}${path}`)
    expect(asked()).toEqual([`GET /api/properties/${raw.id}`])
    expect(navigate).not.toHaveBeenCalled()
  })

  it('sends another spelling of the address on to the canonical one', async () => {
    const raw = demoData().properties.find((candidate) => !candidate.development)!
    const property = await live<Property>(`/api/properties/${raw.id}`)
    renderPage(NotFoundPage, {}, `/propiedad/venta/otra-direccion/${raw.id}/`)
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(propertyPath(property), { replace: true }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: property.title })).toBeVisible()
  })

  it('says the property does not exist when the services do not know it', async () => {
    renderPage(NotFoundPage, {}, '/propiedad/venta/gorriti-al-4300/999999999/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos esta propiedad' }),
    ).toBeInTheDocument()
    expect(asked()).toEqual(['GET /api/properties/999999999'])
    await waitFor(() =>
      expect(document.title).toBe('No encontramos esta propiedad | Inmobiliaria Demo'),
    )
  })

  it('offers a retry when the services fail, and renders the property then', async () => {
    const raw = demoData().properties.find((candidate) => !candidate.development)!
    const property = await live<Property>(`/api/properties/${raw.id}`)
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(
      http.get(
        `${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/:id`,
        () => HttpResponse.json({ error: 'caído' }, { status: 503 }),
        { once: true },
      ),
    )
    const { user } = renderPage(NotFoundPage, {}, propertyPath(property))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('heading', { level: 1, name: property.title })).toBeVisible()
    log.mockRestore()
  })

  it('renders a development newer than the build with its units', async () => {
    const raw = demoData().developments.find((candidate) => candidate.display_on_web)!
    const development = await live<Development>(`/api/developments/${raw.id}`)
    renderPage(NotFoundPage, {}, developmentPath(development))
    expect(await screen.findByRole('heading', { level: 1, name: development.name })).toBeVisible()
    await waitFor(() => expect(document.title).toBe(`${development.name} | Inmobiliaria Demo`))
    expect(canonical()).toBe(`${TEST_SITE_URL}${developmentPath(development)}`)
    expect(asked()).toContain(`GET /api/developments/${raw.id}`)
  })

  it('renders a news entry newer than the build, without a link to itself', async () => {
    renderPage(NotFoundPage, {}, '/novedades/12/otra-forma-de-escribirla/')
    const title = 'Cómo se movió el mercado inmobiliario porteño en el primer semestre'
    const article = await screen.findByRole('article', { name: title })
    expect(within(article).queryByText(/Dirección permanente/)).toBeNull()
    await waitFor(() => expect(document.title).toBe(`${title} | Inmobiliaria Demo`))
    expect(canonical()).toBe(
      `${TEST_SITE_URL}/novedades/12/como-se-movio-el-mercado-inmobiliario-porteno-en-el-primer-semestre`,
    )
  })

  it('says a news entry nobody published is not found, in the page and its title', async () => {
    renderPage(NotFoundPage, {}, '/novedades/999/no-esta/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos esta novedad' }),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(document.title).toBe('No encontramos esta novedad | Inmobiliaria Demo'),
    )
  })

  it('says "Buscando…" before React loads where the address may be a record, and the 404 elsewhere', () => {
    // The static 404.html: its script runs before the first paint and marks <html>.
    const html = renderToStaticMarkup(
      <Provider store={makeTestStore()}>
        <NotFoundPage {...pageProps({}, '/404.html')} />
      </Provider>,
    )
    const script = /<script>(.*?)<\/script>/.exec(html)![1]!
    const run = (pathname: string) => {
      document.documentElement.className = ''
      new Function('location', 'document', script)({ pathname }, document)
      return document.documentElement.className
    }
    expect(run('/propiedad/alquiler/gorriti-al-4300/7104123/')).toBe('buscando-publicacion')
    expect(run('/emprendimientos/torre-norte/41877')).toBe('buscando-publicacion')
    expect(run('/novedades/12/algo')).toBe('buscando-publicacion')
    expect(run('/venta/casas-lindas')).toBe('')
    document.documentElement.className = ''
    expect(html).toContain('Buscando la publicación…')
    expect(html).toContain('No encontramos esta página')
  })

  it('leaves the live record its own head: no canonical or noindex of the 404 there', () => {
    const head = (path: string) => renderToStaticMarkup(<Head {...pageProps({}, path)} />)
    expect(head('/venta/casas-lindas')).toContain('noindex')
    const live = head('/propiedad/venta/gorriti-al-4300/7104123')
    expect(live).toContain('<title>Buscando la publicación… | Inmobiliaria Demo</title>')
    expect(live).not.toContain('canonical')
    expect(live).not.toContain('noindex')
  })
})
