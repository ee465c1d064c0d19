import {
  makeDevelopment,
  makePrice,
  makeProperty,
  makeUnit,
} from '../../../__tests__/support/factories'
import { toDevelopmentCard, toPropertyCard } from './cards'
import { NO_IMAGE_PHOTO } from '../detail/photos'
import type { Operation } from '../types'

const sale: Operation = {
  operation_id: 1,
  operation_type: 'Venta',
  prices: [makePrice({ price: 185_000 })],
}
const rent: Operation = {
  operation_id: 2,
  operation_type: 'Alquiler',
  prices: [makePrice({ price: 650_000, currency: 'ARS' })],
}

describe('toPropertyCard', () => {
  it('shows the first operation by default, with its compact price and path', () => {
    const card = toPropertyCard(makeProperty({ operations: [sale, rent] }))
    expect(card).toMatchObject({
      id: 7104123,
      path: '/propiedad/venta/gorriti-al-4300/7104123',
      operation: 'Venta',
      price: 'USD 185K',
      address: 'Gorriti al 4300',
      location: 'Palermo, Capital Federal',
      type: 'Departamento',
      surface: '74 M2',
      rooms: 3,
      bedrooms: 2,
    })
  })

  it('shows the operation of the listing it appears in', () => {
    const card = toPropertyCard(makeProperty({ operations: [sale, rent] }), 2)
    expect(card).toMatchObject({
      path: '/propiedad/alquiler/gorriti-al-4300/7104123',
      operation: 'Alquiler',
      price: 'ARS 650K',
    })
    expect(toPropertyCard(makeProperty({ operations: [sale] }), 3).operation).toBe('Venta')
  })

  it('carries a rent’s monthly cost with expensas, compact, and none for a sale', () => {
    const property = makeProperty({ operations: [sale, rent], expenses: 80_000 })
    expect(toPropertyCard(property, 2).monthly).toEqual({
      total: 'ARS\u00a0730K',
      expenses: 'ARS\u00a080K',
    })
    expect(toPropertyCard(property, 1).monthly).toBeNull()
    expect(toPropertyCard({ ...property, expenses: null }, 2).monthly).toEqual({
      total: null,
      expenses: null,
    })
  })

  it('hides a hidden price, its drop and its period', () => {
    const dropped = makePrice({
      price: 90,
      previous_price: 100,
      is_less_than_previous_price: true,
      period: 1,
    })
    const property = makeProperty({
      web_price: false,
      operations: [{ operation_id: 3, operation_type: 'Alquiler temporario', prices: [dropped] }],
    })
    expect(toPropertyCard(property)).toMatchObject({
      price: 'CONSULTAR',
      previous_price: null,
      period: '',
    })
    expect(toPropertyCard({ ...property, web_price: true })).toMatchObject({
      price: 'USD 90',
      previous_price: 'USD 100',
      period: 'por día',
    })
  })

  it('uses the placeholder without photos and the roofed surface without a total', () => {
    const card = toPropertyCard(
      makeProperty({ photos: [], total_surface: '', roofed_surface: '45' }),
    )
    expect(card.photos).toEqual([NO_IMAGE_PHOTO])
    expect(card.surface).toBe('45 M2')
    expect(toPropertyCard(makeProperty({ operations: [] }))).toMatchObject({
      operation: null,
      price: 'CONSULTAR',
    })
  })
})

const development = makeDevelopment()

describe('toDevelopmentCard', () => {
  it('shows status, delivery and the lowest visible unit price', () => {
    const unit = (price: number, currency: 'USD' | 'ARS' = 'USD', web_price = true) =>
      makeUnit({ web_price, operations: [{ ...sale, prices: [makePrice({ price, currency })] }] })
    const card = toDevelopmentCard({
      ...development,
      units: [
        unit(150_000),
        unit(98_000),
        unit(50_000, 'USD', false),
        unit(90_000_000, 'ARS'),
        unit(120_000),
      ],
    })
    expect(card).toMatchObject({
      path: '/emprendimientos/av.-demo-al-2500/41877',
      status_label: 'En Construcción',
      delivery: 'diciembre de 2026',
      unit_count: 5,
      price_from: 'USD 98K',
      tags: ['Torre Aurora'],
      featured: true,
    })
  })

  it('has no starting price without units that show one', () => {
    expect(toDevelopmentCard(development).price_from).toBeNull()
    expect(toDevelopmentCard({ ...development, construction_status: null }).status_label).toBe('')
  })
})
