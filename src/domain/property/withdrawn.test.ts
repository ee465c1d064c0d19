import { makePhoto, makePrice, makeProperty } from '../../../__tests__/support/factories'
import type { Operation, Property } from '../types'
import {
  parsePublished,
  parseWithdrawn,
  publishedListings,
  serializeListings,
  withdrawnListings,
  type PublishedListing,
  type WithdrawnListing,
} from './withdrawn'

const sale: Operation = { operation_id: 1, operation_type: 'Venta', prices: [makePrice()] }
const rent: Operation = {
  operation_id: 2,
  operation_type: 'Alquiler',
  prices: [makePrice({ price: 900_000, currency: 'ARS' })],
}

function listed(id: number, operations: Operation[] = [sale]): Property {
  return makeProperty({ id, operations, fake_address: `Gorriti al ${id}` })
}

const NOW = new Date('2026-11-12T15:00:00.000Z')
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()
const keys = (listings: readonly PublishedListing[]) =>
  listings.map((listing) => `${listing.id}:${listing.operation_id}`)

/** What the last build published and kept for these properties, withdrawn at the given days. */
function lastBuild(properties: Property[], withdrawnDaysAgo: Record<string, number> = {}) {
  const all = publishedListings(properties)
  const withdrawn: WithdrawnListing[] = all
    .filter((listing) => `${listing.id}:${listing.operation_id}` in withdrawnDaysAgo)
    .map((listing) => ({
      ...listing,
      withdrawn_at: daysBefore(withdrawnDaysAgo[`${listing.id}:${listing.operation_id}`]!),
    }))
  const published = all.filter((listing) => !withdrawn.some((w) => w.path === listing.path))
  return { published, withdrawn }
}

describe('publishedListings', () => {
  it('keeps one card per property and operation, with the cover photo alone', () => {
    const property = makeProperty({
      operations: [sale, rent],
      photos: [
        makePhoto({ image: 'https://cdn.example/1.jpg' }),
        makePhoto({ image: 'https://cdn.example/2.jpg', is_front_cover: true }),
        makePhoto({ image: 'https://cdn.example/3.jpg' }),
      ],
    })
    const [forSale, forRent] = publishedListings([property])
    expect(forSale).toMatchObject({
      id: 7104123,
      operation_id: 1,
      path: '/propiedad/venta/gorriti-al-4300/7104123',
      location_id: 24728,
      type_id: 2,
    })
    expect(forSale!.card).toMatchObject({ price: 'USD 185K', operation: 'Venta' })
    expect(forSale!.card.photos.map((photo) => photo.image)).toEqual(['https://cdn.example/2.jpg'])
    expect(forRent).toMatchObject({
      operation_id: 2,
      path: '/propiedad/alquiler/gorriti-al-4300/7104123',
    })
    expect(forRent!.card).toMatchObject({ price: 'ARS 900K', operation: 'Alquiler' })
    expect(forRent!.card).not.toHaveProperty('description')
  })
})

describe('withdrawnListings', () => {
  it('withdraws today a listing the last build published that the catalogue lacks', () => {
    const { published, withdrawn } = lastBuild([listed(1), listed(2), listed(3)])
    const result = withdrawnListings({
      published,
      withdrawn,
      current: [listed(1), listed(3)],
      now: NOW,
      keepDays: 90,
    })
    expect(result).toEqual([{ ...published[1], withdrawn_at: '2026-11-12T15:00:00.000Z' }])
    expect(result[0]!.path).toBe('/propiedad/venta/gorriti-al-2/2')
  })

  it('keeps an earlier one with its own date while it is younger than the days kept', () => {
    // Property 2 left 89 days ago, 3 exactly 90 days ago, 4 a hundred days ago.
    const { published, withdrawn } = lastBuild([listed(1), listed(2), listed(3), listed(4)], {
      '2:1': 89,
      '3:1': 90,
      '4:1': 100,
    })
    const result = withdrawnListings({
      published,
      withdrawn,
      current: [listed(1)],
      now: NOW,
      keepDays: 90,
    })
    expect(keys(result)).toEqual(['2:1'])
    expect(result[0]!.withdrawn_at).toBe(daysBefore(89))
  })

  it('drops a property that came back', () => {
    const { published, withdrawn } = lastBuild([listed(1), listed(2)], { '2:1': 10 })
    expect(
      withdrawnListings({
        published,
        withdrawn,
        current: [listed(1), listed(2)],
        now: NOW,
        keepDays: 90,
      }),
    ).toEqual([])
  })

  it('withdraws the page of an operation a present property no longer has', () => {
    const { published, withdrawn } = lastBuild([listed(1, [sale, rent])])
    const result = withdrawnListings({
      published,
      withdrawn,
      current: [listed(1, [sale])],
      now: NOW,
      keepDays: 90,
    })
    expect(keys(result)).toEqual(['1:2'])
    expect(result[0]!.path).toBe('/propiedad/alquiler/gorriti-al-1/1')
  })

  it('keeps the page of an operation that did not come back with its property', () => {
    const { published, withdrawn } = lastBuild([listed(1), listed(2, [sale, rent])], {
      '2:1': 5,
      '2:2': 5,
    })
    const result = withdrawnListings({
      published,
      withdrawn,
      current: [listed(1), listed(2, [rent])],
      now: NOW,
      keepDays: 90,
    })
    expect(keys(result)).toEqual(['2:1'])
  })

  it('keeps nothing with 0 days, not even what left now', () => {
    const { published, withdrawn } = lastBuild([listed(1), listed(2), listed(3)], { '3:1': 0.5 })
    expect(
      withdrawnListings({ published, withdrawn, current: [listed(1)], now: NOW, keepDays: 0 }),
    ).toEqual([])
  })

  it('carries the list from build to build until each page expires', () => {
    let state = lastBuild([listed(1), listed(2), listed(3)])
    const build = (current: Property[], now: Date) => {
      const withdrawn = withdrawnListings({ ...state, current, now, keepDays: 90 })
      state = { published: publishedListings(current), withdrawn }
      return keys(withdrawn)
    }
    const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000)
    expect(build([listed(1), listed(3)], day(0))).toEqual(['2:1'])
    expect(build([listed(1)], day(30))).toEqual(['2:1', '3:1'])
    expect(build([listed(1)], day(89))).toEqual(['2:1', '3:1'])
    expect(build([listed(1)], day(90))).toEqual(['3:1'])
    expect(build([listed(1), listed(3)], day(100))).toEqual([])
    expect(build([listed(1)], day(101))).toEqual(['3:1'])
    expect(state.withdrawn[0]!.withdrawn_at).toBe(day(101).toISOString())
  })

  it('handles 5,000 properties quickly and keeps a state of a few megabytes', () => {
    const photos = [0, 1, 2, 3, 4].map((index) =>
      makePhoto({
        image: `https://static.tokkobroker.com/pictures/7104123_${index}_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg`,
        description: 'Living comedor con balcón',
      }),
    )
    const catalogue = Array.from({ length: 5_000 }, (_, index) =>
      makeProperty({
        id: 7_000_000 + index,
        operations: index % 5 === 0 ? [sale, rent] : [sale],
        photos,
        description: 'Una descripción larga. '.repeat(200),
      }),
    )
    const started = performance.now()
    const published = publishedListings(catalogue)
    const text = serializeListings(published)
    const withdrawn = withdrawnListings({
      published: parsePublished(text).listings,
      withdrawn: [],
      current: catalogue.slice(1_000),
      now: NOW,
      keepDays: 90,
    })
    const elapsed = performance.now() - started
    expect(published).toHaveLength(6_000)
    expect(withdrawn).toHaveLength(1_200)
    // About 1 KB a listing with photo addresses as long as Tokko's.
    expect(text.length).toBeLessThan(8_000_000)
    expect(elapsed).toBeLessThan(2_000)
  })
})

describe('parsePublished and parseWithdrawn', () => {
  const [listing] = publishedListings([listed(1)])
  const withdrawnOne: WithdrawnListing = { ...listing!, withdrawn_at: daysBefore(3) }

  it('read back what serializeListings wrote', () => {
    expect(parsePublished(serializeListings([listing!]))).toEqual({
      listings: [listing],
      problem: null,
    })
    expect(parseWithdrawn(serializeListings([withdrawnOne]))).toEqual({
      listings: [withdrawnOne],
      problem: null,
    })
  })

  it('read a cut, foreign or other-version file as empty, saying why', () => {
    const text = serializeListings([listing!])
    expect(parsePublished(text.slice(0, 40))).toEqual({
      listings: [],
      problem: 'no es JSON válido (¿un archivo cortado?)',
    })
    expect(parsePublished('[1, 2]').problem).toBe('no tiene la forma esperada')
    expect(parsePublished(text.replace('"version":1', '"version":7'))).toEqual({
      listings: [],
      problem: 'es de otra versión (7)',
    })
  })

  it('skip the records they cannot use and count them', () => {
    const text = JSON.stringify({
      version: 1,
      listings: [
        withdrawnOne,
        { ...withdrawnOne, withdrawn_at: 'ayer' },
        { ...withdrawnOne, operation_id: 9 },
        { ...withdrawnOne, card: { title: 'sin precio' } },
      ],
    })
    expect(parseWithdrawn(text)).toEqual({
      listings: [withdrawnOne],
      problem: '3 de 4 registros ilegibles',
    })
    // A listing without the day it left is no withdrawn one.
    expect(parseWithdrawn(serializeListings([listing!])).listings).toEqual([])
  })

  it('move a page kept under an older page-path rule to where its links go now', () => {
    const oldPath = '/propiedad/venta/gorriti-%231-100%25/1'
    const kept = { ...withdrawnOne, path: oldPath, card: { ...withdrawnOne.card, path: oldPath } }
    const [read] = parseWithdrawn(serializeListings([kept])).listings
    expect(read?.path).toBe('/propiedad/venta/gorriti-1-100/1')
    expect(read?.card.path).toBe('/propiedad/venta/gorriti-1-100/1')
    // What this rule wrote reads back as it is.
    expect(parseWithdrawn(serializeListings([withdrawnOne])).listings).toEqual([withdrawnOne])
    const emptied = { ...withdrawnOne, path: '/propiedad/venta/%3F%3F/1' }
    expect(parseWithdrawn(serializeListings([emptied]))).toEqual({
      listings: [],
      problem: '1 de 1 registros ilegibles',
    })
  })
})
