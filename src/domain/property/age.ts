/** Age labels (spec §3, §9): -1 under construction, 0 brand new, otherwise years. */
import { NOT_INFORMED } from '../site/texts'

export const UNDER_CONSTRUCTION_AGE = -1
export const BRAND_NEW_AGE = 0

/** 'En construcción', 'A estrenar', '1 año', 'n años', or 'No informado' when unknown. */
export function ageLabel(age: number | null | undefined): string {
  if (typeof age !== 'number' || !Number.isInteger(age) || age < UNDER_CONSTRUCTION_AGE) {
    return NOT_INFORMED
  }
  if (age === UNDER_CONSTRUCTION_AGE) return 'En construcción'
  if (age === BRAND_NEW_AGE) return 'A estrenar'
  return age === 1 ? '1 año' : `${age} años`
}
