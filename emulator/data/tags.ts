/** Which catalogue tags a listing gets: services by area, room types by shape, amenities by type. */
import { TYPE } from './taxonomy'
import type { Leaf } from './properties'
import type { Random } from './random'
import type { Shape } from './shapes'

function servicesFor(leaf: Leaf, rng: Random): number[] {
  if (leaf.leaf.profile === 'rural') return rng.sample([3, 4], rng.int(1, 2))
  return [1, 2, 3, ...rng.sample([4, 5, 6, 7, 8], rng.int(1, 4))]
}

function roomTagsFor(typeId: number, shape: Shape, rng: Random): number[] {
  const ids: number[] = []
  const maybe = (id: number, probability: number) => rng.chance(probability) && ids.push(id)
  if (typeId === TYPE.departamento || typeId === TYPE.ph) {
    if (shape.semiroofed > 0) ids.push(20)
    if (shape.unroofed > 0) ids.push(typeId === TYPE.ph ? rng.pick([21, 23]) : 21)
    maybe(22, 0.5)
    maybe(24, shape.rooms >= 4 ? 0.3 : 0)
    maybe(25, 0.2)
    maybe(27, 0.2)
    maybe(29, 0.15)
  } else if (typeId === TYPE.casa) {
    ids.push(26, 22)
    maybe(23, 0.5)
    maybe(28, 0.4)
    maybe(24, 0.4)
    maybe(25, 0.5)
  } else if (typeId === TYPE.oficina) {
    maybe(28, 0.3)
  }
  return ids
}

type Odds = readonly (readonly [number, number])[]

// Chance of each amenity tag (type 3) per property type; houses in gated suburbs get security.
const AMENITY_ODDS: Record<number, Odds> = {
  [TYPE.departamento]: [
    [42, 0.8],
    [36, 0.2],
    [38, 0.25],
    [39, 0.15],
    [41, 0.2],
    [48, 0.15],
    [40, 0.1],
    [37, 0.15],
    [44, 0.4],
    [43, 0.15],
    [35, 0.25],
    [47, 0.15],
    [51, 0.2],
    [34, 0.03],
  ],
  [TYPE.ph]: [
    [37, 0.4],
    [35, 0.3],
    [51, 0.3],
    [44, 0.3],
  ],
  [TYPE.casa]: [
    [36, 0.55],
    [37, 0.7],
    [45, 0.25],
    [41, 0.1],
    [35, 0.2],
    [46, 0.05],
    [34, 0.08],
    [44, 0.5],
  ],
  [TYPE.oficina]: [
    [42, 0.9],
    [44, 0.7],
    [41, 0.5],
    [47, 0.6],
  ],
  [TYPE.local]: [[44, 0.4]],
  [TYPE.cochera]: [[41, 0.3]],
}
const SUBURBAN_HOUSE_ODDS: Odds = (AMENITY_ODDS[TYPE.casa] ?? []).map(([id, odds]) =>
  id === 41 ? [id, 0.5] : [id, odds],
)

function amenitiesFor(typeId: number, leaf: Leaf, rng: Random): number[] {
  const odds =
    typeId === TYPE.casa && leaf.leaf.profile === 'suburban'
      ? SUBURBAN_HOUSE_ODDS
      : (AMENITY_ODDS[typeId] ?? [])
  const ids: number[] = []
  for (const [id, probability] of odds) if (rng.chance(probability)) ids.push(id)
  return ids
}

/** Tag ids for a listing: services (type 1), room types (type 2), amenities (type 3). */
export function tagIdsFor(typeId: number, leaf: Leaf, shape: Shape, rng: Random): number[] {
  return [
    ...servicesFor(leaf, rng),
    ...roomTagsFor(typeId, shape, rng),
    ...amenitiesFor(typeId, leaf, rng),
  ]
}
