// Gatsby's runtime is not available under Jest: Link renders an anchor, graphql is inert and the
// static query answers with the demo agency's site data (siteQuery.ts).
import type { ReactNode } from 'react'
import { siteQueryResult } from './siteQuery'

export const graphql = (): void => undefined

export function Link({
  to,
  children,
  activeClassName: _activeClassName,
  partiallyActive: _partiallyActive,
  ...rest
}: { to: string; children?: ReactNode } & Record<string, unknown>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  )
}

export const navigate = jest.fn()
export const prefetchPathname = jest.fn()
export const withPrefix = (path: string): string => path
export const useStaticQuery = jest.fn(() => siteQueryResult())
