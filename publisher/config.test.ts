/** @jest-environment node */
import path from 'node:path'
import { readPublisherConfig } from './config'

const root = path.resolve(__dirname, '..')
const read = (env: NodeJS.ProcessEnv) => () => readPublisherConfig(env, root)

describe('readPublisherConfig', () => {
  it('caps connections at 512 unless PUBLISH_MAX_CONNECTIONS says otherwise', () => {
    expect(read({})().maxConnections).toBe(512)
    expect(read({ PUBLISH_MAX_CONNECTIONS: ' 64 ' })().maxConnections).toBe(64)
    for (const value of ['0', '-1', '1.5', 'muchas'])
      expect(read({ PUBLISH_MAX_CONNECTIONS: value })).toThrow(
        `PUBLISH_MAX_CONNECTIONS="${value}" no es válido: se espera un número entero ≥ 1.`,
      )
  })

  it('takes a status token of 32 characters or more, and no shorter one', () => {
    expect(read({})().statusToken).toBe('')
    expect(read({ PUBLISH_STATUS_TOKEN: 's'.repeat(32) })().statusToken).toBe('s'.repeat(32))
    expect(read({ PUBLISH_STATUS_TOKEN: 's'.repeat(31) })).toThrow(
      /^PUBLISH_STATUS_TOKEN es demasiado corto: debe tener al menos 32 caracteres/,
    )
  })
})
