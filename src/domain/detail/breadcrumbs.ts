/** Breadcrumb trails of the detail pages, shown on the page and given to search engines. */
import { operationById } from '../site/operations'
import type { OperationId } from '../types'
import { DEVELOPMENTS_PATH, listingPath } from '../site/urls'

export interface Crumb {
  label: string
  /** The page's path; absent on the last crumb, the current page. */
  path?: string
}

export const HOME_CRUMB: Crumb = { label: 'Inicio', path: '/' }

/** Inicio › Venta › {title}: the trail of a property page under its operation's listing. */
export function propertyBreadcrumbs(title: string, operationId: OperationId): Crumb[] {
  const operation = operationById(operationId)
  return [HOME_CRUMB, { label: operation.label, path: listingPath(operationId) }, { label: title }]
}

/** Inicio › Emprendimientos › {name}: the trail of a development page. */
export function developmentBreadcrumbs(name: string): Crumb[] {
  return [HOME_CRUMB, { label: 'Emprendimientos', path: DEVELOPMENTS_PATH }, { label: name }]
}
