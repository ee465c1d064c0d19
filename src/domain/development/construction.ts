/** Construction status of developments (spec §3): 3 En pozo, 4 En Construcción, 6 Construcción Terminada. */
import type { ConstructionStatus } from '../types'

export const CONSTRUCTION_STATUSES: readonly ConstructionStatus[] = [3, 4, 6]

const LABELS: Record<ConstructionStatus, string> = {
  3: 'En pozo',
  4: 'En Construcción',
  6: 'Construcción Terminada',
}

export function isConstructionStatus(value: unknown): value is ConstructionStatus {
  return value === 3 || value === 4 || value === 6
}

/** The label of a status code, or '' for an unknown one (the screen then shows nothing). */
export function constructionStatusLabel(status: number | null | undefined): string {
  return isConstructionStatus(status) ? LABELS[status] : ''
}

/** The status filter's options, in code order. */
export function constructionStatusOptions(): { value: ConstructionStatus; label: string }[] {
  return CONSTRUCTION_STATUSES.map((value) => ({ value, label: LABELS[value] }))
}
