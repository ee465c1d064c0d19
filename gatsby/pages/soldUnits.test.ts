/**
 * What the page families make of a catalogue with sold or rented units (status 4): every one
 * keeps its own page, none is offered in a listing, on the home, among similar properties or in
 * the menu's counts, and a listing's first page still ends where "Ver más" starts.
 */
import type { Actions } from 'gatsby'
import { makePrice, makeProperty, makeSettings } from '../../__tests__/support/factories'
import { TEST_SITE_URL } from '../../__tests__/support/siteQuery'
import { toPropertyCard } from '../../src/domain/listing/cards'
import { LOAD_MORE_STEP } from '../../src/domain/listing/search'
import type { Operation, Property } from '../../src/domain/types'
import type {
  HomeContext,
  ListingContext,
  PropertyContext,
  ResultsPageContext,
  WithdrawnPropertyContext,
} from '../../src/domain/contracts/pageContexts'
import { catalogueSummary } from '../sourceNodes'
import { homePage } from './home'
import { listingPages } from './listings'
import { propertyPages } from './properties'
import type { PageFamily, PagesCatalogue } from './shared'
import { withdrawnPages } from './withdrawn'

const NORDELTA = {
  ...makeProperty().location,
  id: 99001,
  name: 'Nordelta',
  neighborhood: 'Nordelta',
  full_name: 'Nordelta, Tigre',
}
const sale: Operation[] = [{ operation_id: 1, operation_type: 'Venta', prices: [makePrice()] }]
const rent: Operation[] = [
  {
    operation_id: 2,
    operation_type: 'Alquiler',
    prices: [makePrice({ price: 900_000, currency: 'ARS' })],
  },
]

/** 60 properties for sale, newest first; positions 1, 3 and 55 sold, 3 the only one in Nordelta. */
const forSale = Array.from({ length: 60 }, (_, index) =>
  makeProperty({
    id: 5000 - index,
    operations: sale,
    status: [1, 3, 55].includes(index) ? 4 : index === 7 ? 3 : 2,
    ...(index === 3 ? { location: NORDELTA, type: { id: 7, name: 'Casa quinta' } } : {}),
  }),
)
/** Two rentals, the newer one starred and rented already. */
const forRent = [
  makeProperty({ id: 6001, operations: rent, status: 4, is_starred_on_web: true }),
  makeProperty({ id: 6000, operations: rent, is_starred_on_web: true }),
]
const properties: Property[] = [...forRent, ...forSale]
const sold = new Set(properties.filter((property) => property.status === 4).map(({ id }) => id))

const catalogue: PagesCatalogue = {
  settings: makeSettings(),
  properties,
  developments: [],
  news: [],
  newsPictures: new Map(),
  siteUrl: TEST_SITE_URL,
}

/** Every page a family creates, by path. */
function pagesOf<Context>(family: PageFamily): Map<string, Context> {
  const pages = new Map<string, Context>()
  const createPage = ((page: { path: string; context: Context }) => {
    pages.set(page.path, page.context)
  }) as Actions['createPage']
  family(catalogue, createPage)
  return pages
}

describe('a listing page with sold units', () => {
  const venta = pagesOf<ListingContext>(listingPages).get('/venta')!

  it('lists the first 50 positions less the sold ones, so page two (offset 50) repeats none', () => {
    const firstPositions = forSale.slice(0, LOAD_MORE_STEP)
    expect(venta.cards.map((card) => card.id)).toEqual(
      firstPositions.filter((property) => !sold.has(property.id)).map(({ id }) => id),
    )
    expect(venta.cards).toHaveLength(LOAD_MORE_STEP - 2)
    // Taking the sold ones out first and 50 after would reach into page two.
    const pageTwo = new Set(forSale.slice(LOAD_MORE_STEP).map(({ id }) => id))
    expect(venta.cards.filter((card) => pageTwo.has(card.id))).toEqual([])
  })

  it('counts only what is on offer, a reserved one included, and knows its positions', () => {
    expect(venta.total).toBe(57)
    expect(venta.positions).toBe(60)
    expect(venta.cards.map((card) => card.id)).toContain(forSale[7]!.id)
  })

  it('offers no filter option that only a sold unit has', () => {
    expect(venta.locations.map((option) => option.name)).toEqual(['Palermo'])
    expect(venta.locations[0]!.count).toBe(57)
    expect(venta.types.map((option) => option.name)).toEqual(['Departamento'])
  })

  it('says a rental listing has one on offer when its other one is rented', () => {
    const alquiler = pagesOf<ListingContext>(listingPages).get('/alquiler')!
    expect(alquiler.cards.map((card) => card.id)).toEqual([6000])
    expect({ total: alquiler.total, positions: alquiler.positions }).toEqual({
      total: 1,
      positions: 2,
    })
  })
})

describe('the built pages of results past the first 50', () => {
  const pages = pagesOf<ResultsPageContext>(listingPages)

  it('holds positions 50 on less the sold ones, where "Ver más" goes on', () => {
    const two = pages.get('/venta/pagina/2')!
    expect(two.cards.map((card) => card.id)).toEqual(
      forSale
        .slice(LOAD_MORE_STEP)
        .filter((property) => !sold.has(property.id))
        .map(({ id }) => id),
    )
    expect(two).toMatchObject({ page: 2, pageCount: 2, total: 57, operationId: 1 })
  })

  it('makes none for a listing of 50 positions or fewer', () => {
    expect([...pages.keys()].filter((path) => path.includes('/pagina/'))).toEqual([
      '/venta/pagina/2',
    ])
  })
})

describe('the home with sold units', () => {
  const home = pagesOf<HomeContext>(homePage).get('/')!

  it('features, counts and suggests only what is on offer', () => {
    expect(home.featured.map((card) => card.id)).not.toContain(6001)
    expect(home.featured[0]!.id).toBe(6000)
    expect(home.featured.every((card) => !sold.has(card.id))).toBe(true)
    expect(home.counts).toEqual({ venta: 57, alquiler: 1, temporario: 0 })
    expect(home.locations.map((option) => option.name)).toEqual(['Palermo'])
    expect(home.types.map((option) => option.name)).toEqual(['Departamento'])
  })

  it('gives the menu the same counts', () => {
    expect(catalogueSummary(catalogue)).toEqual({
      counts: { venta: 57, alquiler: 1, temporario: 0 },
      developments: 0,
      news: 0,
    })
  })
})

describe('property pages with sold units', () => {
  const pages = pagesOf<PropertyContext>(propertyPages)

  it('keeps a page for every property and operation, a sold one included', () => {
    expect(pages.size).toBe(properties.length)
    const ids = [...pages.values()].map((context) => context.property.id)
    for (const id of sold) expect(ids).toContain(id)
  })

  it('never suggests a sold one as similar, on its own page or another', () => {
    const related = [...pages.values()].flatMap((context) => context.related)
    expect(related.length).toBeGreaterThan(0)
    expect(related.filter((card) => sold.has(card.id))).toEqual([])
    // The newest for sale, in Palermo: without the rule its neighbour at position 1 would be.
    const newest = [...pages.values()].find((context) => context.property.id === forSale[0]!.id)!
    expect(newest.related.map((card) => card.id)).toEqual([4998, 4996, 4995])
  })

  it('never suggests a sold one on a withdrawn listing’s page', () => {
    const gone = makeProperty({ id: 9999, operations: sale })
    const card = toPropertyCard(gone, 1)
    const family = withdrawnPages([
      {
        id: gone.id,
        operation_id: 1,
        path: card.path,
        card,
        location_id: gone.location.id,
        type_id: gone.type.id,
        withdrawn_at: '2026-11-12T15:00:00.000Z',
      },
    ])
    const page = pagesOf<WithdrawnPropertyContext>(family).get(card.path)!
    expect(page.related.map((related) => related.id)).toEqual([5000, 4998, 4996])
  })
})
