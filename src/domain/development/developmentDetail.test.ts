import { makeDevelopment, makePrice, makeUnit } from '../../../__tests__/support/factories'
import {
  developmentFacts,
  developmentMetaDescription,
  lowestPriceText,
  priceRangeText,
  unitPriceRange,
} from './developmentDetail'
import type { Currency } from '../types'

const unit = (price: number, currency: Currency = 'USD', web_price = true) =>
  makeUnit({
    web_price,
    operations: [
      { operation_id: 1, operation_type: 'Venta', prices: [makePrice({ price, currency })] },
    ],
  })

describe('unitPriceRange', () => {
  it('spans the visible sale prices in the currency most units use', () => {
    const range = unitPriceRange({
      units: [
        unit(150_000),
        unit(98_000),
        unit(50_000, 'USD', false),
        unit(90_000_000, 'ARS'),
        unit(250_000),
      ],
    })
    expect(range).toEqual({ currency: 'USD', low: 98_000, high: 250_000, count: 3 })
    expect(priceRangeText(range!)).toBe('USD 98K a USD 250K')
    expect(lowestPriceText(range)).toBe('USD 98K')
  })

  it('leaves sold units out: their price is no longer on offer', () => {
    const sold = { ...unit(60_000), status: 4 as const }
    const reserved = { ...unit(80_000), status: 3 as const }
    expect(unitPriceRange({ units: [sold, reserved, unit(120_000)] })).toEqual({
      currency: 'USD',
      low: 80_000,
      high: 120_000,
      count: 2,
    })
  })

  it('is null without a visible sale price, and one price when all cost the same', () => {
    expect(unitPriceRange({ units: [] })).toBeNull()
    expect(unitPriceRange({ units: [unit(1, 'USD', false)] })).toBeNull()
    expect(lowestPriceText(null)).toBeNull()
    expect(priceRangeText({ currency: 'ARS', low: 850_000, high: 850_000, count: 2 })).toBe(
      'ARS 850K',
    )
  })
})

describe('developmentFacts', () => {
  it('lists status, delivery, units and prices when known', () => {
    expect(developmentFacts(makeDevelopment({ units: [unit(98_000), unit(120_000)] }))).toEqual([
      { label: 'Estado', value: 'En Construcción' },
      { label: 'Entrega', value: 'diciembre de 2026' },
      { label: 'Unidades', value: '2' },
      { label: 'Precios', value: 'USD 98K a USD 120K' },
    ])
  })

  it('leaves out what is unknown', () => {
    expect(
      developmentFacts(makeDevelopment({ construction_status: null, construction_date: '' })),
    ).toEqual([])
  })
})

describe('developmentMetaDescription', () => {
  it('names the development, its status and place, then describes it', () => {
    expect(developmentMetaDescription(makeDevelopment())).toBe(
      'Torre Aurora, en construcción, en Av. Demo al 2500, Palermo, Capital Federal. Un edificio frente al parque.',
    )
  })
})
