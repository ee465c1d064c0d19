import type { Actions, SourceNodesArgs } from 'gatsby'
import { gatsbyPagePaths, keepPageNodes, sitePageNodeId } from './pageNodes'

const storeWith = (state: object) =>
  ({ getState: () => state }) as unknown as SourceNodesArgs['store']

describe('keepPageNodes', () => {
  it('touches the SitePage node of every page the last build made', () => {
    const touchNode = jest.fn()
    const pages = new Map([
      ['/', {}],
      ['/venta/', {}],
    ])
    const kept = keepPageNodes(storeWith({ pages }), touchNode as Actions['touchNode'])
    expect(kept).toBe(2)
    expect(touchNode.mock.calls.map(([node]) => node)).toEqual([
      { id: 'SitePage /', internal: { type: 'SitePage' } },
      { id: 'SitePage /venta/', internal: { type: 'SitePage' } },
    ])
  })

  it('names the node as Gatsby does', () => {
    expect(sitePageNodeId('/novedades/3/x/')).toBe('SitePage /novedades/3/x/')
  })

  it('keeps nothing on a first build or a Gatsby whose state has no pages', () => {
    const touchNode = jest.fn()
    expect(keepPageNodes(storeWith({ pages: new Map() }), touchNode)).toBe(0)
    expect(keepPageNodes(storeWith({}), touchNode)).toBe(0)
    expect(touchNode).not.toHaveBeenCalled()
  })
})

describe('gatsbyPagePaths', () => {
  it('lists the pages of Gatsby’s state, or says it cannot', () => {
    expect(gatsbyPagePaths(storeWith({ pages: new Map([['/contacto/', {}]]) }))).toEqual([
      '/contacto/',
    ])
    expect(gatsbyPagePaths(storeWith({ pages: [] }))).toBeNull()
  })
})
