/**
 * Tokko's fixed catalogues as the demo agency uses them: property types (tokko-api.md §4.3),
 * operations (§4.1), the tag catalogue (§3.5) and the agency's own custom tags.
 */

export type Lang = 'es_ar' | 'en'

export interface PropertyTypeInfo {
  id: number
  code: string
  es: string
  en: string
  /** Land is measured in hectares when large; the site shows 'Ha.' for these types. */
  isLand: boolean
}

// The ids well attested across consumers; 'Condo' for PH and 'Business Premises' are measured names.
export const PROPERTY_TYPES: readonly PropertyTypeInfo[] = [
  { id: 1, code: 'LA', es: 'Terreno', en: 'Land', isLand: true },
  { id: 2, code: 'AP', es: 'Departamento', en: 'Apartment', isLand: false },
  { id: 3, code: 'HO', es: 'Casa', en: 'House', isLand: false },
  { id: 5, code: 'OF', es: 'Oficina', en: 'Office', isLand: false },
  { id: 7, code: 'LO', es: 'Local', en: 'Business Premises', isLand: false },
  { id: 9, code: 'CS', es: 'Campo', en: 'Countryside', isLand: true },
  { id: 10, code: 'GA', es: 'Cochera', en: 'Garage', isLand: false },
  { id: 13, code: 'PH', es: 'PH', en: 'Condo', isLand: false },
]

const TYPES_BY_ID = new Map(PROPERTY_TYPES.map((type) => [type.id, type]))

export const TYPE = {
  terreno: 1,
  departamento: 2,
  casa: 3,
  oficina: 5,
  local: 7,
  campo: 9,
  cochera: 10,
  ph: 13,
} as const

/** The type with this id; throws on an id outside the catalogue (a generator bug). */
export function propertyType(id: number): PropertyTypeInfo {
  const found = TYPES_BY_ID.get(id)
  if (!found) throw new Error(`Unknown property type ${id}`)
  return found
}

/** The type's name in the language of the request. */
export function typeName(id: number, lang: Lang): string | undefined {
  const found = TYPES_BY_ID.get(id)
  return found && (lang === 'en' ? found.en : found.es)
}

export const OPERATIONS = [
  { id: 1, es: 'Venta', en: 'Sale' },
  { id: 2, es: 'Alquiler', en: 'Rent' },
  { id: 3, es: 'Alquiler temporario', en: 'Temporary rent' },
] as const

/** The operation's name in the language of the request. */
export function operationName(id: number, lang: Lang): string | undefined {
  const found = OPERATIONS.find((operation) => operation.id === id)
  return found && (lang === 'en' ? found.en : found.es)
}

/** Temporary-rent period codes (tokko-api.md §3.3) the demo uses, with how a price scales. */
export const TEMPORARY_PERIODS = [
  { code: 1, label: 'por día', days: 1 },
  { code: 3, label: 'por semana', days: 7 },
  { code: 4, label: 'por quincena', days: 15 },
  { code: 5, label: 'por mes', days: 30 },
  { code: 12, label: 'enero', days: 31 },
  { code: 13, label: 'febrero', days: 28 },
  { code: 25, label: 'por temporada', days: 75 },
] as const

// Jacuzzi 34, Solarium 40 and 47 (apto profesional) are Tokko's own playground ids; the rest of the
// ids are the demo's, kept clear of those.
export interface CatalogueTag {
  id: number
  name: string
  /** 1 services, 2 room types, 3 amenities (tokko-api.md §3.5). */
  type: 1 | 2 | 3
}

export const TAGS: readonly CatalogueTag[] = [
  { id: 1, name: 'Agua corriente', type: 1 },
  { id: 2, name: 'Gas natural', type: 1 },
  { id: 3, name: 'Electricidad', type: 1 },
  { id: 4, name: 'Internet', type: 1 },
  { id: 5, name: 'Cable', type: 1 },
  { id: 6, name: 'Teléfono', type: 1 },
  { id: 7, name: 'Cloaca', type: 1 },
  { id: 8, name: 'Pavimento', type: 1 },
  { id: 20, name: 'Balcón', type: 2 },
  { id: 21, name: 'Terraza', type: 2 },
  { id: 22, name: 'Lavadero', type: 2 },
  { id: 23, name: 'Patio', type: 2 },
  { id: 24, name: 'Dependencia de servicio', type: 2 },
  { id: 25, name: 'Vestidor', type: 2 },
  { id: 26, name: 'Jardín', type: 2 },
  { id: 27, name: 'Baulera', type: 2 },
  { id: 28, name: 'Escritorio', type: 2 },
  { id: 29, name: 'Comedor diario', type: 2 },
  { id: 34, name: 'Jacuzzi', type: 3 },
  { id: 35, name: 'Apto crédito', type: 3 },
  { id: 36, name: 'Pileta', type: 3 },
  { id: 37, name: 'Parrilla', type: 3 },
  { id: 38, name: 'SUM', type: 3 },
  { id: 39, name: 'Gimnasio', type: 3 },
  { id: 40, name: 'Solarium', type: 3 },
  { id: 41, name: 'Seguridad', type: 3 },
  { id: 42, name: 'Ascensor', type: 3 },
  { id: 43, name: 'Calefacción central', type: 3 },
  { id: 44, name: 'Aire acondicionado', type: 3 },
  { id: 45, name: 'Quincho', type: 3 },
  { id: 46, name: 'Sauna', type: 3 },
  { id: 47, name: 'Apto profesional', type: 3 },
  { id: 48, name: 'Laundry', type: 3 },
  { id: 51, name: 'Apto mascotas', type: 3 },
]

const TAGS_BY_ID = new Map<number, CatalogueTag>(TAGS.map((entry) => [entry.id, entry]))

/** The catalogue entry for a tag id, if there is one. */
export function findTag(id: number): CatalogueTag | undefined {
  return TAGS_BY_ID.get(id)
}

/** The catalogue entry for a tag id (shared, never mutated); throws on an unknown id. */
export function tag(id: number): CatalogueTag {
  const found = TAGS_BY_ID.get(id)
  if (!found) throw new Error(`Unknown tag ${id}`)
  return found
}

export interface CatalogueCustomTag {
  id: number
  name: string
  group_name: string
}

export const CUSTOM_TAGS: readonly CatalogueCustomTag[] = [
  { id: 881, name: 'Oportunidad', group_name: 'Destacados' },
  { id: 882, name: 'Precio rebajado', group_name: 'Destacados' },
  { id: 883, name: 'Con renta', group_name: 'Destacados' },
  { id: 884, name: 'Ideal inversor', group_name: 'Destacados' },
  { id: 885, name: 'Acepta permuta', group_name: 'Condiciones' },
  { id: 886, name: 'Financiación', group_name: 'Condiciones' },
]

export const DEVELOPMENT_TYPES = [
  { id: 1, code: 'BU', name: 'Edificio' },
  { id: 2, code: 'CD', name: 'Condominio' },
  { id: 3, code: 'GC', name: 'Barrio cerrado' },
] as const

export const CONSTRUCTION_STATUSES = [3, 4, 6] as const
