/**
 * The normalisers against the emulator's demo agency: every record in the Tokko shape, the same
 * records in the backend shape and in English, and the deliberately messy listings of
 * emulator/data/messy.ts.
 */
import {
  toBackendDevelopment,
  toBackendProperty,
  toBackendUnit,
} from '../../../emulator/core/backendShape'
import { localiseProperty } from '../../../emulator/core/localise'
import { generateDemo } from '../../../emulator/data'
import { isEmbeddable } from '../../domain/detail/embeds'
import { propertyPath } from '../../domain/site/urls'
import type { Development, Property } from '../../domain/types'
import type { TokkoProperty } from '../wireTypes'
import { normaliseBackendDevelopment, normaliseTokkoDevelopment } from './development'
import { normaliseList } from './list'
import { normaliseNewsEntry } from './news'
import { normaliseBackendProperty, normaliseTokkoProperty } from './property'
import { normaliseTokkoUnit } from './units'

const demo = generateDemo()
const tokko = demo.properties.map(normaliseTokkoProperty)
const backend = demo.properties.map((record) => normaliseBackendProperty(toBackendProperty(record)))

/** What both sources carry for a listing; descriptions and price extras differ by design. */
function sharedView(property: Property) {
  return {
    id: property.id,
    reference_code: property.reference_code,
    title: property.title,
    addresses: [property.address, property.fake_address, property.real_address],
    surfaces: [
      property.surface,
      property.total_surface,
      property.roofed_surface,
      property.semiroofed_surface,
      property.unroofed_surface,
    ],
    measurements: [
      property.surface_measurement,
      property.total_surface_measurement,
      property.roofed_surface_measurement,
      property.semiroofed_surface_measurement,
      property.unroofed_surface_measurement,
    ],
    type: property.type,
    location: property.location,
    development: property.development,
    operations: property.operations.map((operation) => ({
      id: operation.operation_id,
      name: operation.operation_type,
      prices: operation.prices.map(({ price, currency, period }) => ({ price, currency, period })),
    })),
    photos: property.photos.length,
    cover: property.photos.findIndex((photo) => photo.is_front_cover),
    blueprints: property.blueprints.length,
    tagIdsByType: [1, 2, 3].map((type) =>
      property.tags.filter((tag) => tag.tag_type === type).map((tag) => tag.id),
    ),
    customTagIds: property.custom_tags.map((tag) => tag.id),
    videos: property.videos.map((video) => video.player_url),
    tours: property.tour_360.map((tour) => [tour.provider, tour.player_url]),
    files: property.files,
    counts: [
      property.room_amount,
      property.suite_amount,
      property.bathroom_amount,
      property.toilet_amount,
      property.parking_lot_amount,
      property.age,
      property.expenses,
    ],
    web_price: property.web_price,
    is_starred_on_web: property.is_starred_on_web,
    producer: property.producer,
    geo: property.geo,
    created_at: property.created_at,
  }
}

describe('the demo agency through the normalisers', () => {
  it('normalises every demo property without rejecting any', () => {
    const { items, rejected } = normaliseList(demo.properties, normaliseTokkoProperty)
    expect(rejected).toEqual([])
    expect(items).toHaveLength(demo.properties.length)
    expect(
      normaliseList(generateDemo({ seed: 2 }).properties, normaliseTokkoProperty).rejected,
    ).toEqual([])
  })

  it('gives the same listing from the Tokko and the backend shapes', () => {
    for (const [index, property] of tokko.entries()) {
      expect(sharedView(backend[index] as Property)).toEqual(sharedView(property))
    }
  })

  it('reads English answers (lang=en) as the Spanish ones', () => {
    for (const [index, record] of demo.properties.entries()) {
      const english = normaliseTokkoProperty(localiseProperty(record, 'en'))
      const spanish = tokko[index] as Property
      expect(english.type).toEqual(spanish.type)
      expect(english.operations).toEqual(spanish.operations)
    }
  })

  it('keeps every value in the shape the site relies on', () => {
    for (const property of [...tokko, ...backend]) {
      for (const surface of [property.total_surface, property.roofed_surface]) {
        expect(surface).toMatch(/^(\d+(\.\d+)?)?$/)
      }
      for (const price of property.operations.flatMap((operation) => operation.prices)) {
        expect(price.price === null || price.price > 0).toBe(true)
      }
      for (const photo of [...property.photos, ...property.blueprints]) {
        expect(
          [photo.image, photo.original, photo.thumb].every((url) => /^https?:\/\//.test(url)),
        ).toBe(true)
      }
      for (const video of [...property.videos, ...property.tour_360]) {
        expect(isEmbeddable(video.provider, video.player_url)).toBe(true)
      }
      expect(property.description).not.toMatch(/<script|onerror|onclick|javascript:|<img/i)
    }
  })

  it('cleans up the messy listings', () => {
    // Positions among the ordinary listings, as emulator/data/messy.ts lists them.
    const messy = (position: number) => tokko[position] as Property
    const raw = (position: number) => demo.properties[position] as TokkoProperty
    expect(typeof raw(2).room_amount).toBe('string')
    expect(messy(2).room_amount).toBe(Number(raw(2).room_amount))
    expect(messy(2).suite_amount).toBe(Number(raw(2).suite_amount))
    const fees = Number(raw(4).expenses)
    expect(messy(4).expenses).toBe(fees > 0 ? fees : null)
    expect(messy(6).geo).toBeNull()
    expect(raw(8).rich_description).toContain('<script>')
    expect(messy(8).description).not.toMatch(/<script|onerror|onclick|<img|alert/i)
    expect(messy(8).description).toContain('<p>Consultá</p>')
    expect(messy(8).description_text).not.toContain('alert')
    expect(messy(10).photos).toEqual([])
    expect(messy(12).photos.findIndex((photo) => photo.is_front_cover)).toBe(2)
    expect(messy(14).type).toEqual({ id: null, name: 'Sin Especificar' })
    expect(messy(16).producer).toBeNull()
    expect(typeof raw(18).operations?.[0]?.prices?.[0]?.price).toBe('string')
    expect(typeof messy(18).operations[0]?.prices[0]?.price).toBe('number')
    expect(messy(19).geo).toBeNull()
    expect(raw(20).operations?.[0]?.prices?.[0]?.period).toBe('')
    expect(messy(20).operations[0]?.prices[0]?.period).toBe(0)
    expect(messy(22).title).toMatch(/^RESERVADO - /)
    expect(messy(24)).toMatchObject({ custom_tags: [], videos: [] })
    expect(raw(26).fake_address).toMatch(/ - 3° "B" #apto crédito 100%$/)
    expect(propertyPath(messy(26))).toMatch(
      /^\/propiedad\/[a-z-]+\/[\p{Ll}\p{N}.-]+---3-b-apto-crédito-100\/\d+$/u,
    )
  })

  it('reads land in hectares, hidden prices and featured listings', () => {
    expect(tokko.some((property) => property.total_surface_measurement === 'Ha')).toBe(true)
    expect(tokko.some((property) => !property.web_price)).toBe(true)
    expect(tokko.some((property) => property.is_starred_on_web)).toBe(true)
    expect(tokko.some((property) => property.tour_360.length > 0)).toBe(true)
    // Every demo video and tour is a real provider's, so none is lost to the embed allow-list.
    expect(tokko.map((property) => property.videos.length + property.tour_360.length)).toEqual(
      demo.properties.map((record) => record.videos?.length ?? 0),
    )
    expect(tokko.some((property) => property.blueprints.length > 0)).toBe(true)
  })
})

describe('the demo developments through the normalisers', () => {
  const units = demo.properties.filter((record) => record.development)

  // By design the backend has plain descriptions, custom tags without a group and, for a lone
  // Matterport tour, only its player address.
  function developmentView(development: Development) {
    const { units: _units, description: _html, description_text: _text, ...rest } = development
    return {
      ...rest,
      custom_tags: rest.custom_tags.map((tag) => tag.id),
      photos: rest.photos.length,
      videos: rest.videos.map((video) => video.player_url),
      tour_360: rest.tour_360.map((tour) => [tour.provider, tour.player_url]),
    }
  }

  it('gives the same development from both shapes, with the units the backend embeds', () => {
    for (const record of demo.developments) {
      const tokkoDevelopment = normaliseTokkoDevelopment(record)
      const own = units.filter((unit) => unit.development?.id === record.id)
      const backendDevelopment = normaliseBackendDevelopment(
        toBackendDevelopment(
          record,
          own.map((unit) => toBackendUnit(unit, demo.unitPlacements.get(Number(unit.id)))),
        ),
      )
      expect(developmentView(backendDevelopment)).toEqual(developmentView(tokkoDevelopment))
      expect(tokkoDevelopment.units).toEqual([])
      expect(backendDevelopment.units.map((unit) => unit.id)).toEqual(own.map((unit) => unit.id))
      expect([3, 4, 6]).toContain(tokkoDevelopment.construction_status)
      expect(tokkoDevelopment.producer).not.toBeNull()
    }
  })

  it('reads each Tokko unit’s floor from its label, as the backend places it', () => {
    expect(units.length).toBeGreaterThan(0)
    for (const record of units) {
      const placement = demo.unitPlacements.get(Number(record.id))
      const tokkoUnit = normaliseTokkoUnit(record)
      expect(tokkoUnit.floor).toBe(placement?.floor)
      expect(tokkoUnit.development?.id).toBe(record.development?.id)
    }
  })

  it('reads every demo news entry, sanitising the hostile one', () => {
    const news = demo.news.map(normaliseNewsEntry)
    expect(news).toHaveLength(demo.news.length)
    for (const entry of news) {
      expect(entry.content).not.toMatch(/<script|javascript:/i)
      expect(entry.slug).toMatch(/^[a-z0-9-]+$/)
      expect(entry.date_published).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    expect(news.some((entry) => entry.content.includes('Ver más'))).toBe(true)
  })
})
