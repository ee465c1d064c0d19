import type { ReactNode } from 'react'

interface StyleElement {
  type?: unknown
  props?: { 'data-href'?: unknown }
}

/** The address of Gatsby's `app` chunk's stylesheet: the design tokens and the reset. */
export const isAppStylesheetHref = (href: string) => /^\/app[.-]/.test(href)

const isAppStylesheet = (node: ReactNode) => {
  const { type, props } = (node ?? {}) as StyleElement
  return type === 'style' && isAppStylesheetHref(String(props?.['data-href'] ?? ''))
}

/**
 * Gatsby inlines the template's stylesheet before the app's; the tokens and the reset come first
 * instead, as in `gatsby develop` (gatsby-browser imports global.css before any component) and as
 * a lazy chunk's stylesheet, appended last, expects.
 */
export function appStylesFirst(head: readonly ReactNode[]): ReactNode[] {
  const app = head.filter(isAppStylesheet)
  if (app.length === 0) return [...head]
  const firstStyle = head.findIndex(
    (node) => (node as StyleElement | null)?.type === 'style' && !isAppStylesheet(node),
  )
  const rest = head.filter((node) => !isAppStylesheet(node))
  if (firstStyle < 0) return [...app, ...rest]
  const at = rest.indexOf(head[firstStyle])
  return [...rest.slice(0, at), ...app, ...rest.slice(at)]
}
