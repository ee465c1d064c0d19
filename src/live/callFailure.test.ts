import { ServiceError } from '../domain/contracts/serviceError'
import { callFailure, refusalMessage } from './callFailure'

const refused = (body: unknown, status = 400) =>
  new ServiceError({
    service: 'site',
    kind: 'http',
    method: 'POST',
    url: '/api/leads/x',
    status,
    body,
  })

describe('callFailure', () => {
  it("recognises the client's error, with its reading of a 404", () => {
    const missing = refused(null, 404)
    expect(callFailure(missing)).toBe(missing)
    expect(callFailure(missing)?.notFound).toBe(true)
    expect(callFailure(refused(null, 503))?.notFound).toBe(false)
  })

  it('is null for anything else', () => {
    for (const other of [
      new Error('ChunkLoadError'),
      new TypeError('x'),
      'texto',
      null,
      { name: 'ServiceError' },
    ])
      expect(callFailure(other)).toBeNull()
  })
})

describe('refusalMessage', () => {
  it("reads the site server's own Spanish message", () => {
    expect(refusalMessage(refused({ error: 'Revisá los datos marcados.' }))).toBe(
      'Revisá los datos marcados.',
    )
  })

  it('is null without one, or from another service', () => {
    expect(refusalMessage(refused({ error: '  ' }))).toBeNull()
    expect(refusalMessage(refused({}))).toBeNull()
    const tokko = new ServiceError({
      service: 'broker',
      kind: 'http',
      method: 'GET',
      url: '/x',
      status: 400,
      body: { error: 'x' },
    })
    expect(refusalMessage(tokko)).toBeNull()
    expect(refusalMessage(new Error('x'))).toBeNull()
  })
})
