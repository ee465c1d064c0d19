/**
 * Developments (emprendimientos) and their units. A unit is an ordinary listing whose
 * `development` points at the development; the backend also needs each unit's tower and floor,
 * which Tokko does not carry, so they are returned beside the listings as placements.
 */
import type {
  TokkoCustomTag,
  TokkoDevelopment,
  TokkoDevelopmentRef,
  TokkoProperty,
} from '../../src/broker/wireTypes'
import { CONSTRUCTION_STATUSES, DEVELOPMENT_TYPES, TYPE, tag } from './taxonomy'
import { LEAVES, tokkoLocation } from './locations'
import { photo } from './mediaAddresses'
import { listingFiles, listingVideos } from './mediaLists'
import { buildListing, timestamp, type BuildContext, type Leaf } from './properties'
import type { Random } from './random'
import { shapeFor } from './shapes'

export interface UnitPlacement {
  /** Tower or block; null in single-building developments. */
  subdivision: string | null
  subdivision_number: number | null
  /** 0 is PB, negative numbers are basements. */
  floor: number
}

export interface DevelopmentSet {
  developments: TokkoDevelopment[]
  units: TokkoProperty[]
  placements: Map<number, UnitPlacement>
}

const NAMED: readonly (readonly [string, number])[] = [
  ['Torre Aurora', 24728],
  ['Altos de Belgrano', 24682],
  ['Mirador Madero', 24743],
  ['Jardines de Olivos', 26511],
  ['Bahía Nordelta', 26531],
  ['Urquiza Parque', 24762],
  ['Recoleta Plaza', 24731],
  ['Colegiales Living', 24694],
  ['Crespo Verde', 24756],
  ['Caballito Central', 24690],
  ['Núñez Río', 24737],
  ['Martínez Bajo', 26522],
]

const FINANCING = [
  'Anticipo 30% y saldo en 36 cuotas en pesos ajustadas por CAC.',
  'Anticipo 40% y saldo en 24 cuotas en dólares.',
  'Financiación propia hasta 60 cuotas. Consultá por descuento de contado.',
  'Contado. Se aceptan permutas parciales.',
]

const ROMAN = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X']

function developmentName(index: number): { name: string; leafId: number } {
  const [name, leafId] = NAMED[index % NAMED.length] as readonly [string, number]
  const round = Math.floor(index / NAMED.length)
  return { name: `${name}${ROMAN[round] ?? ` ${round + 1}`}`, leafId }
}

function constructionDate(status: number, rng: Random): string {
  const year = status === 3 ? 2027 : status === 4 ? 2026 : rng.int(2022, 2024)
  return `${year}-${String(rng.int(1, 12)).padStart(2, '0')}`
}

/**
 * About 1 unit in 10 reserved (3) and 3 in 20 sold or rented (4, which Tokko keeps listed so a
 * development's board can show it); the rest available (2).
 */
function unitStatusOf(roll: number): number {
  return roll < 0.1 ? 3 : roll < 0.25 ? 4 : 2
}

interface Slot {
  tower: number
  floor: number
  letter: string
}

function unitLabel(slot: Slot, parkingNumber: number): string {
  if (slot.floor < 0) return `Subsuelo 1 - C${parkingNumber}`
  if (slot.floor === 0) return `PB - ${slot.letter}`
  return `Piso ${slot.floor} - ${slot.floor}${slot.letter}`
}

/** Where a development stands, and what each of its units inherits from it. */
interface DevelopmentSite {
  id: number
  name: string
  leaf: Leaf
  status: number
  towers: number
  type: (typeof DEVELOPMENT_TYPES)[number]
  street: string
  number: number
  lat: string
  lng: string
  customTag: TokkoCustomTag
  /** What each unit's `development` points at. */
  ref: TokkoDevelopmentRef
}

/** The index-th development's name, place and address. */
function placeDevelopment(index: number, rng: Random): DevelopmentSite {
  const id = 41870 + index * 7 + rng.int(0, 6)
  const { name, leafId } = developmentName(index)
  const leaf = (LEAVES.find((entry) => entry.id === leafId) ?? LEAVES[0]) as Leaf
  const status = CONSTRUCTION_STATUSES[index % CONSTRUCTION_STATUSES.length] as number
  const towers = index % 2 === 0 ? 2 : 1
  const type = DEVELOPMENT_TYPES[leaf.leaf.profile === 'suburban' ? 1 : 0]
  const street = rng.pick(leaf.leaf.streets)
  const number = rng.int(100, 5999)
  const lat = (leaf.leaf.lat + rng.float(-0.006, 0.006)).toFixed(7)
  const lng = (leaf.leaf.lng + rng.float(-0.006, 0.006)).toFixed(7)
  const customTag = { id: 900 + index, name, group_name: 'Emprendimientos' }
  const ref = {
    id,
    name,
    type: { ...type },
    construction_status: status,
    resource_uri: `/api/v1/development/${id}/`,
    custom_tags: [customTag],
  }
  return { id, name, leaf, status, towers, type, street, number, lat, lng, customTag, ref }
}

/** Renders of the building and its interiors; the first, of the building, is the cover. */
function developmentRenders(base: string, id: number, rng: Random) {
  const renders = Array.from({ length: rng.int(3, 6) }, (_, n) =>
    photo(
      base,
      n === 0 ? 'tower' : n % 2 ? 'living' : 'balcony',
      id,
      n,
      n === 0 ? 'Render del edificio' : 'Render interior',
    ),
  )
  const first = renders[0]
  if (first) first.is_front_cover = true
  return renders
}

/** Tokko's development object for a site; the first three developments are starred. */
function buildDevelopment(
  site: DevelopmentSite,
  index: number,
  ctx: BuildContext,
  rng: Random,
): TokkoDevelopment {
  const { id, name, leaf, type, street, number } = site
  const amenities = rng.sample([36, 38, 39, 40, 41, 42, 48, 37], rng.int(3, 6)).map(tag)
  const description =
    `${name} es un emprendimiento de ${type.name.toLowerCase()} en ${leaf.name}, ` +
    `con unidades de 1 a 4 ambientes y amenities de primer nivel.\n\n` +
    `Ubicado a pasos de transporte, comercios y espacios verdes.`
  return {
    id,
    resource_uri: `/api/v1/development/${id}/`,
    reference_code: `EMP-${String(id).slice(-3)}`,
    name,
    publication_title: `${name}: ${rng.pick(['vivir', 'invertir', 'disfrutar'])} en ${leaf.name}`,
    description,
    address: `${street} ${number}`,
    fake_address: `${street} al ${Math.floor(number / 100) * 100}`,
    type: { ...type },
    construction_status: site.status,
    construction_date: constructionDate(site.status, rng),
    display_on_web: true,
    is_starred_on_web: index < 3,
    location: tokkoLocation(leaf.id),
    geo_lat: site.lat,
    geo_long: site.lng,
    photos: developmentRenders(ctx.base, id, rng),
    videos: listingVideos(rng, 0.6, 0.4),
    files: listingFiles(ctx.base, id, rng, 1).map((file) => ({ ...file, name: 'Brochure.pdf' })),
    tags: amenities,
    custom_tags: [site.customTag],
    financing_details: rng.pick(FINANCING),
    users_in_charge: { ...rng.pick(ctx.producers) },
    branch: ctx.branch,
    deleted_at: null,
  }
}

/**
 * `wanted` places for units, sorted by tower, floor and letter: flats and ground-floor shops on
 * 4 to 12 floors, plus one or two basement parking spaces when there are 4 units or more.
 */
function chooseSlots(towers: number, wanted: number, rng: Random): Slot[] {
  const floors = rng.int(4, 12)
  const letters = ['A', 'B', 'C', 'D'].slice(0, rng.int(2, 4))
  const slots: Slot[] = []
  for (let tower = 1; tower <= towers; tower++) {
    for (let floor = 0; floor <= floors; floor++) {
      for (const letter of letters) slots.push({ tower, floor, letter })
    }
  }
  const parkingCount = wanted >= 4 ? rng.int(1, 2) : 0
  return rng
    .sample(slots, wanted - parkingCount)
    .concat(
      Array.from({ length: parkingCount }, (_, n) => ({
        tower: 1 + (n % towers),
        floor: -1,
        letter: '',
      })),
    )
    .sort((a, b) => a.tower - b.tower || a.floor - b.floor || a.letter.localeCompare(b.letter))
}

/** Off-plan units sell below the finished price; that is the point of buying early. */
function discountOffPlan(unit: TokkoProperty, status: number): void {
  const discount = status === 3 ? 0.8 : status === 4 ? 0.9 : 1
  for (const operation of unit.operations ?? []) {
    for (const price of operation.prices ?? []) {
      if (operation.operation_id === 1)
        price.price = Math.round((Number(price.price) * discount) / 500) * 500
    }
  }
}

/** The listing of the unit in `slot`, at the development's address and map point. */
function buildUnit(
  site: DevelopmentSite,
  slot: Slot,
  unitId: number,
  ctx: BuildContext,
  rng: Random,
): TokkoProperty {
  const typeId =
    slot.floor < 0
      ? TYPE.cochera
      : slot.floor === 0 && rng.chance(0.5)
        ? TYPE.local
        : TYPE.departamento
  const shape = shapeFor(typeId, site.leaf.leaf, rng)
  shape.age = site.status === 6 ? 0 : -1
  const operations = site.status === 6 ? rng.pick([[1], [1], [2], [1, 2]]) : [1]
  const unit = buildListing(
    {
      id: unitId,
      typeId,
      leaf: site.leaf,
      street: site.street,
      number: site.number,
      unit: '',
      operations,
      shape,
      createdAt: timestamp(1500 + rng.int(0, 700), rng),
      development: site.ref,
      extraCustomTags: [site.customTag],
      // One draw where the reserved-or-not one was, so the rest of the agency stays the same.
      status: unitStatusOf(rng.next()),
    },
    ctx,
    rng,
  )
  discountOffPlan(unit, site.status)
  unit.geo_lat = site.lat
  unit.geo_long = site.lng
  return unit
}

function placementOf(slot: Slot, towers: number): UnitPlacement {
  return {
    subdivision: towers > 1 ? `Torre ${'AB'[slot.tower - 1]}` : null,
    subdivision_number: towers > 1 ? slot.tower : null,
    floor: slot.floor,
  }
}

/** Developments in statuses 3, 4 and 6 with `unitsPerDevelopment` units each, ids from `nextId`. */
export function generateDevelopments(
  count: number,
  unitsPerDevelopment: (index: number) => number,
  nextId: () => number,
  ctx: BuildContext,
  rng: Random,
): DevelopmentSet {
  const developments: TokkoDevelopment[] = []
  const units: TokkoProperty[] = []
  const placements = new Map<number, UnitPlacement>()
  for (let index = 0; index < count; index++) {
    const site = placeDevelopment(index, rng)
    developments.push(buildDevelopment(site, index, ctx, rng))
    const slots = chooseSlots(site.towers, unitsPerDevelopment(index), rng)
    slots.forEach((slot, n) => {
      const unitId = nextId()
      const unit = buildUnit(site, slot, unitId, ctx, rng)
      unit.real_address = unitLabel(slot, n + 1)
      units.push(unit)
      placements.set(unitId, placementOf(slot, site.towers))
    })
  }
  return { developments, units, placements }
}
