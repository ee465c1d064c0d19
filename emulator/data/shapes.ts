/**
 * Plausible physical shape and prices per property type. Figures follow the Buenos Aires market
 * loosely (USD per m² by barrio, rents in pesos); they only need to look right on a listing.
 */
import type { TokkoPrice } from '../../src/broker/wireTypes'
import { TEMPORARY_PERIODS, TYPE } from './taxonomy'
import type { DemoLocation } from './locations'
import type { Random } from './random'

/** Pesos per dollar used to quote some prices in ARS; a demo constant, not a market rate. */
export const ARS_PER_USD = 1200

export interface Shape {
  rooms: number
  suites: number
  bathrooms: number
  toilets: number
  parking: number
  floors: number
  /** Lot surface (Tokko's `surface`). */
  land: number
  roofed: number
  semiroofed: number
  unroofed: number
  total: number
  measurement: 'M2' | 'Ha'
  age: number
  /** Monthly building fees in ARS; 0 when there are none. */
  expenses: number
  front: number
  depth: number
}

type Leaf = NonNullable<DemoLocation['leaf']>

const round = (value: number, step: number): number =>
  Math.max(step, Math.round(value / step) * step)

function ageFor(typeId: number, rng: Random): number {
  if (typeId === TYPE.terreno || typeId === TYPE.campo) return 0
  const band = rng.weighted([
    ['pozo', typeId === TYPE.departamento ? 3 : 1],
    ['nuevo', 10],
    ['reciente', 25],
    ['medio', 30],
    ['viejo', typeId === TYPE.ph ? 60 : 32],
  ] as const)
  if (band === 'pozo') return -1
  if (band === 'nuevo') return 0
  if (band === 'reciente') return rng.int(1, 10)
  if (band === 'medio') return rng.int(11, 30)
  return rng.int(31, 60)
}

/** Sets what a property of one type has (rooms, surfaces, fees) on a blank shape. */
type ShapeFiller = (shape: Shape, rng: Random, leaf: Leaf) => void

function fillApartment(shape: Shape, rng: Random): void {
  shape.rooms = rng.weighted([
    [1, 10],
    [2, 30],
    [3, 32],
    [4, 20],
    [5, 8],
  ] as const)
  shape.suites = Math.max(0, shape.rooms - 1)
  shape.roofed = shape.rooms * 17 + rng.int(12, 30)
  shape.semiroofed = rng.chance(0.6) ? rng.int(3, 12) : 0
  shape.unroofed = rng.chance(0.12) ? rng.int(8, 40) : 0
  shape.bathrooms = shape.rooms >= 4 ? 2 : 1
  shape.toilets = shape.rooms >= 3 && rng.chance(0.35) ? 1 : 0
  shape.parking = rng.chance(shape.rooms >= 3 ? 0.5 : 0.15) ? 1 : 0
  shape.expenses = round(shape.roofed * rng.int(700, 1600), 1000)
}

function fillPh(shape: Shape, rng: Random): void {
  shape.rooms = rng.int(2, 5)
  shape.suites = shape.rooms - 1
  shape.roofed = shape.rooms * 19 + rng.int(10, 25)
  shape.unroofed = rng.int(10, 45)
  shape.bathrooms = shape.rooms >= 4 ? 2 : 1
  shape.floors = rng.int(1, 2)
  shape.expenses = rng.chance(0.5) ? 0 : round(rng.int(12000, 40000), 1000)
}

function fillHouse(shape: Shape, rng: Random, leaf: Leaf): void {
  shape.rooms = rng.int(3, 7)
  shape.suites = Math.max(2, shape.rooms - 2)
  shape.land = leaf.profile === 'urban' ? rng.int(150, 400) : rng.int(300, 1200)
  shape.roofed = Math.min(shape.land, shape.rooms * 32 + rng.int(20, 80))
  shape.semiroofed = rng.int(10, 40)
  shape.unroofed = Math.max(0, shape.land - Math.round(shape.roofed * 0.6))
  shape.bathrooms = rng.int(2, 4)
  shape.toilets = rng.int(0, 1)
  shape.parking = rng.int(1, 3)
  shape.floors = rng.int(1, 3)
  shape.front = rng.int(8, 20)
  shape.depth = Math.round(shape.land / shape.front)
  shape.expenses =
    leaf.profile === 'suburban' && rng.chance(0.4) ? round(rng.int(90000, 320000), 1000) : 0
}

function fillOffice(shape: Shape, rng: Random): void {
  shape.rooms = rng.int(1, 6)
  shape.roofed = rng.int(30, 400)
  shape.bathrooms = Math.max(1, Math.round(shape.roofed / 120))
  shape.parking = rng.chance(0.3) ? rng.int(1, 3) : 0
  shape.expenses = round(shape.roofed * rng.int(900, 1800), 1000)
}

function fillShop(shape: Shape, rng: Random): void {
  shape.rooms = rng.int(1, 2)
  shape.roofed = rng.int(25, 300)
  shape.unroofed = rng.chance(0.2) ? rng.int(10, 60) : 0
  shape.bathrooms = 1
  shape.front = rng.int(4, 12)
}

function fillLot(shape: Shape, rng: Random, leaf: Leaf): void {
  if (leaf.profile === 'rural') {
    shape.measurement = 'Ha'
    shape.land = rng.int(10, 60) / 10
  } else {
    shape.front = rng.pick([8.66, 10, 12, 15, 20])
    shape.depth = rng.int(25, 60)
    shape.land = Math.round(shape.front * shape.depth)
  }
  shape.unroofed = shape.land
}

function fillField(shape: Shape, rng: Random): void {
  shape.measurement = 'Ha'
  shape.land = rng.int(10, 320)
  shape.unroofed = shape.land
}

function fillParking(shape: Shape, rng: Random): void {
  shape.roofed = rng.int(11, 16)
  shape.age = Math.max(5, shape.age)
  shape.expenses = round(rng.int(8000, 25000), 500)
}

const FILLERS: Partial<Record<number, ShapeFiller>> = {
  [TYPE.departamento]: fillApartment,
  [TYPE.ph]: fillPh,
  [TYPE.casa]: fillHouse,
  [TYPE.oficina]: fillOffice,
  [TYPE.local]: fillShop,
  [TYPE.terreno]: fillLot,
  [TYPE.campo]: fillField,
  [TYPE.cochera]: fillParking,
}

/** The shape of a property of this type in this area. */
export function shapeFor(typeId: number, leaf: Leaf, rng: Random): Shape {
  const shape: Shape = {
    rooms: 0,
    suites: 0,
    bathrooms: 0,
    toilets: 0,
    parking: 0,
    floors: 1,
    land: 0,
    roofed: 0,
    semiroofed: 0,
    unroofed: 0,
    total: 0,
    measurement: 'M2',
    age: ageFor(typeId, rng),
    expenses: 0,
    front: 0,
    depth: 0,
  }
  FILLERS[typeId]?.(shape, rng, leaf)
  shape.total =
    shape.measurement === 'Ha' ? shape.land : shape.roofed + shape.semiroofed + shape.unroofed
  return shape
}

/** Sale price in USD for this shape in this area. */
function saleUsd(typeId: number, shape: Shape, leaf: Leaf, rng: Random): number {
  const noise = rng.float(0.88, 1.12)
  const ageFactor = shape.age <= 0 ? 1.1 : shape.age > 40 ? 0.85 : 1
  const covered = shape.roofed + shape.semiroofed * 0.5 + shape.unroofed * 0.3
  switch (typeId) {
    case TYPE.casa:
      return (shape.roofed * 0.9 + shape.land * 0.25) * leaf.usdPerM2 * ageFactor * noise
    case TYPE.ph:
      return covered * leaf.usdPerM2 * 0.85 * ageFactor * noise
    case TYPE.local:
      return covered * leaf.usdPerM2 * 1.1 * noise
    case TYPE.terreno:
      return shape.measurement === 'Ha'
        ? shape.land * rng.int(25000, 60000)
        : shape.land * leaf.usdPerM2 * 0.45 * noise
    case TYPE.campo:
      return shape.land * rng.int(7000, 14000)
    case TYPE.cochera:
      return rng.int(18000, 45000) * (leaf.usdPerM2 / 2600)
    default:
      return covered * leaf.usdPerM2 * ageFactor * noise
  }
}

/** Monthly rent in ARS for this shape in this area. */
function rentArs(typeId: number, shape: Shape, leaf: Leaf, rng: Random): number {
  if (typeId === TYPE.cochera) return rng.int(70000, 140000)
  const perM2 =
    typeId === TYPE.oficina || typeId === TYPE.local ? 4.5 : typeId === TYPE.casa ? 2.8 : 3.6
  return (shape.roofed + shape.semiroofed * 0.5) * leaf.usdPerM2 * perM2 * rng.float(0.9, 1.1)
}

/** The price of one operation, in the currency and period an agent would quote. */
export function priceFor(
  typeId: number,
  operationId: number,
  shape: Shape,
  leaf: Leaf,
  rng: Random,
): Required<Pick<TokkoPrice, 'currency' | 'price' | 'period' | 'is_promotional'>> {
  if (operationId === 1) {
    const usd = saleUsd(typeId, shape, leaf, rng)
    // Small sales (parking spaces, cheap lots) are sometimes quoted in pesos.
    if (usd < 60000 && rng.chance(0.35)) {
      return {
        currency: 'ARS',
        price: round(usd * ARS_PER_USD, 100000),
        period: 0,
        is_promotional: false,
      }
    }
    return {
      currency: 'USD',
      price: round(usd, usd < 100000 ? 500 : 1000),
      period: 0,
      is_promotional: false,
    }
  }
  if (operationId === 2) {
    const ars = rentArs(typeId, shape, leaf, rng)
    const inDollars = leaf.usdPerM2 > 4000 || (typeId === TYPE.oficina && rng.chance(0.4))
    return inDollars
      ? { currency: 'USD', price: round(ars / ARS_PER_USD, 50), period: 0, is_promotional: false }
      : { currency: 'ARS', price: round(ars, 5000), period: 0, is_promotional: false }
  }
  const period = rng.pick(TEMPORARY_PERIODS)
  const perDay = (35 + shape.rooms * 14 + (typeId === TYPE.casa ? 60 : 0)) * (leaf.usdPerM2 / 2800)
  const usd = perDay * period.days * (period.days >= 28 ? 0.7 : period.days >= 7 ? 0.85 : 1)
  return rng.chance(0.6)
    ? {
        currency: 'USD',
        price: round(usd, 5),
        period: period.code,
        is_promotional: rng.chance(0.05),
      }
    : {
        currency: 'ARS',
        price: round(usd * ARS_PER_USD, 1000),
        period: period.code,
        is_promotional: false,
      }
}
