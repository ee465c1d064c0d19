import { generateDemo } from '../../../emulator/data'
import { DEFAULT_CLIENT_ID } from '../../config'
import { DEFAULT_CREDIT_SETTINGS } from '../../domain/credit/credit'
import { normaliseSettings } from './settings'

describe('normaliseSettings', () => {
  it('reads the demo agency’s settings', () => {
    const settings = normaliseSettings(generateDemo({ properties: 0, clientId: 12 }).settings)
    expect(settings).toMatchObject({
      name: 'Inmobiliaria Demo',
      client_id: 12,
      social: { instagram: 'https://www.instagram.com/inmobiliaria.demo', twitter: '' },
      contact: { whatsapp: '5491155550100' },
      location: { address: 'Av. Santa Fe 3421', geo: { lat: -34.588015, lng: -58.410764 } },
      listing_source: 'tokko',
      modules: { services: { enabled: true }, compare: true },
      template_data: { CLIENTID: 12 },
    })
    expect(settings.modules.services.items).toHaveLength(4)
    expect(settings.modules.sumate.positions).toHaveLength(3)
    expect(settings.modules.about.team.length).toBeGreaterThan(0)
  })

  it.each([null, undefined, 'x', [], {}])('fills every default for %p', (raw) => {
    expect(normaliseSettings(raw)).toEqual({
      name: 'Inmobiliaria',
      client_id: DEFAULT_CLIENT_ID,
      social: { instagram: '', facebook: '', twitter: '', linkedin: '', youtube: '' },
      contact: { phone: '', whatsapp: '', mail: '' },
      location: { address: '', city: '', geo: null },
      keys: { tokko: '', google_maps: '' },
      seo: { title: '', description: '', image: '' },
      listing_source: 'tokko',
      modules: {
        services: { enabled: false, items: [] },
        sumate: { positions: [] },
        compare: false,
        about: { title: '', text: '', team: [] },
        credit: DEFAULT_CREDIT_SETTINGS,
      },
      template_data: { APISERVER: '', CLIENTID: DEFAULT_CLIENT_ID },
    })
  })

  it('keeps only http(s) links and pictures', () => {
    const settings = normaliseSettings({
      social: {
        instagram: 'javascript:alert(1)',
        facebook: 'facebook.com/x',
        youtube: 'https://youtube.com/@x',
      },
      seo: { image: '/logo.png' },
      modules: { about: { team: [{ name: 'Ana', picture: 'data:image/png;base64,AA' }] } },
    })
    expect(settings.social).toMatchObject({
      instagram: '',
      facebook: '',
      youtube: 'https://youtube.com/@x',
    })
    expect(settings.seo.image).toBe('')
    expect(settings.modules.about.team).toEqual([{ name: 'Ana', position: '', picture: '' }])
  })

  it('picks the backend as listing source only when asked exactly', () => {
    expect(normaliseSettings({ listing_source: ' Backend ' }).listing_source).toBe('backend')
    expect(normaliseSettings({ listing_source: 'backends' }).listing_source).toBe('tokko')
    expect(normaliseSettings({ listing_source: 1 }).listing_source).toBe('tokko')
  })

  it('drops empty services, positions and nameless team members', () => {
    const settings = normaliseSettings({
      modules: {
        services: {
          enabled: 'true',
          items: [{ title: 'Tasaciones', text: '' }, { title: ' ', text: null }, null],
        },
        sumate: { positions: ['Asesor/a', ' ', null, 'Administrativo/a '] },
        compare: 1,
        about: {
          team: [
            { name: '', position: 'Sin nombre' },
            { name: 'Diego', position: 'Tasaciones' },
          ],
        },
      },
    })
    expect(settings.modules.services).toEqual({
      enabled: true,
      items: [{ title: 'Tasaciones', text: '' }],
    })
    expect(settings.modules.sumate.positions).toEqual(['Asesor/a', 'Administrativo/a'])
    expect(settings.modules.compare).toBe(true)
    expect(settings.modules.about.team).toEqual([
      { name: 'Diego', position: 'Tasaciones', picture: '' },
    ])
  })

  it('reads ids sent as text and defaults CLIENTID to the client id', () => {
    expect(normaliseSettings({ client_id: '9' }).template_data.CLIENTID).toBe(9)
    expect(
      normaliseSettings({ client_id: '9', template_data: { CLIENTID: '4' } }).template_data
        .CLIENTID,
    ).toBe(4)
    expect(normaliseSettings({ client_id: 'nueve' }).client_id).toBe(DEFAULT_CLIENT_ID)
  })

  describe('the credit module', () => {
    const credit = (value: unknown) =>
      normaliseSettings({ modules: { credit: value } }).modules.credit

    it('reads the demo agency’s figures', () => {
      const settings = normaliseSettings(generateDemo({ properties: 0 }).settings)
      expect(settings.modules.credit).toEqual({
        uva_value: 1_987.42,
        uva_date: '2026-11-15',
        tna: 0.048,
        usd_ars: 1_200,
        max_ltv: 0.75,
        income_ratio: 0.25,
      })
    })

    it('takes the defaults when the module is absent or not an object', () => {
      for (const value of [undefined, null, 'x', [], {}]) {
        expect(credit(value)).toEqual(DEFAULT_CREDIT_SETTINGS)
      }
    })

    it('reads numbers sent as text, and shares sent as percentages', () => {
      expect(
        credit({
          uva_value: '1500.5',
          uva_date: '2026-10-01',
          tna: '6.5',
          usd_ars: '1350',
          max_ltv: 80,
          income_ratio: '0.3',
        }),
      ).toEqual({
        uva_value: 1500.5,
        uva_date: '2026-10-01',
        tna: 0.065,
        usd_ars: 1350,
        max_ltv: 0.8,
        income_ratio: 0.3,
      })
    })

    it('replaces each bad figure by its default, keeping the good ones', () => {
      expect(
        credit({
          tna: 45,
          usd_ars: -1,
          max_ltv: 'mucho',
          income_ratio: 0,
          uva_value: 1600,
          uva_date: '2026-10-01',
        }),
      ).toEqual({
        ...DEFAULT_CREDIT_SETTINGS,
        uva_value: 1600,
        uva_date: '2026-10-01',
      })
      expect(credit({ tna: 'NaN', usd_ars: '1e400', max_ltv: 150 })).toEqual(
        DEFAULT_CREDIT_SETTINGS,
      )
    })

    it('keeps the UVA value and its date together: either bad, both are the defaults’', () => {
      const defaults = {
        uva_value: DEFAULT_CREDIT_SETTINGS.uva_value,
        uva_date: DEFAULT_CREDIT_SETTINGS.uva_date,
      }
      expect(credit({ uva_value: 1600, uva_date: '2026-02-30' })).toMatchObject(defaults)
      expect(credit({ uva_value: 1600 })).toMatchObject(defaults)
      expect(credit({ uva_value: 'x', uva_date: '2026-10-01' })).toMatchObject(defaults)
      expect(credit({ uva_value: 1600, uva_date: '01/10/2026' })).toMatchObject({
        uva_value: 1600,
        uva_date: '2026-10-01',
      })
    })
  })
})
