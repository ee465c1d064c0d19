/**
 * Fallback texts of spec §8: what a visitor reads where the broker left a field empty. Data keeps
 * the gap (normalisers never write these into it); the screens ask these helpers.
 */

export const NO_DESCRIPTION = 'Sin descripción'
/** A hidden or missing price on a detail page. */
export const PRICE_ON_REQUEST = 'Precio a consultar'
/** The same on cards and in tables, where space is short. */
export const PRICE_ON_REQUEST_SHORT = 'CONSULTAR'
/** Unknown parking, age or any other amount. */
export const NOT_INFORMED = 'No informado'
/** A property without a type (the normaliser's default type name). */
export const UNSPECIFIED_TYPE = 'Sin Especificar'
/** A development or unit without a type, where the table needs a word rather than a category. */
export const UNASSIGNED_TYPE = 'Sin asignar'

/** The description, or 'Sin descripción' when it is empty or only whitespace. */
export function descriptionOrFallback(description: string | null | undefined): string {
  return description && description.trim() !== '' ? description : NO_DESCRIPTION
}

/** A type name, or 'Sin Especificar' when there is none. */
export function typeNameOrFallback(name: string | null | undefined): string {
  return name && name.trim() !== '' ? name.trim() : UNSPECIFIED_TYPE
}

/** Type column of a development's units table: 'Sin asignar' when the broker gave no type. */
export function unitTypeLabel(name: string | null | undefined): string {
  const label = typeNameOrFallback(name)
  return label === UNSPECIFIED_TYPE ? UNASSIGNED_TYPE : label
}

/** An amount as text ("2"), or 'No informado' when unknown. */
export function amountOrFallback(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0
    ? String(amount)
    : NOT_INFORMED
}

/** Parking spaces: "No informado" when unknown, "Sin cochera", "1 cochera", "2 cocheras". */
export function parkingLabel(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) return NOT_INFORMED
  if (amount === 0) return 'Sin cochera'
  return amount === 1 ? '1 cochera' : `${amount} cocheras`
}
