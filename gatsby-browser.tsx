import type { GatsbyBrowser } from 'gatsby'
import { startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { replayEarlyInput, stopNotingEarlyInput } from './src/earlyInput'
import { hideNavigationNotice, showNavigationNotice } from './src/navigationNotice'
import { hydrationEnded, hydrationStarted } from './src/components/hydration'
import { recordVisit } from './src/state/attributionStorage'
import { StoreProvider } from './src/state/StoreProvider'
import './src/styles/global.css'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <StoreProvider>{element}</StoreProvider>
)

// React recovers from a hydration it could not finish (markup that differs, an update that reached
// a part before it hydrated) by rendering that part again in the browser, silently in
// production: the console says so, and the browser suite fails on it.
function reportHydrationFallback(error: unknown): void {
  console.error('La hidratación se rehízo en el navegador:', error)
}

// Hydration as a transition: React 18 then works in 5 ms slices instead of one long task, so the
// page answers input while it hydrates (its Total Blocking Time falls) and events on a part not
// yet hydrated are replayed once it is. A container with no markup (a page rendered only in the
// browser, `gatsby develop`'s pages and its loading indicator) is rendered, not hydrated. Gatsby
// unmounts through the function returned.
function hydrateAsTransition(element: ReactNode, container: Element): () => void {
  stopNotingEarlyInput()
  const rendered = container.querySelector('#gatsby-focus-wrapper')?.hasChildNodes()
  if (!rendered) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  hydrationStarted()
  let root: ReturnType<typeof hydrateRoot> | undefined
  startTransition(() => {
    root = hydrateRoot(container, element, { onRecoverableError: reportHydrationFallback })
  })
  return () => root?.unmount()
}

// Where the visitor came from, read once as the site is entered (issue 45): later steps inside
// the site are client navigations, which are not touches.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => recordVisit()

// Gatsby's root runs this in its first effect, once the hydrated tree is committed: what the
// visitor did before the scripts ran now reaches React.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  hydrationEnded()
  void replayEarlyInput()
}

type Hydrate = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>
// Gatsby's type still names react-dom's legacy Renderer; it calls it with (element, container).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateAsTransition as unknown as Hydrate

// A filter that only changes the query string (?estado=, ?tema=) keeps the visitor where they
// were instead of jumping to the top; a new page still starts at the top.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  routerProps,
  prevRouterProps,
}) => prevRouterProps?.location.pathname !== routerProps.location.pathname

// Spec §9: a navigation still waiting after 1 s says so; Gatsby times it (onRouteUpdateDelayed).
// A page whose data or code cannot load at all becomes a full page load (Gatsby's loader, which
// also retries page data 3 times on errors other than 404 and 500, spec §4 and §8).
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () =>
  showNavigationNotice()
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => hideNavigationNotice()
