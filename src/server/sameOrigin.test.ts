import { isSameOrigin } from './sameOrigin'

const SITE = 'https://www.inmobiliaria.com.ar'

describe('isSameOrigin', () => {
  it('takes a browser post from the site itself', () => {
    expect(isSameOrigin({ 'sec-fetch-site': 'same-origin', origin: SITE }, SITE)).toBe(true)
    expect(isSameOrigin({ 'sec-fetch-site': 'same-origin' }, SITE)).toBe(true)
  })

  it('takes an Origin naming the host asked, or the public address, from browsers without Sec-Fetch-Site', () => {
    expect(isSameOrigin({ origin: 'http://localhost:9000', host: 'localhost:9000' }, SITE)).toBe(
      true,
    )
    // Behind a CDN that sends the origin server another host name.
    expect(isSameOrigin({ origin: SITE, host: 'origen.interno:9000' }, SITE)).toBe(true)
    expect(isSameOrigin({ origin: 'HTTPS://WWW.Inmobiliaria.com.ar' }, SITE)).toBe(true)
  })

  it("refuses another site's pages and the browser's other contexts", () => {
    for (const fetchSite of ['cross-site', 'same-site', 'none', 'otro'])
      expect(isSameOrigin({ 'sec-fetch-site': fetchSite, origin: SITE }, SITE)).toBe(false)
    for (const origin of [
      'https://atacante.example',
      'https://www.inmobiliaria.com.ar.atacante.example',
      'https://inmobiliaria.com.ar',
      'http://www.inmobiliaria.com.ar:8080',
      'null',
      'file://',
      'javascript:alert(1)',
      '',
    ])
      expect(isSameOrigin({ origin, host: 'www.inmobiliaria.com.ar' }, SITE)).toBe(false)
  })

  it('refuses a same-origin claim whose Origin names another site', () => {
    expect(
      isSameOrigin({ 'sec-fetch-site': 'same-origin', origin: 'https://atacante.example' }, SITE),
    ).toBe(false)
  })

  it('refuses a post that says nothing of where it comes from', () => {
    expect(isSameOrigin({}, SITE)).toBe(false)
    expect(isSameOrigin({ host: 'www.inmobiliaria.com.ar' }, SITE)).toBe(false)
  })
})
