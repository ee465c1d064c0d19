import { makePrice, makeProperty } from '../../../__tests__/support/factories'
import {
  formatExpenses,
  operationPrices,
  operationsPageFirst,
  propertyFacts,
  propertyHighlights,
  propertyMetaDescription,
  propertySummaryText,
} from './propertyDetail'
import type { Operation } from '../types'

const sale: Operation = {
  operation_id: 1,
  operation_type: 'Venta',
  prices: [makePrice({ price: 185_000 })],
}
const rent: Operation = {
  operation_id: 2,
  operation_type: 'Alquiler',
  prices: [makePrice({ price: 850_000, currency: 'ARS' })],
}
const temporary: Operation = {
  operation_id: 3,
  operation_type: 'Alquiler temporario',
  prices: [makePrice({ price: 1_200, currency: 'USD', period: 3 })],
}

const factValue = (facts: ReturnType<typeof propertyFacts>, label: string) =>
  facts.find((fact) => fact.label === label)?.value

describe('operationsPageFirst', () => {
  it("puts the page's own operation first and keeps the rest in broker order", () => {
    const property = makeProperty({ operations: [sale, rent, temporary] })
    expect(operationsPageFirst(property, 2).map((op) => op.operation_id)).toEqual([2, 1, 3])
    expect(operationsPageFirst(property, 1).map((op) => op.operation_id)).toEqual([1, 2, 3])
  })
})

describe('operationPrices', () => {
  it('formats every operation in full, with the period of a temporary rent', () => {
    const property = makeProperty({ operations: [sale, temporary] })
    expect(operationPrices(property, 3)).toEqual([
      {
        operationId: 3,
        name: 'Alquiler temporario',
        lines: [{ amount: 'USD 1.200', period: 'por semana', previous: null }],
      },
      {
        operationId: 1,
        name: 'Venta',
        lines: [{ amount: 'USD 185.000', period: '', previous: null }],
      },
    ])
  })

  it('gives the previous price when it dropped', () => {
    const dropped = makePrice({
      price: 170_000,
      previous_price: 199_000,
      is_less_than_previous_price: true,
    })
    const property = makeProperty({
      operations: [{ ...sale, prices: [dropped] }],
    })
    expect(operationPrices(property, 1)[0]?.lines).toEqual([
      { amount: 'USD 170.000', period: '', previous: 'USD 199K' },
    ])
  })

  it('reads "Precio a consultar" for hidden prices, without period or previous price', () => {
    const dropped = makePrice({ previous_price: 250_000, is_less_than_previous_price: true })
    const property = makeProperty({
      web_price: false,
      operations: [{ ...sale, prices: [dropped, makePrice({ currency: 'ARS' })] }, temporary],
    })
    expect(operationPrices(property, 1).map((op) => op.lines)).toEqual([
      [{ amount: 'Precio a consultar', period: '', previous: null }],
      [{ amount: 'Precio a consultar', period: '', previous: null }],
    ])
  })

  it('lists the other priced currencies after the main price', () => {
    const property = makeProperty({
      operations: [
        {
          ...sale,
          prices: [makePrice({ price: null }), makePrice({ price: 90_000_000, currency: 'ARS' })],
        },
      ],
    })
    expect(operationPrices(property, 1)[0]?.lines.map((line) => line.amount)).toEqual([
      'ARS 90.000.000',
    ])
  })
})

describe('formatExpenses', () => {
  it('writes pesos the es-AR way, or "No informado"', () => {
    expect(formatExpenses(95_000)).toBe('$\u00a095.000')
    expect(formatExpenses(1_250_500)).toBe('$\u00a01.250.500')
    expect(formatExpenses(null)).toBe('No informado')
    expect(formatExpenses(0)).toBe('No informado')
  })
})

describe('propertyFacts', () => {
  it('gives every figure with its unit, and "No informado" where it is unknown', () => {
    const facts = propertyFacts(
      makeProperty({
        room_amount: 3,
        suite_amount: null,
        parking_lot_amount: 1,
        parking_lot_type: 'Cubierta',
        age: 0,
        expenses: 95_000,
      }),
    )
    expect(facts.map((fact) => [fact.label, fact.value])).toEqual([
      ['Tipo', 'Departamento'],
      ['Superficie total', '74 M2'],
      ['Superficie cubierta', '68 M2'],
      ['Superficie semicubierta', '6 M2'],
      ['Superficie descubierta', 'No informado'],
      ['Superficie del terreno', 'No informado'],
      ['Ambientes', '3'],
      ['Dormitorios', 'No informado'],
      ['Baños', '1'],
      ['Toilettes', '1'],
      ['Cocheras', '1 cochera (Cubierta)'],
      ['Antigüedad', 'A estrenar'],
      ['Expensas', '$\u00a095.000'],
    ])
  })

  it('reads land in hectares as Ha.', () => {
    const facts = propertyFacts(
      makeProperty({
        type: { id: 7, name: 'Campo' },
        total_surface: '120.5',
        total_surface_measurement: 'Ha',
      }),
    )
    expect(factValue(facts, 'Superficie total')).toBe('120,5 Ha.')
  })

  it('labels ages under construction and unknown types', () => {
    const facts = propertyFacts(makeProperty({ age: -1, type: { id: null, name: '' } }))
    expect(factValue(facts, 'Antigüedad')).toBe('En construcción')
    expect(factValue(facts, 'Tipo')).toBe('Sin Especificar')
  })
})

describe('propertySummaryText', () => {
  it('says what, where and how much', () => {
    expect(propertySummaryText(makeProperty({ operations: [sale, rent] }), 2)).toBe(
      'Departamento en alquiler en Palermo, Capital Federal · ARS 850.000',
    )
    expect(propertySummaryText(makeProperty({ web_price: false }), 1)).toBe(
      'Departamento en venta en Palermo, Capital Federal · Precio a consultar',
    )
  })
})

describe('propertyHighlights', () => {
  it('gives the known figures in short form', () => {
    expect(propertyHighlights(makeProperty({ parking_lot_amount: 2 }))).toEqual([
      { key: 'surface', text: '74 M2' },
      { key: 'rooms', text: '3 amb.' },
      { key: 'bedrooms', text: '2 dorm.' },
      { key: 'bathrooms', text: '1 baño' },
      { key: 'parking', text: '2 cocheras' },
    ])
  })

  it('leaves out what is unknown or zero, and falls back to the roofed surface', () => {
    const property = makeProperty({
      total_surface: '',
      room_amount: null,
      suite_amount: 0,
      bathroom_amount: 2,
      parking_lot_amount: null,
    })
    expect(propertyHighlights(property)).toEqual([
      { key: 'surface', text: '68 M2' },
      { key: 'bathrooms', text: '2 baños' },
    ])
  })
})

describe('propertyMetaDescription', () => {
  it('is the plain description, else the summary', () => {
    expect(propertyMetaDescription(makeProperty(), 1)).toBe('Muy luminoso.')
    expect(propertyMetaDescription(makeProperty({ description_text: ' ' }), 1)).toBe(
      'Departamento en venta en Palermo, Capital Federal · USD 185.000',
    )
  })
})
