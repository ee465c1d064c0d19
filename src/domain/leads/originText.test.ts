import { makeTouch } from '../../../__tests__/support/factories'
import type { Touch } from './attribution'
import { describeTouch, originLine, originTag, readablePath } from './originText'

const touch = (fields: Partial<Touch>): Touch => makeTouch(fields)

describe('originTag', () => {
  it.each([
    [{ gclid: 'abc' }, 'Google Ads'],
    [{ source: 'google', medium: 'cpc' }, 'Google Ads'],
    [{ source: 'google', medium: 'organic' }, 'Google'],
    [{ referrer: 'www.google.com.ar' }, 'Google'],
    [{ source: 'instagram', medium: 'social' }, 'Instagram'],
    [{ referrer: 'l.instagram.com' }, 'Instagram'],
    [{ fbclid: 'x' }, 'Facebook'],
    [{ referrer: 'm.facebook.com' }, 'Facebook'],
    [{ source: 'whatsapp', medium: 'share' }, 'WhatsApp'],
    [{ medium: 'email', source: 'mailchimp' }, 'Email'],
    [{ source: 'zonaprop' }, 'zonaprop'],
    [{ referrer: 'www.lanacion.com.ar' }, 'www.lanacion.com.ar'],
    [{}, 'Directo'],
  ] as [Partial<Touch>, string][])('%j → %s', (fields, tag) => {
    expect(originTag(touch(fields))).toBe(tag)
  })
})

describe('originLine', () => {
  it('names the last touch, where it arrived and the first contact', () => {
    const first = touch({ source: 'instagram', medium: 'social', at: '2026-11-12T13:00:00Z' })
    const last = touch({
      source: 'google',
      medium: 'cpc',
      campaign: 'invierno',
      landing: '/propiedad/venta/palermo/12/',
    })
    expect(originLine({ first, last })).toBe(
      'Origen: google / cpc / invierno · Llegó por: /propiedad/venta/palermo/12/ · Primer contacto: 12/11/2026 instagram / social',
    )
  })

  it('says direct, or the linking site, when no campaign is named', () => {
    expect(describeTouch(touch({}))).toBe('directo')
    expect(describeTouch(touch({ referrer: 'www.lanacion.com.ar' }))).toBe('www.lanacion.com.ar')
    expect(describeTouch(touch({ gclid: 'x' }))).toBe('google / cpc')
  })
})

describe('readablePath', () => {
  it('shows a path as people read it', () => {
    expect(readablePath('/venta/n%C3%BA%C3%B1ez/')).toBe('/venta/núñez/')
    expect(readablePath('/propiedad/venta/palermo/12/')).toBe('/propiedad/venta/palermo/12/')
  })

  it('keeps a path that does not decode, or would decode past one line, as it came', () => {
    expect(readablePath('/venta/%E0%A4%A/')).toBe('/venta/%E0%A4%A/')
    expect(readablePath('/venta/a%0ATokko: aprobado/')).toBe('/venta/a%0ATokko: aprobado/')
    expect(readablePath('/venta/a%E2%80%A8b/')).toBe('/venta/a%E2%80%A8b/')
    // What decodeURI leaves encoded stays so: a slash or a query inside a segment.
    expect(readablePath('/venta/a%2Fb%3Fc/')).toBe('/venta/a%2Fb%3Fc/')
  })
})
