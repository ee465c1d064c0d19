import { makeProducer, makeProperty } from '../../../__tests__/support/factories'
import {
  customTagOptions,
  locationOptions,
  operationCounts,
  producerOptions,
  summaryOptions,
  tagOptions,
  typeOptions,
  withChosen,
} from './catalogueFacts'
import type { Operation, SearchSummary, Tag } from '../types'

const operation = (operation_id: 1 | 2 | 3): Operation => ({
  operation_id,
  operation_type:
    operation_id === 1 ? 'Venta' : operation_id === 2 ? 'Alquiler' : 'Alquiler temporario',
  prices: [],
})

describe('operationCounts', () => {
  it('counts a property in every operation it offers', () => {
    expect(
      operationCounts([
        makeProperty({ operations: [operation(1)] }),
        makeProperty({ operations: [operation(1), operation(2)] }),
        makeProperty({ operations: [operation(3)] }),
        makeProperty({ operations: [] }),
      ]),
    ).toEqual({ venta: 2, alquiler: 1, temporario: 1 })
    expect(operationCounts([])).toEqual({ venta: 0, alquiler: 0, temporario: 0 })
  })
})

describe('facets', () => {
  const palermo = makeProperty().location
  const belgrano = { ...palermo, id: 24682, name: 'Belgrano', neighborhood: 'Belgrano' }

  it('lists locations by name with their counts, skipping unknown ones', () => {
    expect(
      locationOptions([
        makeProperty({ location: palermo }),
        makeProperty({ location: belgrano }),
        makeProperty({ location: palermo }),
        makeProperty({ location: { ...palermo, id: null } }),
      ]),
    ).toEqual([
      { id: 24682, name: 'Belgrano', count: 1 },
      { id: 24728, name: 'Palermo', count: 2 },
    ])
  })

  it('lists types by name, accents sorted as Spanish', () => {
    expect(
      typeOptions([
        makeProperty({ type: { id: 13, name: 'PH' } }),
        makeProperty({ type: { id: 24, name: 'Galpón' } }),
        makeProperty({ type: { id: 3, name: 'Casa' } }),
        makeProperty({ type: { id: null, name: 'Sin Especificar' } }),
      ]).map((option) => option.name),
    ).toEqual(['Casa', 'Galpón', 'PH'])
  })
})

describe('tag facets', () => {
  const balcony: Tag = { id: 20, name: 'Balcón', tag_type: 2 }
  const gas: Tag = { id: 2, name: 'Gas natural', tag_type: 1 }
  const pool: Tag = { id: 36, name: 'Pileta', tag_type: 3 }

  it('counts each property once per tag, keeping the tag type, by name', () => {
    expect(
      tagOptions([
        makeProperty({ tags: [pool, balcony, balcony] }),
        makeProperty({ tags: [balcony, gas] }),
        makeProperty({ tags: [{ id: 99, name: '  ', tag_type: 3 }] }),
        makeProperty({ tags: [] }),
      ]),
    ).toEqual([
      { id: 20, name: 'Balcón', tag_type: 2, count: 2 },
      { id: 2, name: 'Gas natural', tag_type: 1, count: 1 },
      { id: 36, name: 'Pileta', tag_type: 3, count: 1 },
    ])
  })

  it('lists the custom tags with the group the agency filed them under', () => {
    expect(
      customTagOptions([
        makeProperty({ custom_tags: [{ id: 7, name: 'Oportunidad', group_name: 'Destacados ' }] }),
        makeProperty({
          custom_tags: [
            { id: 7, name: 'Oportunidad', group_name: 'Destacados' },
            { id: 3, name: 'Apto permuta', group_name: '' },
          ],
        }),
      ]),
    ).toEqual([
      { id: 3, name: 'Apto permuta', group: '', count: 1 },
      { id: 7, name: 'Oportunidad', group: 'Destacados', count: 2 },
    ])
  })

  it('lists the agents of the properties, skipping properties without one', () => {
    const sofia = makeProducer()
    const diego = makeProducer({ id: 5026, name: 'Diego Acosta' })
    expect(
      producerOptions([
        makeProperty({ producer: sofia }),
        makeProperty({ producer: diego }),
        makeProperty({ producer: sofia }),
        makeProperty({ producer: null }),
        makeProperty({ producer: makeProducer({ id: null, name: 'Sin id' }) }),
      ]),
    ).toEqual([
      { id: 5026, name: 'Diego Acosta', count: 1 },
      { id: 5023, name: 'Sofía Quiroga', count: 2 },
    ])
  })
})

describe('summaryOptions', () => {
  const summary: SearchSummary = {
    total: 12,
    operations: { venta: 12, alquiler: 0, temporario: 0 },
    property_types: [
      { id: 3, name: 'Casa', count: 2 },
      { id: 2, name: 'Departamento', count: 10 },
      { id: 9, name: 'Campo', count: 0 },
    ],
    locations: [
      { id: 24728, name: 'Palermo', parent_id: 1, parent_name: 'Capital Federal', count: 7 },
      { id: 24682, name: 'Belgrano', parent_id: 1, parent_name: 'Capital Federal', count: 5 },
    ],
    tags: [
      { id: 42, name: 'Ascensor', tag_type: 3, count: 6 },
      { id: 20, name: 'Balcón', tag_type: 2, count: 0 },
    ],
    bedrooms: [],
  }

  it('gives the live locations, types and tags by name, leaving out the empty ones', () => {
    expect(summaryOptions(summary)).toEqual({
      locations: [
        { id: 24682, name: 'Belgrano', count: 5 },
        { id: 24728, name: 'Palermo', count: 7 },
      ],
      types: [
        { id: 3, name: 'Casa', count: 2 },
        { id: 2, name: 'Departamento', count: 10 },
      ],
      tags: [{ id: 42, name: 'Ascensor', tag_type: 3, count: 6 }],
    })
  })
})

describe('withChosen', () => {
  const live = [{ id: 2, name: 'Departamento', count: 10 }]
  const built = [
    { id: 3, name: 'Casa', count: 4 },
    { id: 2, name: 'Departamento', count: 9 },
  ]

  it('keeps an option the address chose even when the live list lacks it, with no count', () => {
    expect(withChosen(live, [3], built)).toEqual([
      { id: 3, name: 'Casa', count: 0 },
      { id: 2, name: 'Departamento', count: 10 },
    ])
  })

  it('returns the options as they are when every chosen one is there or unknown', () => {
    expect(withChosen(live, [2, 777], built)).toEqual(live)
  })
})
