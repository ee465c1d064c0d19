/**
 * Domain records as Gatsby nodes and back. A node's `id` belongs to Gatsby (a global string), so
 * the broker's numeric id travels as `broker_id`; everything else is the normalised record as is.
 */
import type { Node, NodeInput } from 'gatsby'

/** The node fields Gatsby adds, which a domain record must not carry. */
type GatsbyFields = 'id' | 'internal' | 'parent' | 'children' | 'fields'

export type RecordNode<T extends { id: number }> = Omit<T, 'id'> & { broker_id: number }

export interface NodeHelpers {
  createNodeId: (input: string) => string
  createContentDigest: (input: string | object) => string
}

/** A node for a record with a numeric broker id. */
export function recordNode<T extends { id: number }>(
  type: string,
  record: T,
  helpers: NodeHelpers,
): NodeInput {
  const { id, ...fields } = record
  return {
    ...fields,
    broker_id: id,
    id: helpers.createNodeId(`${type}-${id}`),
    internal: { type, contentDigest: helpers.createContentDigest(record) },
  }
}

/** A node for a record of which the site has one (settings, catalogue counts). */
export function singletonNode(type: string, fields: object, helpers: NodeHelpers): NodeInput {
  return {
    ...fields,
    id: helpers.createNodeId(type),
    internal: { type, contentDigest: helpers.createContentDigest(fields) },
  }
}

function withoutGatsbyFields(node: Node): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...node }
  for (const field of ['id', 'internal', 'parent', 'children', 'fields'] satisfies GatsbyFields[]) {
    delete copy[field]
  }
  return copy
}

/** The domain record a node was made from by recordNode. */
export function recordFromNode<T extends { id: number }>(node: Node): T {
  const { broker_id: brokerId, ...fields } = withoutGatsbyFields(node)
  return { ...fields, id: brokerId } as T
}

/** The record a node was made from by singletonNode. */
export function singletonFromNode<T>(node: Node): T {
  return withoutGatsbyFields(node) as T
}
