/**
 * The demo agency: `generateDemo` builds every record the emulator serves, deterministically, so
 * the same options give the same agency on every run and in every test.
 */
import type {
  RawNewsEntry,
  RawSiteSettings,
  TokkoDevelopment,
  TokkoProducer,
  TokkoProperty,
} from '../../src/broker/wireTypes'
import { DEFAULT_CLIENT_ID, DEMO_TOKKO_KEY, EMULATOR_ORIGIN } from '../../src/config'
import { generateDevelopments, type UnitPlacement } from './developments'
import { applyMess } from './messy'
import { generateNews } from './news'
import { generateProducers } from './producers'
import { photosOfCount } from './mediaLists'
import { generateListing, timestamp, type BuildContext } from './properties'
import { createRandom, hashSeed } from './random'
import { agencyBranch, generateSettings, type ListingSource } from './settings'

export type { UnitPlacement } from './developments'
export type { ListingSource } from './settings'

export const DEFAULT_PROPERTIES = 180
export const MAX_PROPERTIES = 20000
export const MAX_PHOTOS_PER_LISTING = 60

export interface DemoOptions {
  /** How many properties, development units included (default 180, at most 20,000). */
  properties?: number
  /** Origin that photo and file addresses start with (default the emulator's). */
  publicUrl?: string
  clientId?: number
  tokkoKey?: string
  listingSource?: ListingSource
  /** Another seed gives another agency of the same shape. */
  seed?: number
  /** Exactly this many photos on every property (the build benchmark); default: as generated. */
  photosPerListing?: number
}

export interface DemoData {
  properties: TokkoProperty[]
  developments: TokkoDevelopment[]
  /** Tower and floor of each development unit, by property id (the backend shape needs them). */
  unitPlacements: Map<number, UnitPlacement>
  news: RawNewsEntry[]
  settings: RawSiteSettings
  producers: TokkoProducer[]
}

// How far apart listings were created: the demo spans about six years of activity.
const HISTORY_DAYS = 2200
const UNIT_SHARE = 0.22

function developmentCount(total: number): number {
  if (total >= 60) return Math.min(800, Math.max(6, Math.round(total / 25)))
  return Math.floor(total / 10)
}

/** Builds the whole demo agency for these options. */
export function generateDemo(options: DemoOptions = {}): DemoData {
  const total = options.properties ?? DEFAULT_PROPERTIES
  if (!Number.isInteger(total) || total < 0 || total > MAX_PROPERTIES) {
    throw new RangeError(`properties must be an integer from 0 to ${MAX_PROPERTIES} (got ${total})`)
  }
  const photoCount = options.photosPerListing
  if (
    photoCount !== undefined &&
    (!Number.isInteger(photoCount) || photoCount < 0 || photoCount > MAX_PHOTOS_PER_LISTING)
  ) {
    throw new RangeError(
      `photosPerListing must be an integer from 0 to ${MAX_PHOTOS_PER_LISTING} (got ${photoCount})`,
    )
  }
  const base = (options.publicUrl ?? EMULATOR_ORIGIN).replace(/\/+$/, '')
  const rng = createRandom(hashSeed('inmobiliaria-demo', options.seed ?? 1))
  const producers = generateProducers(base)
  const ctx: BuildContext = { base, producers, branch: agencyBranch(base) }

  const developmentsWanted = developmentCount(total)
  const unitBudget = developmentsWanted > 0 ? Math.round(total * UNIT_SHARE) : 0
  const regularCount = total - unitBudget
  let lastId = 7104100
  const nextId = (): number => (lastId += rng.int(1, 37))

  const listings: TokkoProperty[] = []
  for (let index = 0; index < regularCount; index++) {
    const days = (index / Math.max(1, regularCount)) * HISTORY_DAYS + rng.float(0, 3)
    listings.push(generateListing(nextId(), timestamp(days, rng), ctx, rng))
  }
  applyMess(listings)

  const perDevelopment = Math.floor(unitBudget / Math.max(1, developmentsWanted))
  const remainder = unitBudget - perDevelopment * developmentsWanted
  const { developments, units, placements } = generateDevelopments(
    developmentsWanted,
    (index) => perDevelopment + (index < remainder ? 1 : 0),
    nextId,
    ctx,
    rng,
  )

  const properties = [...listings, ...units]
  if (photoCount !== undefined) {
    // After generation, so that the rest of the agency is the same whatever the photo count.
    for (const property of properties)
      property.photos = photosOfCount(base, Number(property.id), property.photos ?? [], photoCount)
  }

  return {
    properties,
    developments,
    unitPlacements: placements,
    news: generateNews(base),
    settings: generateSettings({
      base,
      clientId: options.clientId ?? DEFAULT_CLIENT_ID,
      tokkoKey: options.tokkoKey ?? DEMO_TOKKO_KEY,
      listingSource: options.listingSource ?? 'tokko',
      producers,
    }),
    producers,
  }
}
