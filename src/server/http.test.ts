import { ServiceError } from '../broker/serviceError'
import { clientAddress, upstreamFailure, type ApiRequest } from './http'

const request = (remoteAddress: string, headers: Record<string, string> = {}): ApiRequest => ({
  method: 'POST',
  params: {},
  search: '',
  headers,
  body: undefined,
  remoteAddress,
})

describe('clientAddress', () => {
  it("is the connection's peer, ignoring what a visitor writes in X-Forwarded-For", () => {
    expect(clientAddress(request('198.51.100.4', { 'x-forwarded-for': '1.2.3.4' }), null)).toBe(
      '198.51.100.4',
    )
  })

  it('takes the last hop the local front server added when the peer is this machine', () => {
    expect(
      clientAddress(request('127.0.0.1', { 'x-forwarded-for': '1.2.3.4, 198.51.100.4' }), null),
    ).toBe('198.51.100.4')
    expect(clientAddress(request('::ffff:127.0.0.1'), null)).toBe('::ffff:127.0.0.1')
  })

  it("trusts the platform's header when one is configured", () => {
    expect(
      clientAddress(
        request('10.0.0.9', { 'x-nf-client-connection-ip': '198.51.100.4' }),
        'X-Nf-Client-Connection-Ip',
      ),
    ).toBe('198.51.100.4')
  })
})

describe('upstreamFailure', () => {
  const failure = (init: Partial<ConstructorParameters<typeof ServiceError>[0]>) =>
    new ServiceError({ service: 'proxy', kind: 'http', method: 'GET', url: 'http://x', ...init })

  it('keeps a 404, turns a timeout into 504 and anything else into 502, in Spanish', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(upstreamFailure(failure({ status: 404 }), 'x').status).toBe(404)
    expect(upstreamFailure(failure({ kind: 'timeout' }), 'x').status).toBe(504)
    const down = upstreamFailure(failure({ status: 500 }), 'x')
    expect(down).toMatchObject({
      status: 502,
      body: { error: expect.stringMatching(/no está disponible/) },
    })
    expect(spy).toHaveBeenCalledTimes(2)
    spy.mockRestore()
  })
})
