import { addressKey } from './addressKey'

describe('addressKey', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 one as its IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7')
  })

  it('counts every address of an IPv6 /64 as one, however it is written', () => {
    const keys = ['2001:db8::1', '2001:db8:0:0:ffff::2', '2001:DB8:0000::abcd'].map(addressKey)
    expect(new Set(keys)).toEqual(new Set(['2001:db8:0:0::/64']))
    expect(addressKey('2001:db8:0:1::1')).not.toBe(keys[0])
  })

  it('leaves what is not an address as it is (an unknown peer)', () => {
    expect(addressKey('desconocida')).toBe('desconocida')
    expect(addressKey('')).toBe('')
  })
})
