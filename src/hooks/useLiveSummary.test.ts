import { offeredCounts } from './useLiveSummary'

describe('offeredCounts', () => {
  it('takes the sold units the build found off the live summary, never below none', () => {
    expect(
      offeredCounts(
        { venta: 126, alquiler: 62, temporario: 16 },
        { venta: 6, alquiler: 1, temporario: 0 },
      ),
    ).toEqual({ venta: 120, alquiler: 61, temporario: 16 })
    // Units sold at the build and taken off Tokko since: the next build counts again.
    expect(
      offeredCounts(
        { venta: 2, alquiler: 0, temporario: 0 },
        { venta: 3, alquiler: 1, temporario: 0 },
      ),
    ).toEqual({ venta: 0, alquiler: 0, temporario: 0 })
  })
})
