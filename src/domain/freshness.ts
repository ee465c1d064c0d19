/** How fresh the published data is, as the footer of every page says it. */

/** The file, at the site's root, that says when the published data was read. */
export const DATA_FRESHNESS_FILE = 'data-freshness.json'

export interface DataFreshness {
  /** ISO time the build read the catalogue. */
  published_at: string
}

// The agency's clock, whatever the visitor's: Argentina has a single time zone.
const PARTS = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
})

/** "Datos actualizados el 23/11 a las 14:05", or null for anything that is not a time. */
export function freshnessText(value: unknown): string | null {
  const published =
    typeof value === 'object' && value !== null
      ? (value as Partial<DataFreshness>).published_at
      : undefined
  if (typeof published !== 'string') return null
  const at = new Date(published)
  if (Number.isNaN(at.getTime())) return null
  // es-AR writes "1/3" even when asked for two digits: padded here, as the agency writes dates.
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    (PARTS.formatToParts(at).find((item) => item.type === type)?.value ?? '').padStart(2, '0')
  return `Datos actualizados el ${part('day')}/${part('month')} a las ${part('hour')}:${part('minute')}`
}
