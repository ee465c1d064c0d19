import { ServiceError } from '../domain/contracts/serviceError'
import { limitKey, upstreamFailure, type ApiRequest } from './apiAnswers'

const request = (remoteAddress: string, headers: Record<string, string> = {}): ApiRequest => ({
  method: 'POST',
  params: {},
  search: '',
  headers,
  body: undefined,
  remoteAddress,
})

describe('limitKey', () => {
  it("is the connection's peer, ignoring what a visitor writes in X-Forwarded-For", () => {
    expect(limitKey(request('198.51.100.4', { 'x-forwarded-for': '1.2.3.4' }), null)).toBe(
      '198.51.100.4',
    )
  })

  it('takes the address the production server resolved over any header or peer', () => {
    const resolved = {
      ...request('127.0.0.1', {
        'x-forwarded-for': '1.2.3.4',
        'x-nf-client-connection-ip': '5.6.7.8',
      }),
      visitorAddress: '198.51.100.4',
    }
    expect(limitKey(resolved, 'x-nf-client-connection-ip')).toBe('198.51.100.4')
    // Without it, a loopback peer is just the peer: no forwarding header is believed.
    expect(
      limitKey(request('127.0.0.1', { 'x-forwarded-for': '1.2.3.4, 198.51.100.4' }), null),
    ).toBe('127.0.0.1')
  })

  it('counts an IPv6 visitor by its /64, whichever way the address came', () => {
    const resolved = { ...request('127.0.0.1'), visitorAddress: '2001:db8::7' }
    expect(limitKey(resolved, null)).toBe('2001:db8:0:0::/64')
    expect(limitKey(request('::ffff:198.51.100.4'), null)).toBe('198.51.100.4')
    expect(
      limitKey(
        request('10.0.0.9', { 'x-nf-client-connection-ip': '2001:db8::8' }),
        'x-nf-client-connection-ip',
      ),
    ).toBe('2001:db8:0:0::/64')
  })

  it("trusts the platform's header when one is configured", () => {
    expect(
      limitKey(
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
