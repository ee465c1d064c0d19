import type { GatsbyBrowser } from 'gatsby'
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
