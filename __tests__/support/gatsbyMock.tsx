// Gatsby's runtime is not available under Jest: Link renders an anchor, graphql is inert.
import type { ReactNode } from 'react'

export const graphql = (): void => undefined

export function Link({
  to,
  children,
  ...rest
}: { to: string; children?: ReactNode } & Record<string, unknown>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  )
}

export const navigate = jest.fn()
export const withPrefix = (path: string): string => path
