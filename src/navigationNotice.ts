/**
 * The notice of a slow navigation (spec §9: after 1 s). Gatsby calls onRouteUpdateDelayed when a
 * page's data or code takes longer than that; the notice goes away with the next route update.
 * Plain DOM, outside React: it must show even while the next page's code is still loading.
 */
const NOTICE_ID = 'aviso-navegacion'

/** Shows "Cargando la página…" at the top of the window, announced to screen readers. */
export function showNavigationNotice(): void {
  if (document.getElementById(NOTICE_ID)) return
  const notice = document.createElement('div')
  notice.id = NOTICE_ID
  notice.className = 'navigation-notice'
  notice.setAttribute('role', 'status')
  notice.textContent = 'Cargando la página…'
  document.body.appendChild(notice)
}

/** Removes the notice, if any. */
export function hideNavigationNotice(): void {
  document.getElementById(NOTICE_ID)?.remove()
}
