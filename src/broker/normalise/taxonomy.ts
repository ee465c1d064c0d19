/** Property types, tags and custom tags from either source (tokko-api.md §3.5, §4.3). */
import { fold } from '../../domain/site/fold'
import type { CustomTag, PropertyType, Tag, TagType } from '../../domain/types'
import type {
  BackendNamedRef,
  BackendProperty,
  TokkoCustomTag,
  TokkoTag,
  TokkoType,
} from '../wireTypes'
import {
  fields,
  isRecord,
  toArray,
  toInteger,
  toLine,
  toPositiveId,
  type Unchecked,
} from './coerce'

/** The type name shown when the broker sent none (spec §8). */
export const UNKNOWN_TYPE = 'Sin Especificar'

// Tokko answers in English unless asked for es_ar (tokko-api.md §0); names from §4.3 and the spec.
const SPANISH_TYPES: Record<string, string> = {
  apartment: 'Departamento',
  house: 'Casa',
  land: 'Terreno',
  office: 'Oficina',
  'business premises': 'Local',
  condo: 'PH',
  garage: 'Cochera',
  countryside: 'Campo',
  warehouse: 'Galpón',
  storage: 'Depósito',
  'weekend house': 'Quinta',
  hotel: 'Hotel',
  farm: 'Finca',
  ranch: 'Chacra',
  mooring: 'Amarra',
  'commercial building': 'Edificio comercial',
  'business permit': 'Fondo de comercio',
  island: 'Isla',
}

/** A property type name in Spanish: known English names are translated, others kept as sent. */
export function translateTypeName(name: string): string {
  return SPANISH_TYPES[fold(name).replace(/\s+/g, ' ')] ?? name
}

function readType(value: unknown): PropertyType {
  const raw = fields<TokkoType>(value)
  return {
    id: toPositiveId(raw.id),
    name: translateTypeName(toLine(raw.name)) || UNKNOWN_TYPE,
  }
}

/** Tokko's `type {id, name}`. */
export function tokkoType(value: unknown): PropertyType {
  return readType(value)
}

/** The backend's `property_type`: its first entry gives the type (a lone object is accepted). */
export function backendType(value: unknown): PropertyType {
  return readType(isRecord(value) ? value : toArray(value).find(isRecord))
}

/** 1, 2 or 3 when the value is a tag type code; null otherwise. */
export function toTagType(value: unknown): TagType | null {
  const code = toInteger(value)
  return code === 1 || code === 2 || code === 3 ? code : null
}

function readTag(value: unknown, type: TagType | null): Tag | null {
  const raw = fields<TokkoTag>(value)
  const id = toPositiveId(raw.id)
  const name = toLine(raw.name)
  const tagType = type ?? toTagType(raw.type)
  return id !== null && name && tagType !== null ? { id, name, tag_type: tagType } : null
}

function uniqueById<T extends { id: number }>(items: (T | null)[]): T[] {
  const seen = new Set<number>()
  return items.filter((item): item is T => {
    if (item === null || seen.has(item.id)) return false
    seen.add(item.id)
    return true
  })
}

/** Tokko's `tags [{id, name, type}]`, dropping entries without id, name or a known type. */
export function tokkoTags(value: unknown): Tag[] {
  return uniqueById(toArray(value).map((item) => readTag(item, null)))
}

/** The backend's three tag lists: extra_services → 1, extra_amenities → 2, extra_general → 3. */
export function backendTags(
  raw: Unchecked<Pick<BackendProperty, 'extra_services' | 'extra_amenities' | 'extra_general'>>,
): Tag[] {
  const typed = (list: unknown, type: TagType) => toArray(list).map((item) => readTag(item, type))
  return uniqueById([
    ...typed(raw.extra_services, 1),
    ...typed(raw.extra_amenities, 2),
    ...typed(raw.extra_general, 3),
  ])
}

/** Agency-defined tags: Tokko's `custom_tags` or the backend's `tags` (which have no group). */
export function customTags(value: unknown): CustomTag[] {
  return uniqueById(
    toArray(value).map((item) => {
      const raw = fields<TokkoCustomTag & BackendNamedRef>(item)
      const id = toPositiveId(raw.id)
      const name = toLine(raw.name)
      return id !== null && name ? { id, name, group_name: toLine(raw.group_name) } : null
    }),
  )
}
