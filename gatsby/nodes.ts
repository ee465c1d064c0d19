/**
 * The two nodes the site's queries read: the agency's settings and the catalogue's counts. The
 * broker's records stay out of Gatsby's store (gatsby/builtCatalogue.ts), and so do the settings'
 * keys: the broker key also reads the agency's CRM, and what is not in a node no query can ask.
 */
import type { NodeInput } from 'gatsby'
import type { SiteSettings } from '../src/domain/types'

export interface NodeHelpers {
  createNodeId: (input: string) => string
  createContentDigest: (input: string | object) => string
}

/** A node for something the site has one of. */
export function singletonNode(type: string, fields: object, helpers: NodeHelpers): NodeInput {
  return {
    ...fields,
    id: helpers.createNodeId(type),
    internal: { type, contentDigest: helpers.createContentDigest(fields) },
  }
}

/** The settings as a node, without their keys. */
export function settingsNode(
  type: string,
  { keys: _keys, ...shown }: SiteSettings,
  helpers: NodeHelpers,
): NodeInput {
  return singletonNode(type, shown, helpers)
}
