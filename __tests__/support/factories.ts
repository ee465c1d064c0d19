/**
 * Typed factories of the internal entities for tests: a complete, plausible record, with the
 * fields a test cares about given as overrides.
 */
import type { Touch } from '../../src/domain/leads/attribution'
import type {
  Development,
  DevelopmentUnit,
  Photo,
  Price,
  Producer,
  Property,
  SiteSettings,
  Video,
} from '../../src/domain/types'
import type { PropertyCardData } from '../../src/domain/listing/cards'
import { DEFAULT_CREDIT_SETTINGS } from '../../src/domain/credit/credit'
import { developmentJsonLd, propertyJsonLd } from '../../src/domain/detail/jsonLd'
import { pageMonthlyCost } from '../../src/domain/property/pageMonthlyCost'
import { qrCodePath } from '../../src/domain/property/printSheet'
import type { DevelopmentContext, PropertyContext } from '../../src/domain/contracts/pageContexts'
import { TEST_SITE_URL } from './siteQuery'

export function makePrice(overrides: Partial<Price> = {}): Price {
  return {
    price: 185_000,
    currency: 'USD',
    period: 0,
    period_number: null,
    previous_price: null,
    is_less_than_previous_price: false,
    ...overrides,
  }
}

export function makePhoto(overrides: Partial<Photo> = {}): Photo {
  const image = overrides.image ?? 'https://static.example.com/p/1.jpg'
  return {
    image,
    original: image.replace('.jpg', '_full.jpg'),
    thumb: image.replace('.jpg', '_thumb.jpg'),
    description: '',
    is_front_cover: false,
    is_blueprint: false,
    ...overrides,
  }
}

/** A property's card as lists show it; its path and texts follow its id. */
export function makePropertyCard(
  id: number,
  overrides: Partial<PropertyCardData> = {},
): PropertyCardData {
  return {
    id,
    path: `/propiedad/venta/calle-${id}/${id}`,
    title: `Departamento ${id}`,
    address: `Calle ${id}`,
    location: 'Palermo, Capital Federal',
    type: 'Departamento',
    operation: 'Venta',
    price: 'USD 185K',
    previous_price: null,
    period: '',
    photos: [makePhoto({ image: `https://static.example.com/p/${id}.jpg`, is_front_cover: true })],
    featured: false,
    rooms: 3,
    bedrooms: 2,
    bathrooms: 1,
    parking: null,
    surface: '79 M2',
    development: null,
    geo: { lat: -34.58 - id / 1e5, lng: -58.43 },
    created_at: '2026-01-15T10:00:00',
    monthly: null,
    ...overrides,
  }
}

export function makeProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: 7104123,
    reference_code: 'PAL-2381',
    title: 'Luminoso 3 ambientes con balcón en Palermo',
    address: 'Gorriti 4321',
    fake_address: 'Gorriti al 4300',
    real_address: 'Gorriti 4321 3ºB',
    surface: '',
    total_surface: '74',
    roofed_surface: '68',
    semiroofed_surface: '6',
    unroofed_surface: '',
    surface_measurement: 'M2',
    total_surface_measurement: 'M2',
    roofed_surface_measurement: 'M2',
    semiroofed_surface_measurement: 'M2',
    unroofed_surface_measurement: 'M2',
    is_starred_on_web: false,
    web_price: true,
    location: {
      id: 24728,
      country: 'Argentina',
      state: 'Capital Federal',
      city: '',
      neighborhood: 'Palermo',
      name: 'Palermo',
      full_name: 'Palermo, Capital Federal',
    },
    type: { id: 2, name: 'Departamento' },
    development: null,
    tags: [],
    custom_tags: [],
    files: [],
    photos: [makePhoto({ is_front_cover: true })],
    blueprints: [],
    videos: [],
    tour_360: [],
    operations: [{ operation_id: 1, operation_type: 'Venta', prices: [makePrice()] }],
    room_amount: 3,
    suite_amount: 2,
    bathroom_amount: 1,
    toilet_amount: 1,
    parking_lot_amount: 0,
    parking_lot_type: '',
    age: 12,
    expenses: 95_000,
    producer: null,
    description: '<p>Muy luminoso.</p>',
    description_text: 'Muy luminoso.',
    geo: { lat: -34.586921, lng: -58.4312007 },
    created_at: '2024-03-18T11:42:05',
    status: 2,
    ...overrides,
  }
}

export function makeUnit(overrides: Partial<DevelopmentUnit> = {}): DevelopmentUnit {
  return {
    ...makeProperty({ development: { id: 41877, name: 'Torre Aurora' } }),
    subdivision: '',
    subdivision_number: null,
    floor: null,
    ...overrides,
  }
}

export function makeSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    name: 'Inmobiliaria Demo',
    client_id: 6,
    social: { instagram: '', facebook: '', twitter: '', linkedin: '', youtube: '' },
    contact: {
      phone: '+54 11 5555-0100',
      whatsapp: '+54 9 11 5555-0101',
      mail: 'info@example.com',
    },
    location: { address: 'Av. Demo 1234', city: 'Buenos Aires', geo: null },
    keys: { tokko: 'demo-tokko-key', google_maps: '' },
    seo: { title: 'Inmobiliaria Demo', description: 'Propiedades en Buenos Aires', image: '' },
    listing_source: 'tokko',
    modules: {
      services: { enabled: true, items: [{ title: 'Tasaciones', text: 'Tasamos tu propiedad.' }] },
      sumate: { positions: ['Asesor comercial'] },
      compare: false,
      about: { title: 'Nosotros', text: 'Una inmobiliaria.', team: [] },
      credit: { ...DEFAULT_CREDIT_SETTINGS },
    },
    template_data: { APISERVER: '', CLIENTID: 6 },
    ...overrides,
  }
}

export function makeVideo(overrides: Partial<Video> = {}): Video {
  return {
    url: 'https://www.youtube.com/watch?v=lp2sr35uSz3',
    player_url: 'https://www.youtube.com/embed/lp2sr35uSz3',
    provider: 'youtube',
    title: 'Recorrido en video',
    is_tour: false,
    ...overrides,
  }
}

export function makeTour(overrides: Partial<Video> = {}): Video {
  return makeVideo({
    url: 'https://my.matterport.com/show/?m=demo360',
    player_url: 'https://my.matterport.com/show/?m=demo360',
    provider: 'matterport',
    title: 'Recorrido virtual',
    is_tour: true,
    ...overrides,
  })
}

export function makeProducer(overrides: Partial<Producer> = {}): Producer {
  return {
    id: 5023,
    name: 'Sofía Quiroga',
    picture: 'https://static.example.com/agents/5023.jpg',
    email: 'sofia@example.com',
    phone: '+54 11 5555-0112',
    cellphone: '+54 9 11 5555-0212',
    ...overrides,
  }
}

/** The page context of a property page; the property's first operation unless told. */
export function makePropertyContext(overrides: Partial<PropertyContext> = {}): PropertyContext {
  const property = overrides.property ?? makeProperty()
  const operationId = overrides.operationId ?? property.operations[0]?.operation_id ?? 1
  return {
    property,
    operationId,
    related: [],
    // As the build writes them (gatsby/pages/properties.ts).
    monthly: pageMonthlyCost(property, operationId),
    jsonLd: propertyJsonLd(property, { operationId, siteUrl: TEST_SITE_URL }),
    qrCode: qrCodePath(property.id, operationId),
    ...overrides,
  }
}

/** A development page's context as the build writes it (gatsby/pages/developments.ts). */
export function makeDevelopmentContext(development: Development): DevelopmentContext {
  return { development, jsonLd: developmentJsonLd(development, { siteUrl: TEST_SITE_URL }) }
}

export function makeDevelopment(overrides: Partial<Development> = {}): Development {
  return {
    id: 41877,
    name: 'Torre Aurora',
    publication_title: 'Torre Aurora: vivir frente al parque',
    address: 'Av. Demo 2500',
    fake_address: 'Av. Demo al 2500',
    type: { id: 1, name: 'Edificio' },
    construction_status: 4,
    construction_date: '2026-12',
    display_on_web: true,
    is_starred_on_web: true,
    location: makeProperty().location,
    tags: [],
    custom_tags: [{ id: 900, name: 'Torre Aurora', group_name: 'Emprendimientos' }],
    files: [],
    photos: [makePhoto({ is_front_cover: true })],
    blueprints: [],
    videos: [],
    tour_360: [],
    financing_details: 'Anticipo 30% y saldo en 36 cuotas.',
    producer: null,
    description: '<p>Un edificio frente al parque.</p>',
    description_text: 'Un edificio frente al parque.',
    geo: { lat: -34.58, lng: -58.42 },
    units: [],
    ...overrides,
  }
}

/** A touch of a visitor's attribution that names nothing (direct) unless told. */
export function makeTouch(overrides: Partial<Touch> = {}): Touch {
  return {
    source: '',
    medium: '',
    campaign: '',
    term: '',
    content: '',
    gclid: '',
    fbclid: '',
    referrer: '',
    landing: '/',
    at: '2026-12-07T15:00:00.000Z',
    ...overrides,
  }
}
