/**
 * The built pages of a listing's default results past its first 50 ("Ver más" without scripts):
 * `/venta/pagina/2`, `/venta/pagina/3`… hold the positions 50–99, 100–149… of the operation, so a
 * browser without scripts and a crawler reach every listed property by links.
 */
import type { OperationInfo } from '../site/operations'
import { LOAD_MORE_STEP } from './search'

/** How many pages of results an operation's positions fill (one at least: its listing). */
export function resultsPageCount(positions: number): number {
  return Math.max(1, Math.ceil(positions / LOAD_MORE_STEP))
}

/** The address of page `page` (from 1) of an operation's results: the listing itself for 1. */
export function resultsPagePath(operation: Pick<OperationInfo, 'path'>, page: number): string {
  return page <= 1 ? operation.path : `${operation.path}/pagina/${page}`
}

/** The positions page `page` holds, as the catalogue's indexes [start, end). */
export function resultsPageSpan(page: number): { start: number; end: number } {
  const start = (page - 1) * LOAD_MORE_STEP
  return { start, end: start + LOAD_MORE_STEP }
}
