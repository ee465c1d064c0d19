import { makeTouch } from '../../../__tests__/support/factories'
import {
  readAttribution,
  sharedLink,
  touchOfVisit,
  touchValue,
  withTouch,
  type Touch,
} from './attribution'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.parse('2026-12-07T15:00:00Z')
const OWN = 'inmobiliaria.example'

const visit = (search: string, referrer = '', pathname = '/propiedad/venta/x/1/', now = NOW) =>
  touchOfVisit({ search, pathname, referrer, ownHost: OWN, now })

const touch = (fields: Partial<Touch>): Touch =>
  makeTouch({ at: new Date(NOW).toISOString(), ...fields })

describe('touchOfVisit', () => {
  it('reads a campaign address, its referrer host and the landing path', () => {
    expect(
      visit(
        '?utm_source=google&utm_medium=cpc&utm_campaign=invierno&utm_term=depto&utm_content=a&gclid=XYZ',
        'https://www.google.com/search?q=depto',
      ),
    ).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'invierno',
      term: 'depto',
      content: 'a',
      gclid: 'XYZ',
      fbclid: '',
      referrer: 'www.google.com',
      landing: '/propiedad/venta/x/1/',
      at: '2026-12-07T15:00:00.000Z',
    })
  })

  it('takes a visit with no referrer and no campaign as direct', () => {
    expect(visit('')).toMatchObject({ source: '', referrer: '', landing: '/propiedad/venta/x/1/' })
  })

  it('is no touch when the site itself linked and named no campaign', () => {
    expect(visit('?operacion=venta', `https://${OWN}/venta/`)).toBeNull()
    expect(visit('?utm_source=newsletter', `https://${OWN}/venta/`)).toMatchObject({
      source: 'newsletter',
      referrer: '',
    })
  })

  it('keeps each value one bounded line', () => {
    const long = 'x'.repeat(500)
    const read = visit(
      `?utm_source=${encodeURIComponent('a\nb\u2028c\u0000')}&utm_campaign=${long}`,
    )
    expect(read?.source).toBe('a b c')
    expect(read?.campaign).toHaveLength(120)
    expect(touchValue(42)).toBe('')
  })

  it('ignores a referrer that is not a web page', () => {
    expect(visit('', 'android-app://com.whatsapp')?.referrer).toBe('')
  })
})

describe('withTouch', () => {
  const google = touch({
    source: 'google',
    medium: 'cpc',
    at: new Date(NOW - 10 * DAY).toISOString(),
  })
  const instagram = touch({ source: 'instagram', medium: 'social', landing: '/venta/' })
  const direct = touch({ landing: '/contacto/' })

  it('makes the first touch both first and last', () => {
    expect(withTouch(null, google, NOW)).toEqual({ first: google, last: google })
  })

  it('replaces the last touch with a new source, keeping the first', () => {
    expect(withTouch({ first: google, last: google }, instagram, NOW)).toEqual({
      first: google,
      last: instagram,
    })
  })

  it('never lets a direct visit erase the source that brought the visitor', () => {
    expect(withTouch({ first: google, last: instagram }, direct, NOW)).toEqual({
      first: google,
      last: instagram,
    })
  })

  it('keeps everything for a page load that is no touch', () => {
    const stored = { first: google, last: instagram }
    expect(withTouch(stored, null, NOW)).toBe(stored)
  })

  it('forgets everything 90 days after the last touch', () => {
    const old = { first: google, last: google }
    expect(withTouch(old, null, NOW + 81 * DAY)).toBeNull()
    expect(withTouch(old, direct, NOW + 81 * DAY)).toEqual({ first: direct, last: direct })
  })

  it('moves the first touch on once it is older than 90 days', () => {
    const recent = touch({ source: 'instagram', at: new Date(NOW - 5 * DAY).toISOString() })
    const stored = {
      first: touch({ source: 'google', at: new Date(NOW - 91 * DAY).toISOString() }),
      last: recent,
    }
    expect(withTouch(stored, null, NOW)).toEqual({ first: recent, last: recent })
  })
})

describe('readAttribution', () => {
  it('reads what it wrote', () => {
    const stored = { first: touch({ source: 'google' }), last: touch({ source: 'instagram' }) }
    expect(readAttribution(JSON.parse(JSON.stringify(stored)))).toEqual(stored)
  })

  it('cleans each value and refuses a touch without a date or a landing path', () => {
    const dirty = { ...touch({}), source: 'a\r\nTags: x', medium: 7 }
    expect(readAttribution({ first: dirty, last: dirty })?.last).toMatchObject({
      source: 'a Tags: x',
      medium: '',
    })
    expect(readAttribution({ first: touch({ at: 'ayer' }), last: touch({}) })).toBeNull()
    expect(readAttribution({ first: touch({ landing: 'http://x' }), last: touch({}) })).toBeNull()
    expect(readAttribution('nada')).toBeNull()
    expect(readAttribution(null)).toBeNull()
  })
})

describe('sharedLink', () => {
  it('marks a shared address with where it was shared', () => {
    expect(sharedLink('https://inmobiliaria.example/favoritos/?seleccion=1,2', 'whatsapp')).toBe(
      'https://inmobiliaria.example/favoritos/?seleccion=1,2&utm_source=whatsapp&utm_medium=share',
    )
    expect(sharedLink('https://inmobiliaria.example/propiedad/x/#fotos', 'facebook')).toBe(
      'https://inmobiliaria.example/propiedad/x/?utm_source=facebook&utm_medium=share#fotos',
    )
  })
})
