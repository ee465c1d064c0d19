import type { GatsbyBrowser } from 'gatsby'
import { hideNavigationNotice, showNavigationNotice } from './src/navigationNotice'
import { StoreProvider } from './src/state/StoreProvider'
import './src/styles/global.css'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <StoreProvider>{element}</StoreProvider>
)

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
