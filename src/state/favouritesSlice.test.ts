import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../__tests__/support/msw'
import { makeTestStore } from '../../__tests__/support/render'
import { demoData, serviceHandlers, TEST_CONFIG } from '../../__tests__/support/services'
import favourites, {
  favouriteAdded,
  favouritesAdded,
  favouriteRecordsRequested,
  favouriteRemoved,
  favouritesCleared,
  favouritesRestored,
  initialFavouritesState,
  selectFavouriteCount,
  selectFavouriteRecords,
  selectFavourites,
  selectFavouritesRestored,
  selectIsFavourite,
  type FavouritesState,
} from './favouritesSlice'
import { FAVOURITES_STORAGE_KEY } from './favouritesStorage'

const { server } = setupMswServer(...serviceHandlers())

/** Ids of published demo properties (the emulator answers them), and one it does not know. */
const [FOUND, FAILING] = demoData()
  .properties.slice(0, 2)
  .map((property) => Number(property.id))
const UNKNOWN = 999_999_999

const withEntries = (ids: number[]): FavouritesState => ({
  ...initialFavouritesState,
  entries: ids.map((id) => ({ id, operation: 1 })),
})

describe('favourites reducer', () => {
  it('appends a new favourite with the operation it was saved from', () => {
    const state = favourites(initialFavouritesState, favouriteAdded({ id: 7, operation: 2 }))
    expect(state.entries).toEqual([{ id: 7, operation: 2 }])
  })

  it('first removes an entry with the same id, then appends it (spec §4)', () => {
    const state = favourites(withEntries([1, 2, 3]), favouriteAdded({ id: 1, operation: 3 }))
    expect(state.entries).toEqual([
      { id: 2, operation: 1 },
      { id: 3, operation: 1 },
      { id: 1, operation: 3 },
    ])
  })

  it('saves a shared selection at once: only the ones not saved yet, as one change', () => {
    const state = favourites(
      withEntries([2]),
      favouritesAdded([
        { id: 5, operation: null },
        { id: 2, operation: null },
        { id: 5, operation: 1 },
        { id: 9, operation: null },
      ]),
    )
    expect(state.entries).toEqual([
      { id: 2, operation: 1 },
      { id: 5, operation: null },
      { id: 9, operation: null },
    ])
    expect(state.lastChange).toEqual({ kind: 'addedSeveral', count: 3, seq: 1 })
    const again = favourites(state, favouritesAdded([{ id: 9, operation: null }]))
    expect(again).toBe(state)
  })

  it('removes one favourite and forgets its record', () => {
    const before: FavouritesState = {
      ...withEntries([1, 2]),
      records: { 1: { status: 'missing' }, 2: { status: 'missing' } },
    }
    const state = favourites(before, favouriteRemoved(1))
    expect(state.entries).toEqual([{ id: 2, operation: 1 }])
    expect(state.records).toEqual({ 2: { status: 'missing' } })
    expect(favourites(state, favouriteRemoved(99)).entries).toEqual(state.entries)
  })

  it('clears every favourite and record', () => {
    const before = { ...withEntries([1, 2]), records: { 1: { status: 'missing' as const } } }
    const state = favourites(before, favouritesCleared())
    expect(state.entries).toEqual([])
    expect(state.records).toEqual({})
  })

  it('replaces the list with the restored one and notes that storage was read', () => {
    expect(initialFavouritesState.restored).toBe(false)
    const state = favourites(withEntries([1]), favouritesRestored([{ id: 5, operation: null }]))
    expect(state.entries).toEqual([{ id: 5, operation: null }])
    expect(state.restored).toBe(true)
  })

  it('numbers each change of the visitor with the count it left, but not a restored list', () => {
    let state = favourites(initialFavouritesState, favouriteAdded({ id: 1, operation: 1 }))
    expect(state.lastChange).toEqual({ kind: 'added', count: 1, seq: 1 })
    state = favourites(state, favouriteAdded({ id: 2, operation: 2 }))
    state = favourites(state, favouriteRemoved(1))
    expect(state.lastChange).toEqual({ kind: 'removed', count: 1, seq: 3 })
    state = favourites(state, favouritesRestored([{ id: 7, operation: null }]))
    expect(state.lastChange).toEqual({ kind: 'removed', count: 1, seq: 3 })
    state = favourites(state, favouritesCleared())
    expect(state.lastChange).toEqual({ kind: 'cleared', count: 0, seq: 4 })
  })
})

describe('favourites selectors', () => {
  it('read the list, its size, membership, records and whether storage was read', () => {
    const store = makeTestStore({ favourites: withEntries([4, 9]) })
    const state = store.getState()
    expect(selectFavourites(state).map((entry) => entry.id)).toEqual([4, 9])
    expect(selectFavouriteCount(state)).toBe(2)
    expect(selectIsFavourite(state, 9)).toBe(true)
    expect(selectIsFavourite(state, 5)).toBe(false)
    expect(selectFavouriteRecords(state)).toEqual({})
    expect(selectFavouritesRestored(state)).toBe(false)
  })
})

describe('favourites in the store', () => {
  beforeEach(() => window.localStorage.clear())

  it('stores every change the visitor makes, for the next page and visit', () => {
    const store = makeTestStore()
    store.dispatch(favouriteAdded({ id: 1, operation: 1 }))
    store.dispatch(favouriteAdded({ id: 2, operation: 2 }))
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '')).toEqual([
      { id: 1, operation: 1 },
      { id: 2, operation: 2 },
    ])
    store.dispatch(favouriteRemoved(1))
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '')).toEqual([
      { id: 2, operation: 2 },
    ])
    store.dispatch(favouritesCleared())
    expect(window.localStorage.getItem(FAVOURITES_STORAGE_KEY)).toBe('[]')
  })

  it('does not write back a list it restored', () => {
    const store = makeTestStore()
    store.dispatch(favouritesRestored([{ id: 3, operation: 1 }]))
    expect(window.localStorage.getItem(FAVOURITES_STORAGE_KEY)).toBeNull()
  })
})

describe('favouriteRecordsRequested', () => {
  it('fetches each record live, marks 404s missing and failures failed, and lowers its flag', async () => {
    server.use(
      http.get(
        `${TEST_CONFIG.proxyUrl}/api/v1/tokko/properties/${FAILING}`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    )
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = makeTestStore({ favourites: withEntries([FOUND!, UNKNOWN, FAILING!]) })
    const request = store.dispatch(favouriteRecordsRequested([FOUND!, UNKNOWN, FAILING!]))
    expect(store.getState().favourites.records[FOUND!]).toEqual({ status: 'loading' })
    await request
    const records = store.getState().favourites.records
    expect(records[FOUND!]).toMatchObject({ status: 'found', property: { id: FOUND! } })
    expect(records[UNKNOWN]).toEqual({ status: 'missing' })
    expect(records[FAILING!]).toMatchObject({ status: 'failed', message: /Probá de nuevo/ })
    expect(store.getState().loading.fullProperties).toBe(0)
    // A failure is logged (spec §8), by the site's server and by the page; a property that no
    // longer exists is not a fault.
    expect(logged).toHaveBeenCalledTimes(2)
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`favoritos: la propiedad ${FAILING} no se pudo cargar`)),
      expect.anything(),
    )
    logged.mockRestore()
  })

  it('keeps a favourite removed while its record was on the way removed', async () => {
    const id = FOUND!
    const store = makeTestStore({ favourites: withEntries([id]) })
    const request = store.dispatch(favouriteRecordsRequested([id]))
    store.dispatch(favouriteRemoved(id))
    await request
    expect(store.getState().favourites.records).toEqual({})
  })
})
