/** Locations from Tokko's "Argentina | Capital Federal | Palermo" path or the backend's fields. */
import type { Location } from '../../domain/types'
import type { BackendLocation, TokkoLocation } from '../wireTypes'
import { fields, toLine, toPositiveId } from './coerce'

function fullName(name: string, city: string, state: string): string {
  const area = city || state
  if (!name) return area
  return area && area !== name ? `${name}, ${area}` : name
}

/** Tokko's location: country, state and city are read from the levels of `full_location`. */
export function tokkoLocation(value: unknown): Location {
  const raw = fields<TokkoLocation>(value)
  const levels = toLine(raw.full_location)
    .split('|')
    .map((level) => level.trim())
    .filter(Boolean)
  const country = levels[0] ?? ''
  const state = levels[1] ?? ''
  // Levels run country, state, (partido,) barrio: a city exists only on four or more levels.
  const city = levels.length >= 4 ? (levels[levels.length - 2] ?? '') : ''
  const last = levels[levels.length - 1] ?? ''
  const name = toLine(raw.name) || last
  // With one or two levels the last is the country or the state, not a neighbourhood.
  const neighborhood = levels.length >= 3 ? last : levels.length === 0 ? name : ''
  return {
    id: toPositiveId(raw.id),
    country,
    state,
    city,
    neighborhood,
    name,
    full_name: fullName(name, city, state),
  }
}

/** The backend's location fields; a city that only repeats the state is dropped, as for Tokko. */
export function backendLocation(value: unknown): Location {
  const raw = fields<BackendLocation>(value)
  const state = toLine(raw.state)
  const cityText = toLine(raw.city)
  const city = cityText === state ? '' : cityText
  const neighborhood = toLine(raw.neighborhood)
  const name = toLine(raw.name) || neighborhood || city || state
  return {
    id: toPositiveId(raw.id),
    country: toLine(raw.country),
    state,
    city,
    neighborhood,
    name,
    full_name: fullName(name, city, state),
  }
}
