/** @jest-environment node */
/** The demo agency: deterministic, complete, realistically untidy, and fast to scale. */
import { DEFAULT_CLIENT_ID, DEMO_TOKKO_KEY } from '../../src/config'
import { generateDemo, type DemoData } from '.'

const demo = generateDemo()
const props = demo.properties
const num = (value: unknown) => Number(value)
const some = (test: (item: (typeof props)[number]) => boolean) => props.some(test)

describe('generateDemo', () => {
  it('gives the same agency on every run, and another one for another seed', () => {
    expect(generateDemo()).toEqual(demo)
    expect(generateDemo({ seed: 2 }).properties[0]).not.toEqual(props[0])
  })

  it('gives every property exactly the photos asked for, and nothing else changes', () => {
    for (const count of [0, 1, 30]) {
      const fixed = generateDemo({ photosPerListing: count })
      for (const item of fixed.properties) expect(item.photos).toHaveLength(count)
      const strip = (data: DemoData) => data.properties.map(({ photos: _, ...rest }) => rest)
      expect(strip(fixed)).toEqual(strip(demo))
    }
    const thirty = generateDemo({ photosPerListing: 30 }).properties[0]?.photos ?? []
    expect(new Set(thirty.map((photo) => photo.image)).size).toBe(30)
    expect(thirty.filter((photo) => photo.is_front_cover)).toEqual([thirty[0]])
    expect(() => generateDemo({ photosPerListing: 61 })).toThrow(RangeError)
  })

  it('has 180 properties across every operation, type and barrio', () => {
    expect(props).toHaveLength(180)
    const operations = (item: (typeof props)[number]) =>
      (item.operations ?? []).map((op) => op.operation_id)
    for (const id of [1, 2, 3]) expect(some((item) => operations(item).includes(id))).toBe(true)
    expect(some((item) => operations(item).includes(1) && operations(item).includes(2))).toBe(true)
    expect(new Set(props.map((item) => item.type?.id).filter(Boolean))).toEqual(
      new Set([1, 2, 3, 5, 7, 9, 10, 13]),
    )
    expect(new Set(props.map((item) => item.location?.id)).size).toBeGreaterThanOrEqual(12)
    expect(new Set(props.map((item) => item.id)).size).toBe(props.length)
  })

  it('has prices in USD and ARS, temporary-rent periods, featured and hidden prices', () => {
    const prices = props.flatMap((item) => (item.operations ?? []).flatMap((op) => op.prices ?? []))
    expect(new Set(prices.map((price) => price.currency))).toEqual(new Set(['USD', 'ARS']))
    const periods = props.flatMap((item) =>
      (item.operations ?? [])
        .filter((op) => op.operation_id === 3)
        .flatMap((op) => op.prices ?? []),
    )
    expect(periods.some((price) => num(price.period) > 0)).toBe(true)
    expect(some((item) => item.is_starred_on_web === true)).toBe(true)
    expect(some((item) => item.web_price === false)).toBe(true)
  })

  it('spans ages from -1 to 60 and measures land in hectares', () => {
    const ages = props.map((item) => num(item.age))
    expect(Math.min(...ages)).toBe(-1)
    expect(Math.max(...ages)).toBeLessThanOrEqual(60)
    expect(ages).toContain(0)
    expect(ages.some((age) => age > 40)).toBe(true)
    const hectares = props.filter((item) => item.surface_measurement === 'Ha')
    expect(new Set(hectares.map((item) => item.type?.id))).toEqual(new Set([1, 9]))
  })

  it('has videos, 360° tours, blueprints, files, three tag types, custom tags and agents', () => {
    const providers = new Set(
      props.flatMap((item) => (item.videos ?? []).map((video) => video.provider)),
    )
    for (const provider of ['youtube', 'vimeo']) expect(providers.has(provider)).toBe(true)
    expect(
      [...providers].filter((p) => p !== 'youtube' && p !== 'vimeo').length,
    ).toBeGreaterThanOrEqual(2)
    expect(some((item) => (item.photos ?? []).some((photo) => photo.is_blueprint === true))).toBe(
      true,
    )
    expect(some((item) => (item.files ?? []).length > 0)).toBe(true)
    const tagTypes = new Set(props.flatMap((item) => (item.tags ?? []).map((tag) => tag.type)))
    expect(tagTypes).toEqual(new Set([1, 2, 3]))
    expect(some((item) => (item.custom_tags ?? []).length > 0)).toBe(true)
    expect(new Set(props.map((item) => item.producer?.id).filter(Boolean)).size).toBe(
      demo.producers.length,
    )
  })

  it('includes the deliberately messy records', () => {
    expect(some((item) => typeof item.room_amount === 'string')).toBe(true)
    expect(some((item) => typeof item.expenses === 'string')).toBe(true)
    expect(some((item) => item.geo_lat === '')).toBe(true)
    expect(
      some(
        (item) =>
          /<script>/.test(item.rich_description ?? '') &&
          /onerror=/.test(item.rich_description ?? ''),
      ),
    ).toBe(true)
    expect(some((item) => item.photos?.length === 0)).toBe(true)
    expect(some((item) => (item.photos ?? []).findIndex((photo) => photo.is_front_cover) > 0)).toBe(
      true,
    )
    expect(some((item) => item.type === null)).toBe(true)
    expect(some((item) => !('producer' in item))).toBe(true)
  })

  it('has at least six developments in statuses 3, 4 and 6 with units on several floors', () => {
    expect(demo.developments.length).toBeGreaterThanOrEqual(6)
    expect(new Set(demo.developments.map((dev) => dev.construction_status))).toEqual(
      new Set([3, 4, 6]),
    )
    for (const development of demo.developments) {
      const units = props.filter((item) => item.development?.id === development.id)
      expect(units.length).toBeGreaterThan(1)
      const floors = new Set(units.map((unit) => demo.unitPlacements.get(num(unit.id))?.floor))
      expect(floors.size).toBeGreaterThan(1)
      for (const unit of units)
        expect(unit.real_address).toMatch(/^(PB - [A-D]|Piso \d+ - \d+[A-D]|Subsuelo 1 - C\d+)$/)
    }
    const towers = new Set(
      [...demo.unitPlacements.values()].map((placement) => placement.subdivision),
    )
    expect(towers).toEqual(new Set(['Torre A', 'Torre B', null]))
  })

  it('has developments whose units are available, reserved and sold (2, 3, 4) on several floors', () => {
    const complete = demo.developments.filter((development) => {
      const units = props.filter((item) => item.development?.id === development.id)
      const floors = new Set(units.map((unit) => demo.unitPlacements.get(num(unit.id))?.floor))
      return new Set(units.map((unit) => unit.status)).size === 3 && floors.size > 2
    })
    expect(complete.length).toBeGreaterThanOrEqual(2)
    // Only units are ever anything but available: other listings are plain publications.
    for (const item of props) if (!item.development) expect(item.status).toBe(2)
  })

  it('has at least ten news entries newest first, and settings for the client', () => {
    expect(demo.news.length).toBeGreaterThanOrEqual(10)
    const dates = demo.news.map((entry) => entry.date_published ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    expect(demo.settings).toEqual(
      expect.objectContaining({
        client_id: DEFAULT_CLIENT_ID,
        listing_source: 'tokko',
        keys: expect.objectContaining({ tokko: DEMO_TOKKO_KEY }),
      }),
    )
    expect(generateDemo({ listingSource: 'backend', properties: 10 }).settings.listing_source).toBe(
      'backend',
    )
  })

  it('builds absolute photo addresses from the public URL', () => {
    const custom = generateDemo({ properties: 5, publicUrl: 'http://example.test:9999/' })
    expect(custom.properties[0]?.photos?.[0]?.thumb).toMatch(
      /^http:\/\/example\.test:9999\/demo-media\/\w+\/\d+-0\/thumb\.jpg$/,
    )
  })

  it('scales to 2,000 properties quickly with the same shape', () => {
    const started = performance.now()
    const big: DemoData = generateDemo({ properties: 2000 })
    expect(performance.now() - started).toBeLessThan(1500)
    expect(big.properties).toHaveLength(2000)
    expect(big.developments.length).toBeGreaterThan(demo.developments.length)
    const keys = (item: object) => Object.keys(item).sort()
    const ordinary = big.properties.find(
      (item) => item.development === null && item.id !== undefined,
    )
    expect(keys(ordinary!)).toEqual(keys(props[0]!))
    expect(new Set(big.properties.map((item) => item.id)).size).toBe(2000)
  })

  it('refuses a count outside 0..20000', () => {
    expect(() => generateDemo({ properties: 20001 })).toThrow(RangeError)
    expect(() => generateDemo({ properties: 1.5 })).toThrow(RangeError)
    expect(generateDemo({ properties: 0 }).properties).toEqual([])
  })
})
