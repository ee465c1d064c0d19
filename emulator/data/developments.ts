/**
 * Developments (emprendimientos) and their units. A unit is an ordinary listing whose
 * `development` points at the development; the backend also needs each unit's tower and floor,
 * which Tokko does not carry, so they are returned beside the listings as placements.
 */
import type { TokkoDevelopment, TokkoProperty } from '../../src/broker/types'
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
    const amenities = rng.sample([36, 38, 39, 40, 41, 42, 48, 37], rng.int(3, 6)).map(tag)
    const description =
      `${name} es un emprendimiento de ${type.name.toLowerCase()} en ${leaf.name}, ` +
      `con unidades de 1 a 4 ambientes y amenities de primer nivel.\n\n` +
      `Ubicado a pasos de transporte, comercios y espacios verdes.`
    const development: TokkoDevelopment = {
      id,
      resource_uri: `/api/v1/development/${id}/`,
      reference_code: `EMP-${String(id).slice(-3)}`,
      name,
      publication_title: `${name}: ${rng.pick(['vivir', 'invertir', 'disfrutar'])} en ${leaf.name}`,
      description,
      address: `${street} ${number}`,
      fake_address: `${street} al ${Math.floor(number / 100) * 100}`,
      type: { ...type },
      construction_status: status,
      construction_date: constructionDate(status, rng),
      display_on_web: true,
      is_starred_on_web: index < 3,
      location: tokkoLocation(leaf.id),
      geo_lat: lat,
      geo_long: lng,
      photos: [
        ...Array.from({ length: rng.int(3, 6) }, (_, n) =>
          photo(
            ctx.base,
            n === 0 ? 'tower' : n % 2 ? 'living' : 'balcony',
            id,
            n,
            n === 0 ? 'Render del edificio' : 'Render interior',
          ),
        ),
      ],
      videos: listingVideos(rng, 0.6, 0.4),
      files: listingFiles(ctx.base, id, rng, 1).map((file) => ({ ...file, name: 'Brochure.pdf' })),
      tags: amenities,
      custom_tags: [customTag],
      financing_details: rng.pick(FINANCING),
      users_in_charge: { ...rng.pick(ctx.producers) },
      branch: ctx.branch,
      deleted_at: null,
    }
    const first = development.photos?.[0]
    if (first) first.is_front_cover = true
    developments.push(development)

    const floors = rng.int(4, 12)
    const letters = ['A', 'B', 'C', 'D'].slice(0, rng.int(2, 4))
    const slots: Slot[] = []
    for (let tower = 1; tower <= towers; tower++) {
      for (let floor = 0; floor <= floors; floor++) {
        for (const letter of letters) slots.push({ tower, floor, letter })
      }
    }
    const wanted = unitsPerDevelopment(index)
    const parkingCount = wanted >= 4 ? rng.int(1, 2) : 0
    const chosen = rng
      .sample(slots, wanted - parkingCount)
      .concat(
        Array.from({ length: parkingCount }, (_, n) => ({
          tower: 1 + (n % towers),
          floor: -1,
          letter: '',
        })),
      )
      .sort((a, b) => a.tower - b.tower || a.floor - b.floor || a.letter.localeCompare(b.letter))
    const ref = {
      id,
      name,
      type: { ...type },
      construction_status: status,
      resource_uri: `/api/v1/development/${id}/`,
      custom_tags: [customTag],
    }
    chosen.forEach((slot, n) => {
      const unitId = nextId()
      const typeId =
        slot.floor < 0
          ? TYPE.cochera
          : slot.floor === 0 && rng.chance(0.5)
            ? TYPE.local
            : TYPE.departamento
      const shape = shapeFor(typeId, leaf.leaf, rng)
      shape.age = status === 6 ? 0 : -1
      const operations = status === 6 ? rng.pick([[1], [1], [2], [1, 2]]) : [1]
      const unit = buildListing(
        {
          id: unitId,
          typeId,
          leaf,
          street,
          number,
          unit: '',
          operations,
          shape,
          createdAt: timestamp(1500 + rng.int(0, 700), rng),
          development: ref,
          extraCustomTags: [customTag],
          // One draw where the reserved-or-not one was, so the rest of the agency stays the same.
          status: unitStatusOf(rng.next()),
        },
        ctx,
        rng,
      )
      // Off-plan units sell below the finished price; that is the point of buying early.
      const discount = status === 3 ? 0.8 : status === 4 ? 0.9 : 1
      for (const operation of unit.operations ?? []) {
        for (const price of operation.prices ?? []) {
          if (operation.operation_id === 1)
            price.price = Math.round((Number(price.price) * discount) / 500) * 500
        }
      }
      unit.real_address = unitLabel(slot, n + 1)
      unit.geo_lat = lat
      unit.geo_long = lng
      units.push(unit)
      placements.set(unitId, {
        subdivision: towers > 1 ? `Torre ${'AB'[slot.tower - 1]}` : null,
        subdivision_number: towers > 1 ? slot.tower : null,
        floor: slot.floor,
      })
    })
  }
  return { developments, units, placements }
}
