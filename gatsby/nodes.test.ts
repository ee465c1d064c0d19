import { makeSettings } from '../__tests__/support/factories'
import { settingsNode, singletonNode } from './nodes'

const helpers = {
  createNodeId: (input: string) => `id:${input}`,
  createContentDigest: (input: string | object) => `digest:${JSON.stringify(input).length}`,
}

describe('nodes', () => {
  it('gives a singleton node an id of its type and a digest of its fields', () => {
    const fields = { counts: { venta: 3, alquiler: 1, temporario: 0 }, developments: 2, news: 4 }
    expect(singletonNode('SiteCatalogue', fields, helpers)).toEqual({
      ...fields,
      id: 'id:SiteCatalogue',
      internal: { type: 'SiteCatalogue', contentDigest: helpers.createContentDigest(fields) },
    })
  })

  it('keeps the settings keys out of the node, and so out of every query', () => {
    const settings = makeSettings({ keys: { tokko: 'clave-secreta', google_maps: 'clave-mapas' } })
    const node = settingsNode('SiteSettings', settings, helpers)
    expect(node).not.toHaveProperty('keys')
    expect(JSON.stringify(node)).not.toContain('clave-')
    expect(node).toMatchObject({ name: settings.name, contact: settings.contact })
  })
})
