import { screen, waitFor, within } from '@testing-library/react'
import { UPDATING_NOTICE_DELAY_MS } from '../components/LiveNotice'
import { delay, http, HttpResponse } from 'msw'
import { makeProperty } from '../../__tests__/support/factories'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { renderWithProviders } from '../../__tests__/support/render'
import { demoSoldFor, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { toPropertyCard } from '../domain/listing/cards'
import { initialCountersState } from '../state/countersSlice'
import HomePage from './HomePage'
import type { HomeContext } from '../domain/contracts/pageContexts'
import { navigate, type PageProps } from 'gatsby'

// After hydration the home refreshes its featured properties and news, and typing an address
// asks for suggestions: the emulator answers.
const { server, requests } = setupMswServer(...serviceHandlers())
const SUMMARY = `${TEST_CONFIG.brokerUrl}/api/v1/property/get_search_summary/`
const FEATURED = `${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/search`
const NEWS = `${TEST_CONFIG.backendUrl}/api/site/novedades/`
/** As a visit starts: the live summary not asked for yet (page tests start after it). */
// An answer slow enough for the page to say it is updating.
const SLOW_ANSWER_MS = UPDATING_NOTICE_DELAY_MS + 500
const freshVisit = { preloadedState: { counters: initialCountersState } }

/** A news entry of the build, which the live grid replaces. */
const builtNews = {
  id: 1,
  path: '/novedades/1/vieja',
  title: 'Novedad del build',
  headline: '',
  date: '',
  date_published: '',
  image: '',
  picture: null,
  tags: [],
  featured: false,
}

function homeProps(context: Partial<HomeContext> = {}): PageProps<object, HomeContext> {
  const pageContext: HomeContext = {
    featured: [toPropertyCard(makeProperty({ is_starred_on_web: true }))],
    developments: [],
    news: [],
    counts: { venta: 30, alquiler: 0, temporario: 4 },
    locations: [{ id: 24728, name: 'Palermo', count: 10 }],
    types: [{ id: 2, name: 'Departamento', count: 20 }],
    ...context,
  }
  return { pageContext } as PageProps<object, HomeContext>
}

describe('HomePage', () => {
  it('sends visitors who want an appraisal straight to the form of /servicios', () => {
    renderWithProviders(<HomePage {...homeProps()} />)
    expect(screen.getByRole('link', { name: 'Pedí una tasación' })).toHaveAttribute(
      'href',
      '/servicios#tasacion',
    )
  })

  it('replaces the built featured properties and news with the live ones', async () => {
    renderWithProviders(<HomePage {...homeProps({ news: [builtNews] })} />)
    const featured = screen.getByRole('region', { name: 'Propiedades destacadas' })
    const firstTitle = () => within(featured).getAllByRole('heading', { level: 3 })[0]?.textContent
    expect(firstTitle()).toBe('Luminoso 3 ambientes con balcón en Palermo')
    await waitFor(() => expect(firstTitle()).not.toBe('Luminoso 3 ambientes con balcón en Palermo'))
    expect(within(featured).getAllByRole('article')).toHaveLength(1)
    const search = requests.find((request) => request.url.pathname.endsWith('/properties/search'))
    expect(queryOf(search!)).toEqual({ destacados: 'true', limit: '1', offset: '0' })
    const news = await screen.findByRole('region', { name: 'Novedades' })
    await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(3))
  })

  it('shows the search, the counters of the operations that have properties, and the featured', () => {
    renderWithProviders(<HomePage {...homeProps()} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Encontrá la propiedad')
    const search = screen.getByRole('search', { name: 'Buscar propiedades' })
    expect(within(search).getByRole('radio', { name: 'Venta' })).toBeChecked()
    expect(within(search).queryByRole('radio', { name: 'Alquiler' })).toBeNull()
    expect(within(search).getByRole('option', { name: 'Palermo' })).toBeInTheDocument()
    const counters = screen.getByRole('navigation', { name: 'Propiedades por operación' })
    expect(
      within(counters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['30 en venta', '4 en alquiler temporario'])
    const featured = screen.getByRole('region', { name: 'Propiedades destacadas' })
    expect(within(featured).getByRole('link', { name: /Luminoso 3 ambientes/ })).toHaveAttribute(
      'href',
      '/propiedad/venta/gorriti-al-4300/7104123',
    )
    expect(within(featured).getByText('USD 185K')).toBeInTheDocument()
  })

  it('leaves out the sections it has nothing for', () => {
    renderWithProviders(<HomePage {...homeProps({ featured: [] })} />)
    expect(screen.queryByRole('region', { name: 'Propiedades destacadas' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Emprendimientos' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Novedades' })).toBeNull()
  })

  it('sends the quick search to the chosen listing with its filters', async () => {
    const { user } = renderWithProviders(<HomePage {...homeProps()} />)
    const search = screen.getByRole('search', { name: 'Buscar propiedades' })
    await user.click(within(search).getByRole('radio', { name: 'Temporario' }))
    await user.selectOptions(within(search).getByLabelText('Ubicación'), 'Palermo')
    await user.type(within(search).getByLabelText('Dirección'), 'Gorriti')
    await user.click(within(search).getByRole('button', { name: 'Buscar' }))
    expect(navigate).toHaveBeenCalledWith('/temporario?ubicacion=24728&q=Gorriti')
  })
})

describe('HomePage: live figures', () => {
  it('shows the build figures as updating, then the live summary in the counters and the search', async () => {
    server.use(
      http.get(SUMMARY, async () => {
        await delay(SLOW_ANSWER_MS)
        return HttpResponse.json({
          meta: { total_count: 15 },
          objects: {
            operation_types: [
              { operation_type: 1, count: 12 },
              { operation_type: 2, count: 3 },
            ],
            locations: [{ location_id: 25000, location_name: 'Belgrano', count: 15 }],
            property_types: [{ id: 3, type: 'House', count: 15 }],
          },
        })
      }),
    )
    renderWithProviders(<HomePage {...homeProps()} />, freshVisit)
    const counters = screen.getByRole('navigation', { name: 'Propiedades por operación' })
    const labels = () =>
      within(counters)
        .getAllByRole('link')
        .map((link) => link.textContent)
    expect(
      await screen.findByText('Actualizando las cifras…', undefined, { timeout: SLOW_ANSWER_MS }),
    ).toBeInTheDocument()
    expect(counters).toHaveAttribute('aria-busy', 'true')
    expect(labels()).toEqual(['30 en venta', '4 en alquiler temporario'])

    // The summary's figures less the sold units the server finds, which Tokko counts too.
    expect(demoSoldFor(1)).toBeGreaterThan(0)
    await waitFor(() =>
      expect(labels()).toEqual([
        `${12 - demoSoldFor(1)} en venta`,
        `${3 - demoSoldFor(2)} en alquiler`,
      ]),
    )
    expect(counters).toHaveAttribute('aria-busy', 'false')
    expect(screen.queryByText('Actualizando las cifras…')).toBeNull()
    const search = screen.getByRole('search', { name: 'Buscar propiedades' })
    expect(within(search).getByRole('radio', { name: 'Alquiler' })).toBeInTheDocument()
    expect(within(search).queryByRole('radio', { name: 'Temporario' })).toBeNull()
    expect(within(search).getByRole('option', { name: 'Belgrano' })).toBeInTheDocument()
    expect(within(search).queryByRole('option', { name: 'Palermo' })).toBeNull()
    expect(within(search).getByRole('option', { name: 'Casa' })).toBeInTheDocument()
  })

  it('keeps a place already chosen in the quick search when the live summary no longer lists it', async () => {
    server.use(
      http.get(SUMMARY, async () => {
        await delay(100)
        return HttpResponse.json({
          objects: { locations: [{ location_id: 25000, location_name: 'Belgrano', count: 15 }] },
        })
      }),
    )
    const { user } = renderWithProviders(<HomePage {...homeProps()} />, freshVisit)
    const search = screen.getByRole('search', { name: 'Buscar propiedades' })
    await user.selectOptions(within(search).getByLabelText('Ubicación'), 'Palermo')
    await waitFor(() =>
      expect(within(search).getByRole('option', { name: 'Belgrano' })).toBeInTheDocument(),
    )
    expect(within(search).getByLabelText('Ubicación')).toHaveDisplayValue('Palermo')
  })

  it('says in Spanish when the figures, featured or news could not be updated, and keeps the build ones', async () => {
    const failing = async () => {
      await delay(SLOW_ANSWER_MS)
      return new HttpResponse(null, { status: 503 })
    }
    server.use(http.get(SUMMARY, failing), http.get(FEATURED, failing), http.get(NEWS, failing))
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    renderWithProviders(<HomePage {...homeProps({ news: [builtNews] })} />, freshVisit)
    const featured = screen.getByRole('region', { name: 'Propiedades destacadas' })
    const news = screen.getByRole('region', { name: 'Novedades' })
    expect(
      await within(featured).findByText('Actualizando las destacadas…', undefined, {
        timeout: SLOW_ANSWER_MS,
      }),
    ).toBeInTheDocument()
    expect(within(news).getByText('Actualizando las novedades…')).toBeInTheDocument()

    expect(await screen.findByText('No pudimos actualizar las cifras.')).toBeInTheDocument()
    expect(
      await within(featured).findByText(/No pudimos actualizar las destacadas/),
    ).toHaveTextContent('Te mostramos la versión publicada.')
    expect(await within(news).findByText(/No pudimos actualizar las novedades/)).toBeInTheDocument()
    expect(within(featured).getByRole('link', { name: /Luminoso 3 ambientes/ })).toBeInTheDocument()
    expect(within(news).getByRole('heading', { name: 'Novedad del build' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('navigation', { name: 'Propiedades por operación' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['30 en venta', '4 en alquiler temporario'])
    errors.mockRestore()
  })
})
