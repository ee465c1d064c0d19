/** Ordinary listings of the demo agency, assembled into Tokko's full property object. */
import type {
  TokkoCustomTag,
  TokkoDevelopmentRef,
  TokkoOperation,
  TokkoProducer,
  TokkoProperty,
  TokkoTag,
} from '../../src/broker/wireTypes'
import { CUSTOM_TAGS, operationName, propertyType, TYPE, tag } from './taxonomy'
import { LEAVES, tokkoLocation, type DemoLocation } from './locations'
import { listingFiles, listingPhotos, listingVideos } from './mediaLists'
import { AGENCY_DOMAIN, asciiSlug } from './producers'
import type { Random } from './random'
import { priceFor, shapeFor, type Shape } from './shapes'
import { tagIdsFor } from './tags'
import { listingCopy } from './texts'

export type Leaf = DemoLocation & { leaf: NonNullable<DemoLocation['leaf']> }

export interface BuildContext {
  base: string
  producers: TokkoProducer[]
  branch: Record<string, unknown>
}

/** What differs between an ordinary listing and a development unit; the rest is derived. */
export interface ListingDraft {
  id: number
  typeId: number
  leaf: Leaf
  street: string
  number: number
  /** Floor and unit, e.g. "3ºB" or, for units, "Piso 3 - 3B". */
  unit: string
  operations: number[]
  shape: Shape
  createdAt: string
  development?: TokkoDevelopmentRef | null
  extraCustomTags?: TokkoCustomTag[]
  status?: number
}

const surface = (value: number): string => value.toFixed(2)

const ORIENTATIONS = ['Norte', 'Sur', 'Este', 'Oeste', 'Noreste', 'Noroeste']
const CONDITIONS = ['Excelente', 'Muy bueno', 'Bueno', 'A refaccionar']

// Shared per type and per place: records are never mutated, and copies slow 20,000-listing runs.
const TYPE_OBJECTS = new Map<number, TokkoProperty['type']>()
const SLUGS = new Map<string, string>()

function typeObject(typeId: number): TokkoProperty['type'] {
  let type = TYPE_OBJECTS.get(typeId)
  if (!type) {
    const info = propertyType(typeId)
    type = { id: info.id, code: info.code, name: info.es }
    TYPE_OBJECTS.set(typeId, type)
  }
  return type
}

function publicSlug(typeName: string, place: string): string {
  const key = `${typeName} en ${place}`
  let slug = SLUGS.get(key)
  if (slug === undefined) {
    slug = asciiSlug(key)
    SLUGS.set(key, slug)
  }
  return slug
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

/** A Tokko timestamp (ISO without zone) some days after the demo's first listing. */
export function timestamp(daysSinceStart: number, rng: Random): string {
  const date = new Date(Date.UTC(2019, 2, 1) + Math.floor(daysSinceStart * 86400000))
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(rng.int(8, 19))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`
}

/** What the listing's copy mentions: its tags, and a garage when it has parking. */
function featureNames(tags: TokkoTag[], shape: Shape): string[] {
  const names = tags.map((entry) => entry.name ?? '')
  if (shape.parking > 0) names.push('Cochera')
  return names
}

/** One priced operation per operation id of the draft, in the draft's order. */
function pricedOperations(draft: ListingDraft, rng: Random): TokkoOperation[] {
  return draft.operations.map((operationId) => ({
    operation_id: operationId,
    operation_type: operationName(operationId, 'es_ar') ?? null,
    prices: [priceFor(draft.typeId, operationId, draft.shape, draft.leaf.leaf, rng)],
  }))
}

/** Rooms, surfaces and fees in Tokko's field names (measures as strings with two decimals). */
function shapeFields(shape: Shape) {
  return {
    room_amount: shape.rooms,
    suite_amount: shape.suites,
    bathroom_amount: shape.bathrooms,
    toilet_amount: shape.toilets,
    parking_lot_amount: shape.parking,
    floors_amount: shape.floors,
    age: shape.age,
    surface: surface(shape.land),
    roofed_surface: surface(shape.roofed),
    semiroofed_surface: surface(shape.semiroofed),
    unroofed_surface: surface(shape.unroofed),
    total_surface: surface(shape.total),
    surface_measurement: shape.measurement,
    front_measure: surface(shape.front),
    depth_measure: surface(shape.depth),
    expenses: shape.expenses,
  }
}

/** The height of the building a flat, office or PH is in. */
function buildingFloors(rng: Random) {
  return [
    {
      name: 'Pisos del edificio',
      value: String(rng.int(3, 14)),
      is_measure: false,
      is_expenditure: false,
    },
  ]
}

/**
 * Tokko's property object for a draft. Fields that draw from `rng` are written in the order they
 * draw, so that the same seed keeps giving the same agency.
 */
export function buildListing(draft: ListingDraft, ctx: BuildContext, rng: Random): TokkoProperty {
  const { id, typeId, leaf, shape } = draft
  const type = propertyType(typeId)
  const tagIds = tagIdsFor(typeId, leaf, shape, rng)
  const tags: TokkoTag[] = tagIds.map(tag)
  const copy = listingCopy(typeId, shape, leaf.name, featureNames(tags, shape), rng)
  const operations = pricedOperations(draft, rng)
  const customTags = [
    ...(rng.chance(0.2) ? rng.sample(CUSTOM_TAGS, rng.int(1, 2)) : []),
    ...(draft.extraCustomTags ?? []),
  ]
  const spread = leaf.leaf.profile === 'rural' ? 0.05 : 0.008
  const address = `${draft.street} ${draft.number}`
  const apartmentLike =
    typeId === TYPE.departamento || typeId === TYPE.oficina || typeId === TYPE.ph
  return {
    id,
    resource_uri: `/api/v1/property/${id}/`,
    reference_code: `${type.code}${String(id).slice(-4)}`,
    publication_title: copy.title,
    description: copy.description,
    rich_description: copy.richDescription,
    address,
    real_address: draft.unit ? `${address} ${draft.unit}` : address,
    fake_address: `${draft.street} al ${Math.floor(draft.number / 100) * 100}`,
    type: typeObject(type.id),
    operations,
    web_price: rng.chance(0.93),
    location: tokkoLocation(leaf.id),
    geo_lat: (leaf.leaf.lat + rng.float(-spread, spread)).toFixed(7),
    geo_long: (leaf.leaf.lng + rng.float(-spread, spread)).toFixed(7),
    gm_location_type: 'ROOFTOP',
    ...shapeFields(shape),
    orientation: apartmentLike ? rng.pick(ORIENTATIONS) : null,
    disposition: apartmentLike ? rng.pick(['Frente', 'Contrafrente', 'Interno', 'Lateral']) : null,
    property_condition:
      shape.age === 0 ? 'A estrenar' : shape.age === -1 ? 'En construcción' : rng.pick(CONDITIONS),
    situation: rng.pick(['Vacía', 'Habitada', '---']),
    credit_eligible: tagIds.includes(35) ? 'Apto crédito' : null,
    transaction_requirements: draft.operations.includes(2)
      ? 'Garantía propietaria o seguro de caución'
      : '',
    has_temporary_rent: draft.operations.includes(3),
    is_starred_on_web: rng.chance(0.1),
    status: draft.status ?? 2,
    legally_checked: 'Unknown',
    tags,
    custom_tags: customTags,
    extra_attributes: apartmentLike ? buildingFloors(rng) : [],
    photos: listingPhotos(ctx.base, id, typeId, rng),
    videos: listingVideos(rng),
    files: listingFiles(ctx.base, id, rng),
    occupation: [],
    producer: rng.pick(ctx.producers),
    branch: ctx.branch,
    development: draft.development ?? null,
    development_excel_extra_data: '[]',
    public_url: `https://www.${AGENCY_DOMAIN}/p/${id}-${publicSlug(type.es, leaf.name)}`,
    created_at: draft.createdAt,
    deleted_at: null,
  }
}

const TYPE_WEIGHTS = [
  [TYPE.departamento, 38],
  [TYPE.casa, 14],
  [TYPE.ph, 10],
  [TYPE.oficina, 8],
  [TYPE.local, 7],
  [TYPE.terreno, 8],
  [TYPE.campo, 4],
  [TYPE.cochera, 6],
] as const

// Where each type is listed: houses mostly in Zona Norte, fields only in the countryside.
function leavesFor(typeId: number): Leaf[] {
  const profiles: Record<number, string[]> = {
    [TYPE.casa]: ['urban', 'suburban', 'suburban'],
    [TYPE.campo]: ['rural'],
    [TYPE.terreno]: ['urban', 'suburban', 'rural'],
  }
  const wanted = profiles[typeId] ?? ['urban', 'suburban']
  return LEAVES.filter((leaf) => wanted.includes(leaf.leaf.profile))
}

const LEAVES_BY_TYPE = new Map(
  TYPE_WEIGHTS.map(([typeId]) => [typeId as number, leavesFor(typeId)]),
)

function operationsFor(typeId: number, rng: Random): number[] {
  if (typeId === TYPE.campo || typeId === TYPE.terreno) return [1]
  const weights: readonly (readonly [string, number])[] =
    typeId === TYPE.local || typeId === TYPE.oficina
      ? [
          ['1', 35],
          ['2', 50],
          ['1,2', 15],
        ]
      : typeId === TYPE.cochera
        ? [
            ['1', 50],
            ['2', 45],
            ['1,2', 5],
          ]
        : [
            ['1', 52],
            ['2', 26],
            ['3', 10],
            ['1,2', 8],
            ['2,3', 4],
          ]
  return rng.weighted(weights).split(',').map(Number)
}

/** An ordinary listing (not a development unit) with the given id. */
export function generateListing(
  id: number,
  createdAt: string,
  ctx: BuildContext,
  rng: Random,
): TokkoProperty {
  const typeId = rng.weighted(TYPE_WEIGHTS)
  const leaf = rng.pick(LEAVES_BY_TYPE.get(typeId) ?? LEAVES)
  const shape = shapeFor(typeId, leaf.leaf, rng)
  const floor = rng.int(1, 12)
  const unit =
    typeId === TYPE.departamento || typeId === TYPE.oficina
      ? `${floor}º${rng.pick(['A', 'B', 'C', 'D'])}`
      : typeId === TYPE.ph
        ? `PH ${rng.int(1, 6)}`
        : ''
  const draft: ListingDraft = {
    id,
    typeId,
    leaf,
    street: rng.pick(leaf.leaf.streets),
    number: leaf.leaf.profile === 'rural' ? rng.int(1, 120) * 100 : rng.int(100, 5999),
    unit,
    operations: operationsFor(typeId, rng),
    shape,
    createdAt,
  }
  return buildListing(draft, ctx, rng)
}
