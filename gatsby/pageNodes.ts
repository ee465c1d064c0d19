/**
 * Gatsby deletes, as stale, every node its sourcing did not touch, SitePage nodes included: those
 * are made by createPage, which runs after sourcing, so every build deleted all of them and wrote
 * them all again, each with its page context. Touching the last build's pages
 * keeps their nodes; createPage then rewrites only the nodes of pages whose context changed, and
 * a page not created again is still deleted, with its node, as Gatsby deletes untouched pages.
 */
import type { Actions, NodeInput, SourceNodesArgs } from 'gatsby'

/** The SitePage node id Gatsby gives a page at `pagePath`. */
export const sitePageNodeId = (pagePath: string) => `SitePage ${pagePath}`

/**
 * The paths of the pages in Gatsby's state: during sourcing, the last build's (restored from its
 * cache); after createPages, this build's. A private API: on a Gatsby whose state no longer has
 * `pages` this is null, and callers fall back to what the public API gives.
 */
export function gatsbyPagePaths(store: SourceNodesArgs['store']): string[] | null {
  const pages = (store.getState() as { pages?: unknown }).pages
  return pages instanceof Map ? [...pages.keys()].filter((key) => typeof key === 'string') : null
}

/** Touches the last build's SitePage nodes, so the stale-node sweep leaves them. */
export function keepPageNodes(
  store: SourceNodesArgs['store'],
  touchNode: Actions['touchNode'],
): number {
  const paths = gatsbyPagePaths(store) ?? []
  for (const pagePath of paths)
    // Gatsby's touchNode reads the id and the type alone.
    touchNode({ id: sitePageNodeId(pagePath), internal: { type: 'SitePage' } } as NodeInput)
  return paths.length
}
