/** @jest-environment node */
import path from 'node:path'
import { readPublisherConfig } from './config'

const root = path.resolve(__dirname, '..')
const read = (env: NodeJS.ProcessEnv) => () => readPublisherConfig(env, root)

describe('readPublisherConfig', () => {
  it('takes a status token of 32 characters or more, and no shorter one', () => {
    expect(read({})().statusToken).toBe('')
    expect(read({ PUBLISH_STATUS_TOKEN: 's'.repeat(32) })().statusToken).toBe('s'.repeat(32))
    expect(read({ PUBLISH_STATUS_TOKEN: 's'.repeat(31) })).toThrow(
      /^PUBLISH_STATUS_TOKEN es demasiado corto: debe tener al menos 32 caracteres/,
    )
  })
})
