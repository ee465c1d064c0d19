/**
 * The construction-status filter of the developments list (spec §3, §4: it starts empty, which
 * shows them all). The choice lives in the address as `?estado=3` and narrows the built list in
 * the browser; kept pure so the live fetch of development filters can feed it the same way.
 */
import { constructionStatusOptions, isConstructionStatus } from './construction'
import type { ConstructionStatus } from '../types'
import { readQueryParam, withQueryParam } from '../site/urlQuery'
import { countLabel, shownOfTotal } from '../site/countWords'

export const STATUS_PARAM = 'estado'

/** What the filter needs of a development (a card or a fetched record mapped to one). */
interface WithStatus {
  status: ConstructionStatus | null
}

export interface StatusFilterOption {
  /** null is 'Todos'. */
  value: ConstructionStatus | null
  label: string
  /** How many developments the option would show. */
  count: number
}

// For sentences: "No hay emprendimientos en pozo por ahora."
const STATUS_PHRASES: Record<ConstructionStatus, string> = {
  3: 'en pozo',
  4: 'en construcción',
  6: 'con la construcción terminada',
}

/** The status a query string asks for; null (all) when absent or not one of 3, 4, 6. */
export function parseStatusFilter(search: string): ConstructionStatus | null {
  const raw = readQueryParam(search, STATUS_PARAM)
  const code = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null
  return isConstructionStatus(code) ? code : null
}

/** The query string for a status choice, other parameters kept ('' for all). */
export function statusFilterSearch(search: string, status: ConstructionStatus | null): string {
  return withQueryParam(search, STATUS_PARAM, status === null ? null : String(status))
}

/** The developments of a status in their order, or all of them for null. */
export function filterByStatus<T extends WithStatus>(
  developments: readonly T[],
  status: ConstructionStatus | null,
): T[] {
  return status === null
    ? [...developments]
    : developments.filter((development) => development.status === status)
}

/** 'Todos' and the three statuses in code order, each with the number it would show. */
export function statusFilterOptions(developments: readonly WithStatus[]): StatusFilterOption[] {
  return [
    { value: null, label: 'Todos', count: developments.length },
    ...constructionStatusOptions().map(({ value, label }) => ({
      value,
      label,
      count: filterByStatus(developments, value).length,
    })),
  ]
}

/** The empty list's message: for the status chosen, else for the tag page, else for the site. */
export function noDevelopmentsText(
  status: ConstructionStatus | null,
  tag: string | null = null,
): string {
  if (status !== null) return `No hay emprendimientos ${STATUS_PHRASES[status]} por ahora.`
  if (tag !== null) return `No hay emprendimientos en «${tag}» por ahora.`
  return 'Todavía no hay emprendimientos publicados.'
}

/** The heading and title of the list, or of a tag's page. */
export function developmentsTitle(tag: string | null): string {
  return tag ? `Emprendimientos: ${tag}` : 'Emprendimientos'
}

/** The list's meta description: how many there are and what a visitor finds about them. */
export function developmentsDescription(count: number, tag: string | null): string {
  const what = countLabel(count, 'emprendimiento', 'emprendimientos')
  const where = tag ? `${what} en «${tag}»` : `${what} en pozo, en construcción y terminados`
  return `${where}: ubicación, fecha de entrega, unidades y precios.`
}

/** The line over the list: how many it shows, or why it shows none. */
export function developmentsSummary(
  shown: number,
  total: number,
  status: ConstructionStatus | null,
  tag: string | null,
): string {
  return shown > 0
    ? shownOfTotal(shown, total, 'emprendimiento', 'emprendimientos')
    : noDevelopmentsText(status, tag)
}
