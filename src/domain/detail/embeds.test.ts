import {
  EMBED_POLICIES,
  MAP_EMBED_ORIGIN,
  MAP_SANDBOX,
  embedProviderOf,
  isEmbeddable,
  type EmbedProvider,
} from './embeds'
import { frameSources } from './frameSources'
import { TOUR_PROVIDERS, VIDEO_PROVIDERS } from './embedProviders'

// Each provider's embed addresses as its share or embed code gives them.
const REAL: readonly (readonly [EmbedProvider, string])[] = [
  ['youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
  ['youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
  ['vimeo', 'https://player.vimeo.com/video/123456789'],
  ['matterport', 'https://my.matterport.com/show/?m=AbCdEf12345&play=1'],
  ['kuula', 'https://kuula.co/share/collection/7lXyz?fs=1&vr=0&thumbs=1'],
  ['kuula', 'https://kuula.co/share/N1Ab2'],
  ['roundme', 'https://roundme.com/embed/123456/654321'],
  ['ricoh', 'https://theta360.com/s/cCEqLppMmQ9eEYx8xXQbHndlQ'],
  ['hauzd', 'https://hauzd.com/tour/9'],
  ['hauzd', 'https://app.hauzd.com/tour/9'],
  ['360magictour', 'https://360magictour.com/tour/55555/embed'],
  ['360magictour', 'https://www.360magictour.com/projects/?project=ab12'],
  ['360magictour', 'https://america.360magictour.com/tour/1'],
  ['vista360', 'https://vista360.com.ar/tour/1234?embed=1'],
  ['vista360', 'https://www.vista360.com.ar/tour/1234'],
]

describe('embedProviderOf', () => {
  it.each(REAL)('knows %s from %s', (provider, address) => {
    expect(embedProviderOf(address)).toBe(provider)
    expect(isEmbeddable(provider, address)).toBe(true)
  })

  it('reads the host case-insensitively, as browsers do', () => {
    expect(embedProviderOf('https://MY.Matterport.COM/show/?m=abc')).toBe('matterport')
  })

  it.each([
    'https://matterport.com.evil.net/show/?m=abc',
    'https://my.matterport.com.evil.net/show/?m=abc',
    'https://evilmatterport.com/show/?m=abc',
    'https://my-matterport.com/show/?m=abc',
    'https://my.matterport.co/show/?m=abc',
    'https://wwwyoutube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.net/embed/dQw4w9WgXcQ',
    'https://youtube-nocookie.com.evil.net/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com.evil.net/video/1',
    'https://playervimeo.com/video/1',
    'https://notkuula.co/share/1',
    'https://kuula.co.evil.net/share/1',
    'https://kuula.com/share/1',
    'https://roundme.com.evil.net/embed/1',
    'https://theta360.com.evil.net/s/abc',
    'https://evilhauzd.com/tour/9',
    'https://hauzd.com.evil.net/tour/9',
    'https://app.hauzd.evil.net/tour/9',
    'https://my360magictour.com/tour/1',
    'https://360magictour.com.evil.net/tour/1',
    'https://vista360.evil.net/tour/1',
    'https://vista360.com.ar.evil.net/tour/1',
    'https://spherevista360.com.ar/tour/1',
    'https://vista360.com/tour/1',
  ])('refuses the lookalike %s', (address) => {
    expect(embedProviderOf(address)).toBeNull()
  })

  it.each([
    ['plain http', 'http://my.matterport.com/show/?m=abc'],
    ['plain http to YouTube', 'http://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['another scheme', 'javascript://my.matterport.com/%0Aalert(1)'],
    ['a data address', 'data:text/html,<p>my.matterport.com</p>'],
    ['a relative address', '//my.matterport.com/show/?m=abc'],
    ['no address', ''],
    ['text', 'my.matterport.com/show/?m=abc'],
  ])('refuses %s', (_, address) => {
    expect(embedProviderOf(address)).toBeNull()
  })

  it.each([
    'https://user:secret@my.matterport.com/show/?m=abc',
    'https://user@my.matterport.com/show/?m=abc',
    'https://:secret@my.matterport.com/show/?m=abc',
    'https://evil.net@my.matterport.com/show/?m=abc',
  ])('refuses credentials in %s', (address) => {
    expect(embedProviderOf(address)).toBeNull()
  })

  it('reads the host after credentials, not the name before the @', () => {
    expect(embedProviderOf('https://my.matterport.com@evil.net/show/?m=abc')).toBeNull()
  })

  it.each([
    'https://my.matterport.com:8443/show/?m=abc',
    'https://www.youtube.com:444/embed/dQw4w9WgXcQ',
    'https://kuula.co:80/share/1',
  ])('refuses the port of %s', (address) => {
    expect(embedProviderOf(address)).toBeNull()
  })

  it('takes an explicit 443 as what it is, the default port of https', () => {
    expect(embedProviderOf('https://kuula.co:443/share/1')).toBe('kuula')
  })

  it.each([
    // Only the players' own hosts: the rest of these sites is not a player.
    'https://youtube.com/embed/dQw4w9WgXcQ',
    'https://m.youtube.com/embed/dQw4w9WgXcQ',
    'https://accounts.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/123456789',
    'https://x.player.vimeo.com/video/1',
    'https://matterport.com/show/?m=abc',
    'https://support.matterport.com/show/?m=abc',
    'https://www.kuula.co/share/1',
    'https://www.roundme.com/embed/1',
    'https://developers.theta360.com/s/abc',
    // A trailing dot names the same host to DNS, but no list entry spells it so.
    'https://my.matterport.com./show/?m=abc',
  ])('refuses the host of %s', (address) => {
    expect(embedProviderOf(address)).toBeNull()
  })
})

describe('isEmbeddable', () => {
  it('holds only for the provider the host belongs to', () => {
    expect(isEmbeddable('matterport', 'https://kuula.co/share/1')).toBe(false)
    expect(isEmbeddable('vimeo', 'https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(false)
    expect(isEmbeddable('matterport', 'https://example.com/tour')).toBe(false)
    expect(isEmbeddable('kuula', 'https://kuula.co/share/1')).toBe(true)
  })
})

describe('policies', () => {
  it('has one for every video and tour provider of spec §9', () => {
    expect(Object.keys(EMBED_POLICIES).sort()).toEqual(
      [...VIDEO_PROVIDERS, ...TOUR_PROVIDERS].sort(),
    )
  })

  it('never lets a frame navigate this page, send forms, or use the clipboard', () => {
    for (const { sandbox, allow } of Object.values(EMBED_POLICIES)) {
      expect(sandbox.split(' ')).toEqual(
        expect.arrayContaining(['allow-scripts', 'allow-same-origin']),
      )
      expect(sandbox).not.toMatch(/top-navigation|allow-forms|allow-modals|allow-downloads/)
      expect(allow).not.toMatch(/clipboard|camera|microphone|geolocation|payment|usb/)
      expect(allow).toContain('fullscreen')
    }
    expect(MAP_SANDBOX).not.toMatch(/top-navigation|allow-forms/)
  })

  it('lets every player open its media at the provider in a new tab, and nothing else', () => {
    for (const { sandbox } of Object.values(EMBED_POLICIES))
      expect(sandbox.split(' ').sort()).toEqual([
        'allow-popups',
        'allow-popups-to-escape-sandbox',
        'allow-presentation',
        'allow-same-origin',
        'allow-scripts',
      ])
  })

  it('gives video players autoplay and tours the motion sensors', () => {
    expect(EMBED_POLICIES.youtube.allow).toBe(
      'autoplay; encrypted-media; fullscreen; picture-in-picture',
    )
    expect(EMBED_POLICIES.matterport.allow).toBe(
      'accelerometer; fullscreen; gyroscope; xr-spatial-tracking',
    )
  })

  it('writes hosts as CSP host sources, wildcards only under a provider’s own domain', () => {
    for (const { hosts } of Object.values(EMBED_POLICIES)) {
      for (const host of hosts) {
        expect(host).toMatch(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/)
        if (host.startsWith('*.')) expect(hosts).toContain(host.slice(2))
      }
    }
  })
})

describe('frameSources', () => {
  it('lists the map and every player host over https, once each', () => {
    expect(frameSources()).toEqual([
      'https://www.openstreetmap.org',
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://my.matterport.com',
      'https://hauzd.com',
      'https://*.hauzd.com',
      'https://360magictour.com',
      'https://*.360magictour.com',
      'https://vista360.com.ar',
      'https://*.vista360.com.ar',
      'https://roundme.com',
      'https://theta360.com',
      'https://kuula.co',
    ])
    expect(frameSources()[0]).toBe(MAP_EMBED_ORIGIN)
  })

  it('lets in every address embedProviderOf accepts, and none it refuses', () => {
    // CSP host-source matching (scheme, host or *.host, default port), simplified to https.
    const allowed = (address: string) => {
      const { protocol, hostname, port } = new URL(address)
      return frameSources().some((source) => {
        const host = source.replace('https://', '')
        const hostOk = host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host
        return protocol === 'https:' && port === '' && hostOk
      })
    }
    for (const [, address] of REAL) expect(allowed(address)).toBe(true)
    expect(allowed('https://www.openstreetmap.org/export/embed.html')).toBe(true)
    expect(allowed('https://evilmatterport.com/show')).toBe(false)
    expect(allowed('https://matterport.com.evil.net/show')).toBe(false)
  })
})
