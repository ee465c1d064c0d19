import { http, HttpResponse } from 'msw'
import { propertySearches, queryOf, setupMswServer } from '../../__tests__/support/msw'
import { makeTestStore } from '../../__tests__/support/render'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { makeProperty } from '../../__tests__/support/factories'
import { contextAt, demoCatalogue } from '../../__tests__/support/pageContexts'
import { SITE_ORIGIN } from '../../__tests__/support/siteApi'
import { listingPages } from '../../gatsby/pages/listings'
import { normaliseTokkoProperty } from '../broker/normalise'
import type { ListingContext } from '../domain/contracts/pageContexts'
import { toPropertyCard } from '../domain/listing/cards'
import { defaultSearchFilters } from '../domain/listing/search'
import { filtersLoaded } from './filtersSlice'
import {
  featuredRequested,
  hasMorePositions,
  listingRetried,
  listingSearched,
  listingShown,
  moreResultsRequested,
  selectListing,
  staticResultsShown,
  type StaticPage,
} from './propertiesSlice'

const { server, requests, siteRequests } = setupMswServer(...serviceHandlers())
const SEARCH = `${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/search`
const filters = { ...defaultSearchFilters(1), type: [2] }
const sale = defaultSearchFilters(1)
const built = [toPropertyCard(makeProperty({ id: 1 }))]
/** A build page of one card: a listing of one property on offer. */
const builtPage = { cards: built, total: 1, positions: 1 }

/** The demo's /venta as the build makes it: its first 50 positions less its sold units. */
function builtSalePage(): StaticPage {
  const catalogue = {
    ...demoCatalogue(),
    properties: demoData()
      .properties.map(normaliseTokkoProperty)
      .sort((a, b) => b.id - a.id),
  }
  return contextAt<ListingContext>(listingPages, '/venta', catalogue)
}
const searches = () => propertySearches(requests)

describe('listing search', () => {
  it('replaces the results on a new search and appends on "Ver más", raising the right flag', async () => {
    const store = makeTestStore()
    const first = store.dispatch(listingSearched({ filters, offset: 0 }))
    expect(store.getState().loading.properties).toBe(1)
    await first
    expect(store.getState().loading.properties).toBe(0)
    const afterFirst = selectListing(store.getState())
    expect(afterFirst.status).toBe('succeeded')
    // The first 50 positions less the sold units among them, and a count without any.
    expect(afterFirst.cards.length).toBeLessThan(Math.min(50, afterFirst.positions))
    expect(afterFirst.total).toBeLessThan(afterFirst.positions)

    const more = store.dispatch(listingSearched({ filters, offset: 50 }))
    expect(store.getState().loading.more).toBe(1)
    await more
    const afterMore = selectListing(store.getState())
    expect(afterMore.offset).toBe(50)
    expect(afterMore.cards.slice(0, afterFirst.cards.length)).toEqual(afterFirst.cards)
    expect(queryOf(searches()[1]!)).toMatchObject({
      offset: '50',
      limit: '50',
      tipo: '2',
      operation: '1',
    })
  })

  it('keeps only the answer of the latest search', async () => {
    const store = makeTestStore()
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(SEARCH, async ({ request }) => {
        if (new URL(request.url).searchParams.get('tipo') === '3') await held
        return undefined
      }),
    )
    const older = store.dispatch(listingSearched({ filters: { ...filters, type: [3] }, offset: 0 }))
    const newer = store.dispatch(listingSearched({ filters, offset: 0 }))
    await newer
    release()
    await older
    const listing = selectListing(store.getState())
    // Not vacuous: the answer holds flats, and only flats.
    expect(listing.cards.length).toBeGreaterThan(0)
    expect(listing.cards.every((card) => card.type === 'Departamento')).toBe(true)
  })

  it('says in Spanish that the search failed, and keeps what it had', async () => {
    const store = makeTestStore()
    await store.dispatch(listingSearched({ filters, offset: 0 }))
    const before = selectListing(store.getState()).cards
    server.use(http.get(SEARCH, () => HttpResponse.json({ error: 'down' }, { status: 503 })))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await store.dispatch(listingSearched({ filters, offset: 50 }))
    expect(spy).toHaveBeenCalled()
    spy.mockRestore()
    const listing = selectListing(store.getState())
    expect(listing.status).toBe('failed')
    expect(listing.error).toBe(
      'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
    )
    expect(listing.cards).toEqual(before)
    expect(store.getState().loading.more).toBe(0)
  })

  it('does not report a search cancelled by a newer one', async () => {
    const store = makeTestStore()
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const search = store.dispatch(listingSearched({ filters, offset: 0 }))
    search.abort()
    await search
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
    expect(selectListing(store.getState()).status).not.toBe('failed')
  })
})

describe('featured refresh', () => {
  it('asks for featured properties only and keeps them as cards', async () => {
    const store = makeTestStore()
    await store.dispatch(featuredRequested(8))
    expect(queryOf(searches()[0]!)).toEqual({ destacados: 'true', limit: '8', offset: '0' })
    const { cards, status } = store.getState().properties!.featured
    expect(status).toBe('succeeded')
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.every((card) => card.featured)).toBe(true)
    expect(demoData().properties.length).toBeGreaterThan(cards.length)
  })

  it('keeps why the featured could not be refreshed, raising the featured flag meanwhile', async () => {
    server.use(http.get(SEARCH, () => HttpResponse.error(), { once: true }))
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = makeTestStore()
    const request = store.dispatch(featuredRequested(8))
    expect(store.getState().loading.featured).toBe(1)
    await request
    spy.mockRestore()
    expect(store.getState().loading.featured).toBe(0)
    // The proxy was out of reach from the site's server, not the visitor's connection.
    expect(store.getState().properties!.featured).toEqual({
      cards: [],
      status: 'failed',
      error: 'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
    })
  })
})

describe('propertiesSlice: the listing', () => {
  it('shows the build page as the listing, so "Ver más" continues from it', async () => {
    const store = makeTestStore()
    const venta = builtSalePage()
    store.dispatch(staticResultsShown(venta))
    expect(selectListing(store.getState())).toMatchObject({
      cards: venta.cards,
      total: venta.total,
      positions: venta.positions,
      offset: 0,
      status: 'succeeded',
    })
    await store.dispatch(listingSearched({ filters: sale, offset: 50 }))
    expect(queryOf(searches()[0]!)).toMatchObject({ offset: '50', limit: '50' })
    const listing = selectListing(store.getState())
    expect(listing.cards[0]).toBe(venta.cards[0])
    expect(listing.cards).toHaveLength(venta.cards.length + 50)
    expect(listing.offset).toBe(50)
    // The demo's sold units are all among its newest: the build's count was exact already.
    expect(listing.total).toBe(venta.total)
  })

  it('replaces the results with a new search from offset 0', async () => {
    const store = makeTestStore()
    const venta = builtSalePage()
    store.dispatch(staticResultsShown(venta))
    await store.dispatch(listingSearched({ filters: { ...sale, type: [2] }, offset: 0 }))
    const listing = selectListing(store.getState())
    // Not vacuous: the answer holds flats, and only flats.
    expect(listing.cards.length).toBeGreaterThan(0)
    expect(listing.cards.every((card) => card.type === 'Departamento')).toBe(true)
    expect(listing.total).toBeLessThan(venta.total)
    expect(listing.cards[0]).not.toBe(venta.cards[0])
  })

  it('takes no answer of a search started before the build page was shown again', async () => {
    const store = makeTestStore()
    const search = store.dispatch(listingSearched({ filters: { ...sale, type: [2] }, offset: 0 }))
    store.dispatch(staticResultsShown(builtPage))
    await search
    expect(selectListing(store.getState()).cards).toEqual(built)
  })

  it('asks for what the filters need: the build page, one live search, or what it holds', async () => {
    const store = makeTestStore()
    expect(store.dispatch(listingShown(1, builtPage))).toBe('static')
    expect(selectListing(store.getState()).cards).toEqual(built)
    expect(store.dispatch(listingShown(1, builtPage))).toBe('kept')

    store.dispatch(filtersLoaded({ ...sale, type: [2] }))
    // Other filters: the build page no longer answers them.
    expect(selectListing(store.getState())).toMatchObject({ cards: [], status: 'idle', offset: 0 })
    const search = store.dispatch(listingShown(1, builtPage))
    // Asked again while its search runs (a second render), it sends nothing more.
    expect(store.dispatch(listingShown(1, builtPage))).toBe('kept')
    expect(typeof search).toBe('object')
    await search
    expect(searches()).toHaveLength(1)
    expect(queryOf(searches()[0]!)).toMatchObject({ tipo: '2', offset: '0' })
    expect(store.dispatch(listingShown(1, builtPage))).toBe('kept')
    expect(searches()).toHaveLength(1)
  })

  it('drops what it holds when the filters change, and any late answer with it', async () => {
    const store = makeTestStore()
    store.dispatch(filtersLoaded({ ...sale, type: [2] }))
    const search = store.dispatch(listingSearched({ filters: { ...sale, type: [2] }, offset: 0 }))
    store.dispatch(filtersLoaded({ ...sale, type: [3] }))
    await search
    expect(selectListing(store.getState())).toMatchObject({ cards: [], status: 'idle' })
  })

  it('pages on from where it is with "Ver más", and retries from where it stopped', async () => {
    const store = makeTestStore()
    store.dispatch(filtersLoaded({ ...sale, type: [2] }))
    await store.dispatch(listingSearched({ filters: { ...sale, type: [2] }, offset: 0 }))
    await store.dispatch(moreResultsRequested(1))
    expect(selectListing(store.getState()).offset).toBe(50)
    await store.dispatch(listingRetried(1))
    expect(searches().map((request) => queryOf(request).offset)).toEqual(['0', '50', '50'])
  })
})

describe('propertiesSlice: paging past sold units', () => {
  const LISTING = `${SITE_ORIGIN}/api/properties`
  /**
   * The site's listing endpoint for one search of `positions` rows, `offered` of them on offer:
   * `pages` gives, by offset, how many rows the page has and how many of them are sold.
   */
  function siteAnswering(
    positions: number,
    offered: number,
    pages: Record<number, [rows: number, sold: number]>,
  ) {
    let id = 9000
    server.use(
      http.get(LISTING, ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('desde') ?? 0)
        const [rows, sold] = pages[offset] ?? [0, 0]
        const items = Array.from({ length: rows - sold }, () => makeProperty({ id: id-- }))
        return HttpResponse.json({
          items,
          total: positions,
          offset,
          limit: 50,
          withheld: sold,
          offered,
        })
      }),
    )
  }
  const listing = (store: ReturnType<typeof makeTestStore>) => selectListing(store.getState())
  const view = (store: ReturnType<typeof makeTestStore>) => {
    const { cards, total, positions, offset } = listing(store)
    return {
      cards: cards.length,
      total,
      positions,
      offset,
      more: hasMorePositions(listing(store)),
    }
  }

  it("counts a live search as the server's count on offer from its first page", async () => {
    siteAnswering(120, 103, { 0: [50, 5], 50: [50, 10], 100: [20, 2] })
    const store = makeTestStore()
    store.dispatch(filtersLoaded(filters))
    await store.dispatch(listingSearched({ filters, offset: 0 }))
    // Sold units further on are not read yet, and are not counted.
    expect(view(store)).toEqual({ cards: 45, total: 103, positions: 120, offset: 0, more: true })
    await store.dispatch(moreResultsRequested(1))
    expect(view(store)).toEqual({ cards: 85, total: 103, positions: 120, offset: 50, more: true })
    await store.dispatch(moreResultsRequested(1))
    // The last page: every position read, every card counted, and "Ver más" ends.
    expect(view(store)).toEqual({
      cards: 103,
      total: 103,
      positions: 120,
      offset: 100,
      more: false,
    })
    expect(new Set(listing(store).cards.map((card) => card.id)).size).toBe(103)
  })

  it('continues the build page live, with the count as it is now', async () => {
    const store = makeTestStore()
    // The build: 120 positions, 3 of its first 50 and 7 after them sold.
    const cards = Array.from({ length: 47 }, (_, index) =>
      toPropertyCard(makeProperty({ id: 20_000 - index })),
    )
    store.dispatch(staticResultsShown({ cards, total: 110, positions: 120 }))
    expect(view(store)).toEqual({ cards: 47, total: 110, positions: 120, offset: 0, more: true })
    // Live, one more was sold since the build (4 + 4 after the first 50).
    siteAnswering(120, 109, { 50: [50, 4], 100: [20, 4] })
    await store.dispatch(moreResultsRequested(1))
    expect(view(store)).toEqual({ cards: 93, total: 109, positions: 120, offset: 50, more: true })
    await store.dispatch(moreResultsRequested(1))
    expect(view(store)).toEqual({
      cards: 109,
      total: 109,
      positions: 120,
      offset: 100,
      more: false,
    })
  })

  it('reads past a page of sold units alone instead of showing nothing', async () => {
    siteAnswering(200, 97, { 0: [50, 2], 50: [50, 50], 100: [50, 50], 150: [50, 1] })
    const store = makeTestStore()
    store.dispatch(filtersLoaded(filters))
    await store.dispatch(listingSearched({ filters, offset: 0 }))
    await store.dispatch(moreResultsRequested(1))
    expect(siteRequests.map((request) => request.url.searchParams.get('desde'))).toEqual([
      null,
      '50',
      '100',
      '150',
    ])
    expect(view(store)).toEqual({
      cards: 97,
      total: 97,
      positions: 200,
      offset: 150,
      more: false,
    })
    expect(store.getState().loading.more).toBe(0)
  })

  it('has no "Ver más" for a search of 50 positions or fewer, sold ones included', async () => {
    siteAnswering(50, 0, { 0: [50, 50] })
    const store = makeTestStore()
    store.dispatch(filtersLoaded(filters))
    await store.dispatch(listingSearched({ filters, offset: 0 }))
    expect(view(store)).toEqual({
      cards: 0,
      total: 0,
      positions: 50,
      offset: 0,
      more: false,
    })
  })
})
