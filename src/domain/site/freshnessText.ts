/** How fresh the published data is, as the footer of every page says it. */
import { argentinaTime } from './dates'

/** The file, at the site's root, that says when the published data was read. */
export const DATA_FRESHNESS_FILE = 'data-freshness.json'

export interface DataFreshness {
  /** ISO time the build read the catalogue. */
  published_at: string
}

/** "Datos actualizados el 23/11 a las 14:05" (Buenos Aires time), or null for anything else. */
export function freshnessText(value: unknown): string | null {
  const published =
    typeof value === 'object' && value !== null
      ? (value as Partial<DataFreshness>).published_at
      : undefined
  const at = typeof published === 'string' ? argentinaTime(published) : null
  return at && `Datos actualizados el ${at.day}/${at.month} a las ${at.hour}:${at.minute}`
}
