import { normaliseSearchSummary } from './summary'

describe('normaliseSearchSummary', () => {
  it('reads every facet', () => {
    expect(
      normaliseSearchSummary({
        meta: { total_count: 37 },
        objects: {
          operation_types: [
            { operation_type: 1, count: 30 },
            { operation_type: 2, count: 7 },
          ],
          property_types: [{ id: 2, type: 'Departamento', count: 21 }],
          locations: [
            {
              location_id: 24728,
              location_name: 'Palermo',
              parent_id: 24665,
              parent_name: 'Capital Federal',
              count: 12,
            },
          ],
          tags: [{ tag_id: 36, tag_name: 'Pileta', tag_type: 3, count: 8 }],
          suite_amount: [
            { amount: 2, count: 14 },
            { amount: 1, count: 9 },
          ],
        },
      }),
    ).toEqual({
      total: 37,
      operations: { venta: 30, alquiler: 7, temporario: 0 },
      property_types: [{ id: 2, name: 'Departamento', count: 21 }],
      locations: [
        { id: 24728, name: 'Palermo', parent_id: 24665, parent_name: 'Capital Federal', count: 12 },
      ],
      tags: [{ id: 36, name: 'Pileta', tag_type: 3, count: 8 }],
      bedrooms: [
        { amount: 1, count: 9 },
        { amount: 2, count: 14 },
      ],
    })
  })

  it('reads operation types given as codes, numeric text or names in either language', () => {
    const summary = normaliseSearchSummary({
      objects: {
        operation_types: [
          { operation_type: '1', count: '4' },
          { operation_type: 'Rent', count: 2 },
          { operation_type: 'Alquiler temporario', count: 1 },
          { operation_type: 'Sale', count: 1 },
        ],
      },
    })
    expect(summary.operations).toEqual({ venta: 5, alquiler: 2, temporario: 1 })
    // Without meta the operation counts stand in for the total.
    expect(summary.total).toBe(8)
  })

  it('ignores malformed entries', () => {
    const summary = normaliseSearchSummary({
      meta: { total_count: '12' },
      objects: {
        operation_types: [
          { operation_type: 9, count: 3 },
          { operation_type: 1 },
          null,
          { operation_type: 2, count: -1 },
        ],
        property_types: [
          { id: 'x', type: 'Casa', count: 1 },
          { id: 3, type: '', count: 1 },
          { id: 13, type: 'Condo', count: '2' },
        ],
        locations: [
          { location_id: 24682, location_name: 'Belgrano', count: 3 },
          { location_id: null, location_name: 'Sin id', count: 1 },
          { location_id: 5, location_name: 'Sin cuenta' },
        ],
        tags: [
          { tag_id: 1, tag_name: 'Agua', tag_type: 4, count: 1 },
          { tag_id: 2, tag_name: 'Gas', tag_type: '1', count: 1 },
        ],
        suite_amount: [
          { amount: 'dos', count: 1 },
          { amount: 0, count: 2 },
        ],
      },
    })
    expect(summary).toEqual({
      total: 12,
      operations: { venta: 0, alquiler: 0, temporario: 0 },
      property_types: [{ id: 13, name: 'PH', count: 2 }],
      locations: [{ id: 24682, name: 'Belgrano', parent_id: null, parent_name: '', count: 3 }],
      tags: [{ id: 2, name: 'Gas', tag_type: 1, count: 1 }],
      bedrooms: [{ amount: 0, count: 2 }],
    })
  })

  it.each([null, undefined, [], 'x', {}, { objects: [] }])(
    'gives an empty summary for %p',
    (raw) => {
      expect(normaliseSearchSummary(raw)).toEqual({
        total: 0,
        operations: { venta: 0, alquiler: 0, temporario: 0 },
        property_types: [],
        locations: [],
        tags: [],
        bedrooms: [],
      })
    },
  )
})
