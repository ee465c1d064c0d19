import type { Node } from 'gatsby'
import { makeProperty } from '../__tests__/support/factories'
import { recordFromNode, recordNode, singletonFromNode, singletonNode } from './nodes'

const helpers = {
  createNodeId: (input: string) => `id:${input}`,
  createContentDigest: () => 'digest',
}

describe('nodes', () => {
  it('keeps the broker id as broker_id and gives the node an id of its own', () => {
    const property = makeProperty({ id: 7104123 })
    const node = recordNode('Property', property, helpers)
    expect(node.id).toBe('id:Property-7104123')
    expect(node.broker_id).toBe(7104123)
    expect(node.internal).toEqual({ type: 'Property', contentDigest: 'digest' })
  })

  it('gives back the record it was made from, without Gatsby fields', () => {
    const property = makeProperty()
    const stored = {
      ...recordNode('Property', property, helpers),
      parent: null,
      children: [],
    } as unknown as Node
    expect(recordFromNode(stored)).toEqual(property)
    const settings = { name: 'Demo', client_id: 6 }
    const storedSettings = {
      ...singletonNode('SiteSettings', settings, helpers),
      children: [],
    } as unknown as Node
    expect(singletonFromNode(storedSettings)).toEqual(settings)
  })
})
