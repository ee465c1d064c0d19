/**
 * The main menu (spec §2): its items in spec order and the rule that hides each one. The header
 * renders what this returns; counts come from the search summary and the built catalogue.
 */
import { OPERATIONS } from './operations'
import type { OperationCounts, SiteSettings } from '../types'
import { DEVELOPMENTS_PATH, NEWS_PATH } from './urls'

export interface MenuItem {
  label: string
  path: string
}

export interface MenuInputs {
  modules: {
    services: Pick<SiteSettings['modules']['services'], 'enabled'>
    sumate: { positions: readonly string[] }
    compare: boolean
  }
  /** Published properties per operation. */
  counts: OperationCounts
  developmentCount: number
  newsCount: number
}

export const FAVOURITES_PATH = '/favoritos/'

/** The visible menu items, in spec order. */
export function menuItems({
  modules,
  counts,
  developmentCount,
  newsCount,
}: MenuInputs): MenuItem[] {
  const anyOperation = OPERATIONS.some((operation) => counts[operation.countKey] > 0)
  const candidates: (MenuItem & { visible: boolean })[] = [
    { label: 'INICIO', path: '/', visible: true },
    { label: 'EMPRENDIMIENTOS', path: DEVELOPMENTS_PATH, visible: developmentCount > 0 },
    ...OPERATIONS.map((operation) => ({
      label: operation.label,
      path: operation.path,
      visible: counts[operation.countKey] > 0,
    })),
    { label: 'SERVICIOS', path: '/servicios', visible: modules.services.enabled },
    { label: 'NOVEDADES', path: NEWS_PATH, visible: newsCount > 0 },
    { label: 'NOSOTROS', path: '/nosotros', visible: true },
    { label: 'SUMATE', path: '/sumate', visible: modules.sumate.positions.length > 0 },
    { label: 'CONTACTO', path: '/contacto', visible: true },
    {
      label: modules.compare ? 'FAVORITOS/COMPARAR' : 'FAVORITOS',
      path: FAVOURITES_PATH,
      visible: anyOperation,
    },
  ]
  return candidates.filter((item) => item.visible).map(({ label, path }) => ({ label, path }))
}
