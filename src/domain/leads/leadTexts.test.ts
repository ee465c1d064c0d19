import { makePrice, makeProperty } from '../../../__tests__/support/factories'
import { alertText, searchUrl, selectionText } from './leadTexts'
import { parseFilters } from '../listing/filtersUrl'
import { defaultSearchFilters } from '../listing/search'

const SITE = 'https://inmobiliaria.example'

describe('selectionText', () => {
  it('names a sold or rented one in place of its prices, and a reserved one after them', () => {
    const sold = makeProperty({ status: 4 })
    const reserved = makeProperty({ id: 7104124, status: 3 })
    const lines = selectionText(
      [
        { id: sold.id, property: sold },
        { id: reserved.id, property: reserved },
      ],
      SITE,
      '',
    ).split('\n')
    expect(lines.slice(-2)).toEqual([
      '1. Cód. PAL-2381 · Gorriti al 4300, Palermo, Capital Federal · No disponible: vendida o alquilada · https://inmobiliaria.example/propiedad/venta/gorriti-al-4300/7104123',
      '2. Cód. PAL-2381 · Gorriti al 4300, Palermo, Capital Federal · Venta USD 185.000 · Reservada · https://inmobiliaria.example/propiedad/venta/gorriti-al-4300/7104124',
    ])
  })

  it('lists each property with its code, display address, every price and its link, in order', () => {
    const sale = makeProperty()
    const rent = makeProperty({
      id: 7104200,
      reference_code: '  ',
      address: 'Thames 812',
      fake_address: '',
      location: { ...makeProperty().location, full_name: 'Villa Crespo, Capital Federal' },
      operations: [
        { operation_id: 1, operation_type: 'Venta', prices: [makePrice({ price: 240_000 })] },
        {
          operation_id: 3,
          operation_type: 'Alquiler temporario',
          prices: [makePrice({ price: 1_200, period: 5 })],
        },
      ],
    })
    const hidden = makeProperty({ id: 7104300, web_price: false, reference_code: 'VC-9' })
    const text = selectionText(
      [
        { id: sale.id, property: sale },
        { id: rent.id, property: rent },
        { id: hidden.id, property: hidden },
        { id: 7104999, property: null, reason: 'withdrawn' },
        { id: 7105000, property: null, reason: 'unreadable' },
      ],
      SITE,
      '  Quisiera visitarlas.  ',
    )
    expect(text).toBe(
      [
        'Quisiera visitarlas.',
        '',
        'Selección de favoritos del sitio (5 propiedades):',
        '1. Cód. PAL-2381 · Gorriti al 4300, Palermo, Capital Federal · Venta USD 185.000 · https://inmobiliaria.example/propiedad/venta/gorriti-al-4300/7104123',
        '2. Id 7104200 · Thames 812, Villa Crespo, Capital Federal · Venta USD 240.000 / Alquiler temporario USD 1.200 por mes · https://inmobiliaria.example/propiedad/venta/thames-812/7104200',
        '3. Cód. VC-9 · Gorriti al 4300, Palermo, Capital Federal · Venta Precio a consultar · https://inmobiliaria.example/propiedad/venta/gorriti-al-4300/7104300',
        '4. Propiedad 7104999: ya no está publicada · https://inmobiliaria.example/tokko/7104999',
        '5. Propiedad 7105000: no pudimos leer sus datos en este momento · https://inmobiliaria.example/tokko/7105000',
      ].join('\n'),
    )
  })

  it('counts one property in the singular', () => {
    const property = makeProperty()
    expect(selectionText([{ id: property.id, property }], SITE, 'Hola')).toContain(
      'Selección de favoritos del sitio (1 propiedad):',
    )
  })
})

describe('alertText', () => {
  it('says what is asked, the search in words and its address on the site', () => {
    const filters = parseFilters('ubicacion=24728&dormMin=2&orden=menor-precio&otro=1', 2)
    expect(alertText({ words: ' Propiedades en alquiler · Palermo ', filters }, SITE)).toBe(
      [
        'Pide que le avisen cuando se publiquen propiedades nuevas para esta búsqueda.',
        'Búsqueda: Propiedades en alquiler · Palermo',
        'Dirección: https://inmobiliaria.example/alquiler?ubicacion=24728&dormMin=2&orden=menor-precio',
      ].join('\n'),
    )
  })

  it('gives the bare listing for a search without filters', () => {
    expect(searchUrl(SITE, 3, defaultSearchFilters(3))).toBe(
      'https://inmobiliaria.example/temporario',
    )
    expect(searchUrl(SITE, 1, parseFilters('ubicacion=24728', 1))).toBe(
      'https://inmobiliaria.example/venta?ubicacion=24728',
    )
  })
})
