import { act, render, screen, waitFor, within } from '@testing-library/react'
import { UPDATING_NOTICE_DELAY_MS } from '../components/LiveNotice'
import { delay, http, HttpResponse } from 'msw'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import { listingPages } from '../../gatsby/pages/listings'
import { propertySearches, queryOf, setupMswServer } from '../../__tests__/support/msw'
import { contextAt, demoCatalogue } from '../../__tests__/support/pageContexts'
import { pageProps, renderPage } from '../../__tests__/support/pages'
import { makeTestStore } from '../../__tests__/support/render'
import { afterAWhile } from '../../__tests__/support/time'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { SITE_ORIGIN } from '../../__tests__/support/siteApi'
import { normaliseTokkoProperty } from '../broker/normalise'
import { SEARCH_VISITS_STORAGE_KEY } from '../state/searchVisitsStorage'
import { resultsOnMap, unplacedLine } from '../domain/listing/resultsMap'
import { isOnOffer } from '../domain/property/availability'
import type { Property } from '../domain/types'
import { selectListing } from '../state/propertiesSlice'
import type { AppStore } from '../state/store'
import type { ListingContext } from '../domain/contracts/pageContexts'
import ListingPage from './ListingPage'
// An answer slow enough for the page to say it is updating.
const SLOW_ANSWER_MS = UPDATING_NOTICE_DELAY_MS + 500

// A listing renders up to 50 cards per search: slow under jsdom.
jest.setTimeout(30_000)

const { server, requests, siteRequests } = setupMswServer(...serviceHandlers())
const SEARCH = `${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/search`
const SUMMARY = `${TEST_CONFIG.brokerUrl}/api/v1/property/get_search_summary/`

let catalogue: ReturnType<typeof demoCatalogue> | undefined
/** The demo agency as a build sees it, newest first. */
function builtCatalogue() {
  catalogue ??= {
    ...demoCatalogue(),
    properties: demoData()
      .properties.map(normaliseTokkoProperty)
      .sort((a, b) => b.id - a.id),
  }
  return catalogue
}
const context = (path = '/venta') => contextAt<ListingContext>(listingPages, path, builtCatalogue())
const forSale = (property: Property) =>
  property.operations.some((operation) => operation.operation_id === 1)
const flats = (property: Property) => property.type.id === 2
/**
 * How many cards a sale search shows for its positions `from`–`to` (newest first): the demo's
 * sold units (status 4) among them are withheld.
 */
const shownOf = (match: (property: Property) => boolean, from = 0, to = 50) =>
  builtCatalogue()
    .properties.filter((property) => forSale(property) && match(property))
    .slice(from, to)
    .filter(isOnOffer).length
const soldIds = () =>
  new Set(
    builtCatalogue()
      .properties.filter((property) => !isOnOffer(property))
      .map(({ id }) => id),
  )
/** The same page with only a few static cards, for tests about what comes after. */
const light = (path = '/venta') => ({ ...context(path), cards: context(path).cards.slice(0, 4) })

const proxySearches = () => propertySearches(requests)
/** The listing's own searches: an empty one's counts ask the proxy for 1 property. */
const searches = () => proxySearches().filter((request) => queryOf(request).limit !== '1')
const lastSearch = () => queryOf(searches().at(-1)!)
const base = { limit: '50', operation: '1', 'order-by': 'id', order: 'desc' }

/** Waits until no search, summary or count is in flight. */
async function settled(store: AppStore) {
  await waitFor(() => {
    const { properties, more, locations, alternatives } = store.getState().loading
    expect(properties + more + locations + alternatives).toBe(0)
  })
}

const status = () => screen.getByRole('status')
const results = () => screen.queryByRole('list', { name: 'Resultados' })
const cardCount = () => results()?.querySelectorAll('article').length ?? 0
/** A filter group; a closed one (only its summary until it opens) is opened as a visitor would. */
function group(name: string) {
  const summary = [...document.querySelectorAll('summary')].find(
    (element) => element.firstChild?.textContent === name,
  )
  const details = summary?.parentElement as HTMLDetailsElement | undefined
  if (details && !details.open) {
    act(() => {
      details.open = true
      details.dispatchEvent(new Event('toggle'))
    })
  }
  return screen.getByRole('group', { name })
}

describe('ListingPage: the build page', () => {
  it('shows the newest first page without a live search, with every filter', async () => {
    const { cards, total } = context('/temporario')
    const { store } = renderPage(ListingPage, context('/temporario'), '/temporario')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alquileres temporarios')
    await settled(store)
    expect(status()).toHaveTextContent(`${total} propiedades`)
    expect(cardCount()).toBe(cards.length)
    expect(within(results()!).getByRole('link', { name: cards[0]!.title })).toHaveAttribute(
      'href',
      cards[0]!.path,
    )
    expect(searches()).toEqual([])
    for (const name of [
      'Ubicación',
      'Tipo de propiedad',
      'Precio',
      'Cantidad de ambientes',
      'Dormitorios',
      'Superficie (m²)',
      'Antigüedad',
      'Ambientes',
      'Adicionales',
      'Servicios',
    ]) {
      expect(group(name)).toBeInTheDocument()
    }
    expect(screen.getByLabelText('Dirección')).toHaveValue('')
    expect(screen.getByLabelText('Agente')).toHaveDisplayValue('Todos los agentes')
    expect(screen.getByLabelText('Ordenar por')).toHaveDisplayValue('Más recientes')
  })

  it('says so when the operation has nothing published', async () => {
    const { store } = renderPage(
      ListingPage,
      { ...light('/alquiler'), cards: [], total: 0, positions: 0 },
      '/alquiler',
    )
    await settled(store)
    expect(status()).toHaveTextContent('No hay propiedades publicadas por ahora.')
    expect(results()).toBeNull()
  })

  it('replaces the build counts with the live summary of its operation', async () => {
    server.use(
      http.get(SUMMARY, () =>
        HttpResponse.json({
          meta: { total_count: 99 },
          objects: { property_types: [{ id: 2, type: 'Departamento', count: 99 }] },
        }),
      ),
    )
    const { store } = renderPage(ListingPage, light(), '/venta')
    const types = within(group('Tipo de propiedad'))
    const built = context().types.find((type) => type.id === 2)!.count
    expect(types.getByRole('checkbox', { name: `Departamento (${built})` })).toBeInTheDocument()
    await settled(store)
    // Less the sold flats for sale, which Tokko counts and the server takes out.
    const sold = builtCatalogue().properties.filter(
      (property) => !isOnOffer(property) && forSale(property) && flats(property),
    ).length
    expect(sold).toBeGreaterThan(0)
    expect(types.getByRole('checkbox', { name: `Departamento (${99 - sold})` })).toBeInTheDocument()
    expect(types.getAllByRole('checkbox')).toHaveLength(1)
    const summary = requests.find((request) => request.url.href.startsWith(SUMMARY))!
    expect(JSON.parse(queryOf(summary).data ?? '').operation_types).toEqual([1])
  })

  it('says the filter options are updating, and keeps the build ones when that fails', async () => {
    server.use(
      http.get(SUMMARY, async () => {
        await delay(SLOW_ANSWER_MS)
        return new HttpResponse(null, { status: 503 })
      }),
    )
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { store } = renderPage(ListingPage, light(), '/venta')
    const filters = screen.getByRole('region', { name: 'Filtros' })
    expect(
      await within(filters).findByText('Actualizando las opciones…', undefined, {
        timeout: SLOW_ANSWER_MS,
      }),
    ).toBeInTheDocument()
    await settled(store)
    expect(within(filters).queryByText('Actualizando las opciones…')).toBeNull()
    expect(within(filters).getByText('No pudimos actualizar las opciones.')).toBeInTheDocument()
    const built = context().types.find((type) => type.id === 2)!.count
    expect(
      within(group('Tipo de propiedad')).getByRole('checkbox', {
        name: `Departamento (${built})`,
      }),
    ).toBeInTheDocument()
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })
})

describe('ListingPage: the live search', () => {
  it('sends the exact query of each filter, from offset 0, one history entry each', async () => {
    const { user, store, history } = renderPage(ListingPage, light(), '/venta')
    await settled(store)
    let expected: Record<string, string> = { ...base, offset: '0' }
    const step = async (action: () => Promise<void>, query: Record<string, string>) => {
      await action()
      await settled(store)
      expected = { ...expected, ...query }
      expect(lastSearch()).toEqual(expected)
      expect(status()).not.toHaveTextContent('Buscando')
    }
    const tagId = (name: string) =>
      builtCatalogue()
        .properties.flatMap((property) => property.custom_tags)
        .find((tag) => tag.name === name)!.id
    const agent = builtCatalogue().properties.find((p) => p.producer?.name === 'Diego Acosta')!
      .producer!.id!

    await step(
      () => user.click(within(group('Tipo de propiedad')).getByLabelText(/^Departamento/)),
      {
        tipo: '2',
      },
    )
    await step(() => user.click(within(group('Ubicación')).getByLabelText(/^Palermo/)), {
      'localization-divisions': '24728',
      'localization-type': 'division',
    })
    const rooms = within(group('Cantidad de ambientes'))
    await step(() => user.selectOptions(rooms.getByLabelText('Desde'), '2'), { rooms: '2-' })
    const bedrooms = within(group('Dormitorios'))
    await step(() => user.selectOptions(bedrooms.getByLabelText('Hasta'), '3'), { bedrooms: '-3' })
    const age = within(group('Antigüedad'))
    await step(() => user.selectOptions(age.getByLabelText('Desde'), 'En construcción'), {
      age: '-1-',
    })
    await step(() => user.selectOptions(age.getByLabelText('Hasta'), 'A estrenar'), { age: '-1-0' })
    const price = within(group('Precio'))
    await user.click(price.getByRole('radio', { name: 'Pesos' }))
    await step(() => user.type(price.getByLabelText('Desde'), '100.000{Enter}'), {
      currency: 'ars',
      price: '100000-',
    })
    const surface = within(group('Superficie (m²)'))
    await user.click(surface.getByRole('radio', { name: 'Cubierta' }))
    await step(() => user.type(surface.getByLabelText('Hasta'), '80{Enter}'), {
      'surface-type': 'roofed',
      surface: '-80',
    })
    await step(
      async () => {
        await user.click(within(group('Ambientes')).getByLabelText(/^Balcón/))
        await user.click(within(group('Adicionales')).getByLabelText(/^Ascensor/))
        await user.click(within(group('Servicios')).getByLabelText(/^Gas natural/))
      },
      { tags: '20,42,2' },
    )
    await step(() => user.click(within(group('Destacados')).getByLabelText(/^Oportunidad/)), {
      custom_tags: String(tagId('Oportunidad')),
    })
    await step(() => user.selectOptions(screen.getByLabelText('Agente'), String(agent)), {
      producer_id: String(agent),
    })
    await step(() => user.type(screen.getByLabelText('Dirección'), 'Santa Fe{Enter}'), {
      fake_address: 'Santa Fe',
    })
    await step(() => user.selectOptions(screen.getByLabelText('Ordenar por'), 'Menor precio'), {
      'order-by': 'price',
      order: 'asc',
    })

    const entries = history()
    expect(entries[0]).toBe('/venta')
    expect(new Set(entries).size).toBe(entries.length)
    expect(new URLSearchParams(entries.at(-1)!.split('?')[1])).toEqual(
      new URLSearchParams(
        `ubicacion=24728&tipo=2&ambientes=20&adicionales=42&servicios=2&especiales=${tagId('Oportunidad')}` +
          `&q=Santa+Fe&ambMin=2&dormMax=3&antigMin=-1&antigMax=0&precioMin=100000&moneda=ars` +
          `&supMax=80&supTipo=cubierta&agente=${agent}&orden=menor-precio`,
      ),
    )
  })

  it('loads 50 more with "Ver más" (offset 50, then 100); a new filter starts again at 0', async () => {
    const { user, store } = renderPage(ListingPage, context(), '/venta')
    await settled(store)
    const { total, positions } = context()
    // The build's first 50 positions, less the demo's sold units among them.
    expect(positions).toBeGreaterThan(total)
    expect(cardCount()).toBe(shownOf(() => true))
    expect(cardCount()).toBeLessThan(50)

    // The build's first page links to the built second page; scripts load it in place.
    const more = screen.getByRole('link', { name: 'Ver más propiedades' })
    expect(more).toHaveAttribute('href', '/venta/pagina/2')
    await user.click(more)
    await settled(store)
    expect(lastSearch()).toEqual({ ...base, offset: '50' })
    const two = shownOf(() => true, 0, 100)
    expect(cardCount()).toBe(two)
    expect(status()).toHaveTextContent(`${total} propiedades · mostrando las ${two} más recientes`)

    await user.click(screen.getByRole('button', { name: 'Ver más propiedades' }))
    await settled(store)
    expect(lastSearch()).toEqual({ ...base, offset: '100' })
    expect(cardCount()).toBe(total)
    expect(status()).toHaveTextContent(new RegExp(`^${total} propiedades$`))
    expect(screen.queryByRole('button', { name: 'Ver más propiedades' })).toBeNull()
    // Every card once (page two starts where the build's first page ended), none of them sold.
    const ids = selectListing(store.getState()).cards.map((card) => card.id)
    expect(new Set(ids).size).toBe(total)
    expect(ids.filter((id) => soldIds().has(id))).toEqual([])

    await user.click(within(group('Tipo de propiedad')).getByLabelText(/^Departamento/))
    await settled(store)
    expect(lastSearch()).toEqual({ ...base, offset: '0', tipo: '2' })
    expect(cardCount()).toBe(shownOf(flats))
    await user.click(screen.getByRole('button', { name: 'Ver más propiedades' }))
    await settled(store)
    expect(lastSearch()).toEqual({ ...base, offset: '50', tipo: '2' })
  })

  it('follows Back and Forward, and finds a search again on return, "Ver más" included', async () => {
    const store = makeTestStore()
    const page = (url: string) => (
      <Provider store={store}>
        <ListingPage {...pageProps(light(), url)} />
      </Provider>
    )
    const { rerender } = render(page('/venta?tipo=2'))
    await settled(store)
    expect(cardCount()).toBe(shownOf(flats))
    await act(async () => {
      screen.getByRole('button', { name: 'Ver más propiedades' }).click()
    })
    await settled(store)
    const shown = cardCount()
    expect(shown).toBeGreaterThan(shownOf(flats))

    rerender(page('/venta'))
    await settled(store)
    expect(cardCount()).toBe(4)
    expect(within(group('Tipo de propiedad')).getByLabelText(/^Departamento/)).not.toBeChecked()

    rerender(page('/venta?tipo=2'))
    await settled(store)
    expect(lastSearch()).toEqual({ ...base, offset: '0', tipo: '2' })
    expect(within(group('Tipo de propiedad')).getByLabelText(/^Departamento/)).toBeChecked()

    const before = searches().length
    rerender(<Provider store={store}>{null}</Provider>)
    rerender(page('/venta?tipo=2'))
    expect(cardCount()).toBe(shownOf(flats))
    await settled(store)
    expect(searches()).toHaveLength(before)
  })

  it('shows only the newest search when an older one answers last', async () => {
    // The older search (tipo=2) answers after the newer one (tipo=2,3) has been shown. Its request
    // is also cancelled; msw cannot see an XMLHttpRequest abort, so the e2e suite checks that.
    server.use(
      http.get(SEARCH, async ({ request }) => {
        if (new URL(request.url).searchParams.get('tipo') === '2') await delay(400)
      }),
    )
    const { user, store } = renderPage(ListingPage, light(), '/venta')
    await settled(store)
    const types = within(group('Tipo de propiedad'))
    await user.click(types.getByLabelText(/^Departamento/))
    await user.click(types.getByLabelText(/^Casa/))
    await settled(store)
    await act(() => delay(450))
    expect(searches().map((request) => queryOf(request).tipo)).toEqual(['2', '2,3'])
    const kinds = within(results()!)
      .getAllByRole('article')
      .map((card) => (card.textContent?.includes('Casa') ? 'Casa' : 'otro'))
    expect(kinds).toContain('Casa')
  })
})

describe('ListingPage: failures and empty searches', () => {
  it('says in Spanish that a search failed, keeps the build results, and retries', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.get(SEARCH, () => new HttpResponse(null, { status: 503 }), { once: true }))
    const { user, store } = renderPage(ListingPage, light(), '/venta?tipo=2')
    await settled(store)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No pudimos buscar con estos filtros; te mostramos las publicaciones más recientes. El servicio no está disponible',
    )
    expect(cardCount()).toBe(4)
    // Logged by the site's server (with the cause) and by the page.
    expect(errors).toHaveBeenCalledTimes(2)

    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    await settled(store)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(lastSearch()).toEqual({ ...base, offset: '0', tipo: '2' })
    expect(cardCount()).toBe(shownOf(flats))
  })

  it('retries a failed "Ver más" from where it stopped', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user, store } = renderPage(ListingPage, light(), '/venta?tipo=2')
    await settled(store)
    server.use(http.get(SEARCH, () => HttpResponse.error(), { once: true }))
    await user.click(screen.getByRole('button', { name: 'Ver más propiedades' }))
    await settled(store)
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar más propiedades.')
    expect(cardCount()).toBe(shownOf(flats))
    expect(screen.queryByRole('button', { name: 'Ver más propiedades' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    await settled(store)
    expect(lastSearch()).toEqual({ ...base, offset: '50', tipo: '2' })
    expect(cardCount()).toBeGreaterThan(shownOf(flats))
  })

  it('offers to take out a filter, or all of them, when nothing matches', async () => {
    const { user, store, currentUrl } = renderPage(ListingPage, light(), '/venta?tipo=2&q=zzzz')
    await settled(store)
    expect(status()).toHaveTextContent('No encontramos propiedades con estos filtros.')
    expect(results()).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Quitar filtro: Dirección: zzzz' }))
    expect(currentUrl()).toBe('/venta?tipo=2')
    await settled(store)
    expect(cardCount()).toBe(shownOf(flats))

    await user.type(screen.getByLabelText('Dirección'), 'zzzz{Enter}')
    await settled(store)
    await user.click(screen.getByRole('button', { name: 'Limpiar todos los filtros' }))
    expect(currentUrl()).toBe('/venta')
    await settled(store)
    expect(cardCount()).toBe(4)
  })
})

describe('ListingPage: no dead ends', () => {
  const SITE_PROPERTIES = `${SITE_ORIGIN}/api/properties`
  /** What the browser asked the site to count, as query strings. */
  const counts = () =>
    siteRequests
      .filter((request) => request.url.searchParams.get('vista') === 'total')
      .map((request) => request.url.search.slice(1))
  const suggestions = () =>
    screen.queryAllByRole('button').filter((button) => /: \d+ propiedad/.test(button.textContent!))
  /** Count answers fail (the listing's own search still answers). */
  const countsFail = () =>
    server.use(
      http.get(SITE_PROPERTIES, ({ request }) =>
        new URL(request.url).searchParams.get('vista') === 'total'
          ? HttpResponse.json({ error: 'No disponible' }, { status: 503 })
          : undefined,
      ),
    )

  // The demo agency for sale: houses with 3 rooms or more, 10; anything in Palermo with 3 or
  // more, 7; houses in Palermo, none.
  const NOTHING = '/venta?ubicacion=24728&tipo=3&ambMin=3'

  it('counts each search with one filter fewer and offers those with results, the most first', async () => {
    const { user, store, currentUrl } = renderPage(ListingPage, light(), NOTHING)
    await screen.findByText('Buscando alternativas…')
    await settled(store)
    expect(status()).toHaveTextContent('No encontramos propiedades con estos filtros.')
    expect(counts().sort()).toEqual([
      'vista=total&operacion=1&tipo=3&ambMin=3',
      'vista=total&operacion=1&ubicacion=24728&ambMin=3',
      'vista=total&operacion=1&ubicacion=24728&tipo=3',
    ])
    // Each is the proxy's smallest page, asked by the site's server.
    const proxied = proxySearches().filter((request) => queryOf(request).limit === '1')
    expect(proxied).toHaveLength(3)
    // The answer is shown a moment after the request's flag is down.
    expect(await screen.findByText('Con un filtro menos, hay resultados:')).toBeInTheDocument()
    // Any type in Palermo from 3 rooms: 7 positions, one of them a sold unit.
    expect(suggestions().map((button) => button.textContent)).toEqual([
      'Cualquier ubicación: 10 propiedades',
      'Cualquier tipo de propiedad: 6 propiedades',
    ])
    // The chips stay, to take out any filter.
    expect(screen.getByRole('button', { name: 'Quitar filtro: Desde 3 ambientes' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Cualquier ubicación: 10 propiedades' }))
    expect(currentUrl()).toBe('/venta?tipo=3&ambMin=3')
    await settled(store)
    expect(status()).toHaveTextContent(/^10 propiedades$/)
    expect(cardCount()).toBe(10)
    expect(screen.queryByText('Con un filtro menos, hay resultados:')).toBeNull()
  })

  it('cancels the counts of filters the visitor has left, and counts the new ones', async () => {
    const cancelled: string[] = []
    server.use(
      http.get(SITE_PROPERTIES, async ({ request }) => {
        const url = new URL(request.url)
        if (url.searchParams.get('vista') !== 'total') return undefined
        await delay(300)
        if (request.signal.aborted) cancelled.push(url.search.slice(1))
        return undefined
      }),
    )
    const { user, store } = renderPage(ListingPage, light(), NOTHING)
    await screen.findByText('Buscando alternativas…')
    // Houses in Palermo, any number of rooms: still nothing.
    await user.click(screen.getByRole('button', { name: 'Quitar filtro: Desde 3 ambientes' }))
    await settled(store)
    await act(() => delay(350))
    expect(cancelled.sort()).toEqual([
      'vista=total&operacion=1&tipo=3&ambMin=3',
      'vista=total&operacion=1&ubicacion=24728&ambMin=3',
      'vista=total&operacion=1&ubicacion=24728&tipo=3',
    ])
    expect(counts()).toHaveLength(5)
    // Any type in Palermo: 12 positions, two of them sold units; ties keep the chips' order.
    await waitFor(() =>
      expect(suggestions().map((button) => button.textContent)).toEqual([
        'Cualquier ubicación: 10 propiedades',
        'Cualquier tipo de propiedad: 10 propiedades',
      ]),
    )
  })

  it('counts the first 8 filters only', async () => {
    const { store } = renderPage(
      ListingPage,
      light(),
      '/venta?q=zzzz&ambientes=20,27&adicionales=42,44,35&servicios=1,5,7',
    )
    await settled(store)
    // Nine filters: the last one, service 7, is kept in every search counted.
    expect(counts()).toHaveLength(8)
    for (const query of counts())
      expect(new URLSearchParams(query).get('servicios')?.split(',')).toContain('7')
  })

  it('keeps the chips alone when the counts fail', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    countsFail()
    const { store } = renderPage(ListingPage, light(), NOTHING)
    await settled(store)
    expect(counts()).toHaveLength(3)
    expect(screen.queryByText('Buscando alternativas…')).toBeNull()
    expect(suggestions()).toEqual([])
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('Podés quitar los filtros que quieras:')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Quitar filtro: / })).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Limpiar todos los filtros' })).toBeInTheDocument()
    expect(errors).toHaveBeenCalled()
  })

  it('offers the whole listing when the only filter cannot be counted', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    countsFail()
    const { user, store, currentUrl } = renderPage(ListingPage, light(), '/venta?q=zzzz')
    await settled(store)
    expect(counts()).toEqual(['vista=total&operacion=1'])
    await user.click(screen.getByRole('button', { name: 'Ver todas las propiedades' }))
    expect(currentUrl()).toBe('/venta')
  })

  it('says so when no single filter taken out finds anything, and offers the whole listing', async () => {
    const { user, store, currentUrl } = renderPage(
      ListingPage,
      light(),
      '/venta?ubicacion=999999&q=zzzz',
    )
    await settled(store)
    expect(counts().sort()).toEqual([
      'vista=total&operacion=1&q=zzzz',
      'vista=total&operacion=1&ubicacion=999999',
    ])
    expect(screen.getByText('Quitando un solo filtro tampoco hay resultados.')).toBeInTheDocument()
    expect(suggestions()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Ver todas las propiedades' }))
    expect(currentUrl()).toBe('/venta')
    await settled(store)
    expect(cardCount()).toBe(4)
  })
})

describe('ListingPage: the panel and the first paint', () => {
  it('opens and closes the filters on a phone; Escape closes them and returns the focus', async () => {
    const { user, store } = renderPage(ListingPage, light(), '/venta')
    await settled(store)
    const toggle = screen.getByRole('button', { name: 'Filtros' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Ocultar filtros')
    await user.click(screen.getByLabelText('Dirección'))
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('hydrates the static HTML of the build page, then shows and searches what the address asks', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = makeTestStore()
    const app = (
      <Provider store={store}>
        <ListingPage {...pageProps(light(), '/venta?tipo=3&servicios=2')} />
      </Provider>
    )
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(app)
    expect(container.querySelectorAll('article')).toHaveLength(4)

    const services = () =>
      within(container).getByText('Servicios', { selector: 'summary' }).closest('details')
    expect(services()).not.toHaveAttribute('open')

    const root = await act(async () => hydrateRoot(container, app))
    await settled(store)
    expect(lastSearch()).toEqual({ ...base, offset: '0', tipo: '3', tags: '2' })
    // A group opens once the address chose something in it.
    expect(services()).toHaveAttribute('open')
    const types = [...container.querySelectorAll('article')].map((card) => card.textContent)
    expect(types.length).toBeGreaterThan(0)
    expect(types.every((text) => text?.includes('Casa'))).toBe(true)
    // As in DevelopmentsPage.test: react-redux warns about useLayoutEffect in the server render.
    const reported = errors.mock.calls.filter(([message]) => !/useLayoutEffect/.test(`${message}`))
    expect(reported).toEqual([])
    act(() => root.unmount())
    container.remove()
  })
})

describe('ListingPage: "Avisame de nuevas propiedades"', () => {
  beforeEach(() => window.sessionStorage.clear())
  afterEach(() => jest.restoreAllMocks())

  it('sends the email with the search in words and its address, tagged for the CRM', async () => {
    const WEBCONTACT = `${TEST_CONFIG.brokerUrl}/api/v1/webcontact/`
    const INBOX = `${TEST_CONFIG.backendUrl}/api/site/email/contact/`
    const page = light('/alquiler')
    const place = page.locations[0]!
    const { user, store } = renderPage(
      ListingPage,
      page,
      `/alquiler?dormMin=2&ubicacion=${place.id}&orden=menor-precio`,
    )
    await settled(store)
    const open = screen.getByRole('button', { name: 'Avisame de nuevas propiedades' })
    await user.click(open)
    const form = await screen.findByRole('form', { name: 'Aviso de nuevas propiedades' })
    const words = `Propiedades en alquiler · ${place.name} · Desde 2 dormitorios`
    expect(screen.getByText(words)).toBeInTheDocument()

    await user.click(within(form).getByRole('button', { name: 'Avisarme' }))
    // Nothing is sent without an email, and the field says why.
    expect(within(form).getByLabelText('Tu email')).toHaveAccessibleDescription(
      'Completá este campo.',
    )
    await user.type(within(form).getByLabelText('Tu email'), 'ana@example.com')
    afterAWhile()
    await user.click(within(form).getByRole('button', { name: 'Avisarme' }))
    expect(await screen.findByText('¡Listo! Vamos a avisarte.')).toBeInTheDocument()

    const lead = siteRequests.find((request) => request.url.pathname === '/api/leads/alert')
    expect(lead!.headers.get('x-lead-token')).toMatch(/^v2\.alert\./)
    expect(lead!.body).toEqual({
      lead: {
        kind: 'alert',
        form: { email: 'ana@example.com' },
        search: {
          operation: 2,
          query: `ubicacion=${place.id}&dormMin=2&orden=menor-precio`,
          words,
        },
      },
    })
    const text = [
      'Pide que le avisen cuando se publiquen propiedades nuevas para esta búsqueda.',
      `Búsqueda: ${words}`,
      `Dirección: http://localhost:9000/alquiler?ubicacion=${place.id}&dormMin=2&orden=menor-precio`,
    ].join('\n')
    const posted = (url: string) =>
      requests.find((request) => request.method === 'POST' && request.url.href.startsWith(url))
    expect(posted(WEBCONTACT)!.body).toEqual({
      name: 'ana@example.com',
      email: 'ana@example.com',
      tags: ['Alerta de búsqueda', 'Sitio Web'],
      text,
    })
    expect(posted(INBOX)!.body).toEqual({
      status: 'contact',
      name: 'ana@example.com',
      phone: '',
      email: 'ana@example.com',
      message: text,
    })
  })
})

describe('ListingPage: the alert when nothing is found', () => {
  it('offers it once, in the empty results, with the wider searches', async () => {
    const { store } = renderPage(ListingPage, light(), '/venta?q=calle-que-no-existe-en-la-demo')
    await settled(store)
    expect(status()).toHaveTextContent('No encontramos propiedades con estos filtros.')
    const offers = screen.getAllByRole('button', { name: 'Avisame de nuevas propiedades' })
    expect(offers).toHaveLength(1)
    expect(
      screen.getByText(
        '¿Preferís esperar? Te escribimos cuando se publique algo para esta búsqueda.',
      ).parentElement,
    ).toContainElement(offers[0]!)
  })
})

describe('ListingPage: "Nueva" since the last visit to the search', () => {
  beforeEach(() => window.localStorage.clear())

  const newBadges = () =>
    [...document.querySelectorAll('main article, article')]
      .filter((card) => within(card as HTMLElement).queryByText('Nueva'))
      .map((card) => within(card as HTMLElement).getByRole('heading').textContent)

  it('marks nothing on a first visit, and remembers the visit on the device', async () => {
    const { store } = renderPage(ListingPage, light(), '/venta')
    await settled(store)
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(SEARCH_VISITS_STORAGE_KEY)!)).toEqual([
        { key: '1?', since: null, seen: expect.any(Number) },
      ]),
    )
    expect(newBadges()).toEqual([])
  })

  it('marks the cards listed after the previous sitting', async () => {
    const page = light()
    const dates = page.cards.map((card) => card.created_at).sort()
    // The previous sitting ended between the two newest listings' dates.
    const middle = dates.at(-2)!
    const seen = Date.parse(`${middle}-03:00`)
    window.localStorage.setItem(
      SEARCH_VISITS_STORAGE_KEY,
      JSON.stringify([{ key: '1?', since: null, seen }]),
    )
    const { store } = renderPage(ListingPage, page, '/venta')
    await settled(store)
    const newer = page.cards.filter((card) => card.created_at > middle).map((card) => card.title)
    expect(newer.length).toBeGreaterThan(0)
    await waitFor(() => expect(newBadges().sort()).toEqual([...newer].sort()))
  })
})

describe('ListingPage: the map', () => {
  // Leaflet sizes the map from the layout, which jsdom does not do (see ResultsMap.test).
  beforeAll(() => {
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
  })
  afterAll(() => jest.restoreAllMocks())

  const button = (name: string) => screen.getByRole('button', { name })
  const map = () => screen.findByRole('region', { name: 'Mapa de los resultados' })
  /** How many cards the map's icons stand for: a shared marker's or a cluster's count, or one. */
  const placedOnMap = async () =>
    [...(await map()).querySelectorAll('.leaflet-marker-icon .visually-hidden')].reduce(
      (sum, name) => sum + Number(/^(\d+) propiedades/.exec(name.textContent ?? '')?.[1] ?? 1),
      0,
    )
  const listed = (store: AppStore) => selectListing(store.getState()).cards
  /** What the map must show for the results the store holds. */
  const expected = (store: AppStore) => {
    const { spots, unplaced } = resultsOnMap(listed(store))
    return {
      markers: spots.length,
      placed: listed(store).length - unplaced,
      line: unplacedLine(unplaced),
    }
  }

  it('shows the same results on the map and back, "Ver más" and filters included', async () => {
    const { user, store, history, currentUrl } = renderPage(ListingPage, context(), '/venta')
    await settled(store)
    expect(button('Ver lista')).toHaveAttribute('aria-pressed', 'true')
    expect(button('Ver mapa')).toHaveAttribute('aria-pressed', 'false')
    const before = searches().length

    await user.click(button('Ver mapa'))
    // Another look at the same search: the entry is replaced, and nothing is searched.
    expect(history()).toEqual(['/venta?vista=mapa'])
    expect(await placedOnMap()).toBe(expected(store).placed)
    // Units of a development share its point, and its marker.
    expect(expected(store).markers).toBeGreaterThan(1)
    expect(expected(store).markers).toBeLessThan(listed(store).length)
    if (expected(store).line) expect(screen.getByText(expected(store).line)).toBeInTheDocument()
    expect(results()).toBeNull()
    expect(button('Ver mapa')).toHaveAttribute('aria-pressed', 'true')
    expect(button('Ver mapa')).toHaveFocus()
    expect(searches()).toHaveLength(before)

    await user.click(screen.getByRole('link', { name: 'Ver más propiedades' }))
    await settled(store)
    expect(listed(store)).toHaveLength(shownOf(() => true, 0, 100))
    expect(await placedOnMap()).toBe(expected(store).placed)

    await user.click(within(group('Tipo de propiedad')).getByLabelText(/^Casa/))
    await settled(store)
    expect(currentUrl()).toBe('/venta?tipo=3&vista=mapa')
    expect(lastSearch()).toEqual({ ...base, offset: '0', tipo: '3' })
    expect(listed(store).every((card) => card.type === 'Casa')).toBe(true)
    expect(await placedOnMap()).toBe(expected(store).placed)

    await user.click(button('Ver lista'))
    expect(currentUrl()).toBe('/venta?tipo=3')
    expect(screen.queryByRole('region', { name: 'Mapa de los resultados' })).toBeNull()
    expect(cardCount()).toBe(listed(store).length)
    expect(button('Ver lista')).toHaveFocus()
  })

  it('opens on the map when the address asks for it', async () => {
    const { store } = renderPage(ListingPage, light(), '/venta?vista=mapa')
    await settled(store)
    const { unplaced } = resultsOnMap(light().cards)
    expect(await placedOnMap()).toBe(light().cards.length - unplaced)
    expect(button('Ver mapa')).toHaveAttribute('aria-pressed', 'true')
    expect(searches()).toEqual([])
  })
})
