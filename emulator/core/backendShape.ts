/**
 * The backend's own listing format (api-contract.md, BackendProperty / BackendDevelopment),
 * produced from the same Tokko records the proxy serves, so both sources show the same agency.
 */
import type {
  BackendDevelopment,
  BackendLocation,
  BackendPhoto,
  BackendProperty,
  BackendUnit,
  BackendVideo,
  TokkoCustomTag,
  TokkoDevelopment,
  TokkoFile,
  TokkoLocation,
  TokkoPhoto,
  TokkoProducer,
  TokkoProperty,
  TokkoTag,
  TokkoVideo,
} from '../../src/broker/wireTypes'
import type { UnitPlacement } from '../data'
import { TYPE } from '../data/taxonomy'
import { lineage, locationById } from '../data/locations'
import { toNumber } from './search'

/** Fields a property and a development share in the backend shape. */
interface Common {
  location?: TokkoLocation | null
  photos?: TokkoPhoto[] | null
  videos?: TokkoVideo[] | null
  files?: TokkoFile[] | null
  tags?: TokkoTag[] | null
  custom_tags?: TokkoCustomTag[] | null
}

function backendLocation(location: TokkoLocation | null | undefined): BackendLocation | null {
  const id = toNumber(location?.id)
  if (id === null) return null
  const names = lineage(id).map((ancestor) => locationById(ancestor)?.name ?? '')
  // Nearest first: [barrio, (partido,) state, country].
  return {
    id,
    country: names[names.length - 1] ?? null,
    state: names[names.length - 2] ?? null,
    city: names[1] ?? null,
    neighborhood: names[0] ?? null,
    name: location?.name ?? names[0] ?? null,
  }
}

// Tokko lists 360° tours as videos of the tour's provider; anything not a video site is a tour.
function isTour(video: TokkoVideo): boolean {
  return video.provider !== 'youtube' && video.provider !== 'vimeo'
}

function backendPhoto(photo: TokkoPhoto): BackendPhoto {
  return {
    original: photo.original ?? null,
    image: photo.image ?? null,
    thumb: photo.thumb ?? null,
    description: photo.description ?? null,
    is_front_cover: photo.is_front_cover ?? false,
    is_blueprint: photo.is_blueprint ?? false,
  }
}

function backendVideo(video: TokkoVideo, isTour: boolean): BackendVideo {
  return {
    url: video.url ?? null,
    platform: video.provider ?? null,
    provider: video.provider ?? null,
    player_url: video.player_url ?? null,
    title: video.title ?? null,
    is_tour: isTour,
  }
}

function tagsOfType(
  tags: TokkoTag[] | null | undefined,
  type: number,
): { id: number; name: string }[] {
  return (tags ?? [])
    .filter((entry) => toNumber(entry.type) === type)
    .map((entry) => ({ id: toNumber(entry.id) ?? 0, name: entry.name ?? '' }))
}

function backendProducer(producer: TokkoProducer | null | undefined): BackendProperty['producer'] {
  if (!producer) return null
  return {
    id: toNumber(producer.id),
    name: producer.name ?? null,
    picture: producer.picture ?? null,
    cellphone: producer.cellphone ?? null,
    phone: producer.phone ?? null,
    email: producer.email ?? null,
  }
}

function commonFields(record: Common): Partial<BackendProperty> {
  const photos = record.photos ?? []
  const videos = record.videos ?? []
  const tours = videos.filter(isTour)
  const onlyTour = tours.length === 1 ? tours[0] : undefined
  return {
    location: backendLocation(record.location),
    extra_services: tagsOfType(record.tags, 1),
    extra_amenities: tagsOfType(record.tags, 2),
    extra_general: tagsOfType(record.tags, 3),
    tags: (record.custom_tags ?? []).map((entry) => ({
      id: toNumber(entry.id),
      name: entry.name ?? null,
    })),
    files: (record.files ?? []).map((file) => ({
      original: file.file ?? null,
      public_name: file.name ?? 'Archivo',
    })),
    photos: photos.filter((photo) => photo.is_blueprint !== true).map(backendPhoto),
    blueprints: photos.filter((photo) => photo.is_blueprint === true).map(backendPhoto),
    videos: videos
      .filter((video) => !tours.includes(video))
      .map((video) => backendVideo(video, false)),
    // Both forms are seen in the wild: a single Matterport tour comes as its bare address.
    tour_360:
      onlyTour && onlyTour.provider === 'matterport'
        ? (onlyTour.player_url ?? null)
        : tours.map((video) => backendVideo(video, true)),
  }
}

/** A Tokko property in the backend's listing shape. */
export function toBackendProperty(record: TokkoProperty): BackendProperty {
  const measurement = record.surface_measurement === 'Ha' ? 'Ha' : 'M2'
  const reduced = (record.custom_tags ?? []).some((entry) => toNumber(entry.id) === 882)
  const parking = toNumber(record.parking_lot_amount) ?? 0
  const typeId = toNumber(record.type?.id)
  return {
    id: toNumber(record.id),
    reference_code: record.reference_code ?? null,
    publication_title: record.publication_title ?? null,
    address: record.address ?? null,
    fake_address: record.fake_address ?? null,
    real_address: record.real_address ?? null,
    surface: toNumber(record.surface),
    total_surface: toNumber(record.total_surface),
    roofed_surface: toNumber(record.roofed_surface),
    semiroofed_surface: toNumber(record.semiroofed_surface),
    unroofed_surface: toNumber(record.unroofed_surface),
    surface_measurement: measurement,
    total_surface_measurement: measurement,
    roofed_surface_measurement: measurement,
    semiroofed_surface_measurement: measurement,
    unroofed_surface_measurement: measurement,
    featured: record.is_starred_on_web === true,
    show_price: record.web_price !== false,
    property_type: record.type ? [{ id: typeId, name: record.type.name ?? null }] : [],
    development: record.development
      ? { id: toNumber(record.development.id), name: record.development.name ?? null }
      : null,
    ...commonFields(record),
    operations: (record.operations ?? []).map((operation) => ({
      operation_type: toNumber(operation.operation_id),
      prices: (operation.prices ?? []).map((price) => {
        const amount = toNumber(price.price)
        const previous = reduced && amount !== null ? Math.round((amount * 1.1) / 100) * 100 : null
        const period = toNumber(price.period) ?? 0
        return {
          price: amount,
          currency: price.currency ?? null,
          period,
          period_number: toNumber(operation.operation_id) === 3 ? 1 : null,
          previous_price: previous,
          is_less_than_previous_price: previous !== null,
        }
      }),
    })),
    room_amount: toNumber(record.room_amount),
    suite_amount: toNumber(record.suite_amount),
    bathroom_amount: toNumber(record.bathroom_amount),
    toilet_amount: toNumber(record.toilet_amount),
    parking_lot_amount: parking,
    parking_lot_type: parking === 0 ? null : typeId === TYPE.casa ? 'Semicubierta' : 'Cubierta',
    age: toNumber(record.age),
    expenses: toNumber(record.expenses),
    producer: backendProducer(record.producer),
    description: record.description ?? null,
    geo_lat: toNumber(record.geo_lat),
    geo_long: toNumber(record.geo_long),
    created_at: record.created_at ?? null,
  }
}

/** A development unit in the backend shape, with its tower and floor. */
export function toBackendUnit(
  record: TokkoProperty,
  placement: UnitPlacement | undefined,
): BackendUnit {
  return {
    ...toBackendProperty(record),
    subdivision: placement?.subdivision ?? null,
    subdivision_number: placement?.subdivision_number ?? null,
    floor: placement?.floor ?? null,
  }
}

/** A Tokko development with its units in the backend shape. */
export function toBackendDevelopment(
  development: TokkoDevelopment,
  units: BackendUnit[],
): BackendDevelopment {
  const status = toNumber(development.construction_status)
  const inCharge = Array.isArray(development.users_in_charge)
    ? development.users_in_charge[0]
    : development.users_in_charge
  return {
    id: toNumber(development.id),
    reference_code: development.reference_code ?? null,
    name: development.name ?? null,
    publication_title: development.publication_title ?? null,
    commercial_description: development.publication_title ?? null,
    description: development.description ?? null,
    address: development.address ?? null,
    fake_address: development.fake_address ?? null,
    real_address: development.address ?? null,
    surface: null,
    total_surface: null,
    roofed_surface: null,
    semiroofed_surface: null,
    unroofed_surface: null,
    surface_measurement: 'M2',
    total_surface_measurement: 'M2',
    roofed_surface_measurement: 'M2',
    semiroofed_surface_measurement: 'M2',
    unroofed_surface_measurement: 'M2',
    featured: development.is_starred_on_web === true,
    show_price: true,
    property_type: development.type
      ? [{ id: toNumber(development.type.id), name: development.type.name ?? null }]
      : [],
    development: null,
    ...commonFields(development),
    operations: [],
    age: status === 6 ? 0 : -1,
    producer: backendProducer(inCharge),
    geo_lat: toNumber(development.geo_lat),
    geo_long: toNumber(development.geo_long),
    is_active: development.display_on_web !== false,
    finish_date: development.construction_date ?? null,
    construction_status: status,
    financing_details: development.financing_details ?? null,
    units,
  }
}
