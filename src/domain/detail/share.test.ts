import { agencyWhatsappUrl, socialShareLinks, telHref, whatsappPhone, whatsappUrl } from './share'

describe('whatsappUrl', () => {
  const text = 'Hola, me interesa Gorriti al 4300: https://inmo.example.com/p/1'

  it('uses the api host under 992 px and the web host from 992 px', () => {
    expect(whatsappUrl({ phone: '+54 9 11 5555-0101', text, viewportWidth: 375 })).toMatch(
      /^https:\/\/api\.whatsapp\.com\/send\?/,
    )
    expect(whatsappUrl({ phone: '+54 9 11 5555-0101', text, viewportWidth: 991 })).toMatch(
      /^https:\/\/api\./,
    )
    expect(whatsappUrl({ phone: '+54 9 11 5555-0101', text, viewportWidth: 992 })).toMatch(
      /^https:\/\/web\.whatsapp\.com\/send\?/,
    )
  })

  it('carries the phone and the text', () => {
    const url = new URL(whatsappUrl({ phone: '+54 9 11 5555-0101', text, viewportWidth: 1200 }))
    expect(url.searchParams.get('phone')).toBe('5491155550101')
    expect(url.searchParams.get('text')).toBe(text)
  })

  it('leaves the phone out when there is none, so the visitor picks a contact', () => {
    const url = new URL(whatsappUrl({ text, viewportWidth: 1200 }))
    expect(url.searchParams.has('phone')).toBe(false)
  })

  it('adds the country code to local numbers', () => {
    expect(whatsappPhone('011 5555-0100')).toBe('541155550100')
    expect(whatsappPhone('+54 11 5555-0100')).toBe('541155550100')
    expect(whatsappPhone('—')).toBe('')
  })
})

describe('agencyWhatsappUrl', () => {
  it('writes to the number with the text, escaped', () => {
    const url = new URL(agencyWhatsappUrl('541155550100', 'Hola, ¿cómo están?\n\nRef. 7K2Q'))
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/541155550100')
    expect(url.searchParams.get('text')).toBe('Hola, ¿cómo están?\n\nRef. 7K2Q')
  })
})

describe('socialShareLinks', () => {
  it('encodes the address, marked with its network, and the title for each network', () => {
    const links = socialShareLinks('https://inmo.example.com/p?id=1&x=2', 'Casa & jardín')
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Finmo.example.com%2Fp%3Fid%3D1%26x%3D2%26utm_source%3Dfacebook%26utm_medium%3Dshare',
    )
    expect(new URL(links.twitter).searchParams.get('text')).toBe('Casa & jardín')
    expect(new URL(links.twitter).searchParams.get('url')).toBe(
      'https://inmo.example.com/p?id=1&x=2&utm_source=twitter&utm_medium=share',
    )
    expect(new URL(links.linkedin).searchParams.get('url')).toBe(
      'https://inmo.example.com/p?id=1&x=2&utm_source=linkedin&utm_medium=share',
    )
    expect(links.email).toBe(
      'mailto:?subject=Casa%20%26%20jard%C3%ADn&body=Casa%20%26%20jard%C3%ADn%0Ahttps%3A%2F%2Finmo.example.com%2Fp%3Fid%3D1%26x%3D2%26utm_source%3Demail%26utm_medium%3Dshare',
    )
  })
})

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+54 11 5555-0100')).toBe('tel:+541155550100')
    expect(telHref('(011) 4555.0100')).toBe('tel:01145550100')
  })
})
