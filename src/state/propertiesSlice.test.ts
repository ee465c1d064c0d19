import { http, HttpResponse } from 'msw'
import { queryOf, setupMswServer } from '../../__tests__/support/msw'
import { makeTestStore } from '../../__tests__/support/render'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import { makeProperty } from '../../__tests__/support/factories'
import { toPropertyCard } from '../domain/cards'
import { defaultSearchFilters } from '../domain/search'
import { filtersLoaded } from './filtersSlice'
import {
  featuredRequested,
  listingRetried,
  listingSearched,
  listingShown,
  moreResultsRequested,
  selectListing,
  staticResultsShown,
} from './propertiesSlice'

const { server, requests } = setupMswServer(...serviceHandlers())
const SEARCH = `${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/search`
const filters = { ...defaultSearchFilters(1), type: [2] }
const sale = defaultSearchFilters(1)
const built = [toPropertyCard(makeProperty({ id: 1 }))]
const searches = () => requests.filter((request) => request.url.href.startsWith(SEARCH))

describe('listing search', () => {
  it('replaces the results on a new search and appends on "Ver más", raising the right flag', async () => {
    const store = makeTestStore()
    const first = store.dispatch(listingSearched({ filters, offset: 0 }))
    expect(store.getState().loading.properties).toBe(1)
    await first
    expect(store.getState().loading.properties).toBe(0)
    const afterFirst = selectListing(store.getState())
    expect(afterFirst.status).toBe('succeeded')
    expect(afterFirst.cards).toHaveLength(Math.min(50, afterFirst.total))

    const more = store.dispatch(listingSearched({ filters, offset: 50 }))
    expect(store.getState().loading.more).toBe(1)
    await more
    const afterMore = selectListing(store.getState())
    expect(afterMore.offset).toBe(50)
    expect(afterMore.cards.slice(0, afterFirst.cards.length)).toEqual(afterFirst.cards)
    expect(queryOf(requests[1]!)).toMatchObject({
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
    expect(queryOf(requests[0]!)).toEqual({ destacados: 'true', limit: '8', offset: '0' })
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
    store.dispatch(staticResultsShown({ cards: built, total: 126 }))
    expect(selectListing(store.getState())).toMatchObject({
      cards: built,
      total: 126,
      offset: 0,
      status: 'succeeded',
    })
    await store.dispatch(listingSearched({ filters: sale, offset: 50 }))
    expect(queryOf(requests[0]!)).toMatchObject({ offset: '50', limit: '50' })
    const listing = selectListing(store.getState())
    expect(listing.cards[0]).toBe(built[0])
    expect(listing.cards).toHaveLength(51)
    expect(listing.offset).toBe(50)
  })

  it('replaces the results with a new search from offset 0', async () => {
    const store = makeTestStore()
    store.dispatch(staticResultsShown({ cards: built, total: 126 }))
    await store.dispatch(listingSearched({ filters: { ...sale, type: [2] }, offset: 0 }))
    const listing = selectListing(store.getState())
    // Not vacuous: the answer holds flats, and only flats.
    expect(listing.cards.length).toBeGreaterThan(0)
    expect(listing.cards.every((card) => card.type === 'Departamento')).toBe(true)
    expect(listing.total).toBeLessThan(126)
  })

  it('takes no answer of a search started before the build page was shown again', async () => {
    const store = makeTestStore()
    const search = store.dispatch(listingSearched({ filters: { ...sale, type: [2] }, offset: 0 }))
    store.dispatch(staticResultsShown({ cards: built, total: 126 }))
    await search
    expect(selectListing(store.getState()).cards).toEqual(built)
  })

  it('asks for what the filters need: the build page, one live search, or what it holds', async () => {
    const store = makeTestStore()
    expect(store.dispatch(listingShown(1, { cards: built, total: 126 }))).toBe('static')
    expect(selectListing(store.getState()).cards).toEqual(built)
    expect(store.dispatch(listingShown(1, { cards: built, total: 126 }))).toBe('kept')

    store.dispatch(filtersLoaded({ ...sale, type: [2] }))
    // Other filters: the build page no longer answers them.
    expect(selectListing(store.getState())).toMatchObject({ cards: [], status: 'idle', offset: 0 })
    const search = store.dispatch(listingShown(1, { cards: built, total: 126 }))
    // Asked again while its search runs (a second render), it sends nothing more.
    expect(store.dispatch(listingShown(1, { cards: built, total: 126 }))).toBe('kept')
    expect(typeof search).toBe('object')
    await search
    expect(searches()).toHaveLength(1)
    expect(queryOf(searches()[0]!)).toMatchObject({ tipo: '2', offset: '0' })
    expect(store.dispatch(listingShown(1, { cards: built, total: 126 }))).toBe('kept')
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
