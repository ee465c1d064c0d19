/** @jest-environment node */
import type { MapsKeyCheck } from '../src/broker/maps'
import { makeSettings } from '../__tests__/support/factories'
import { mapsKeyReport, reportMapsKeyCheck, startMapsKeyCheck } from './mapsKeyCheck'

const settings = (key: string) => {
  const base = makeSettings()
  return { ...base, keys: { ...base.keys, google_maps: key } }
}

describe('the maps-key check at build time', () => {
  it('tries the key with the office address and logs the verdict, never the key', async () => {
    const check = jest.fn(async (key: string): Promise<MapsKeyCheck> => ({
      key,
      outcome: 'OK',
      verdict: 'valid',
    }))
    startMapsKeyCheck(settings('AIza-secreta'), check)
    const info = jest.fn()
    await new Promise((resolve) => setTimeout(resolve, 0))
    await reportMapsKeyCheck({ info })
    expect(check).toHaveBeenCalledWith(
      'AIza-secreta',
      expect.stringContaining(makeSettings().location.address),
    )
    expect(info).toHaveBeenCalledWith('Clave de mapas válida (el geocodificador respondió OK).')
    expect(JSON.stringify(info.mock.calls)).not.toContain('AIza-secreta')
  })

  it('never waits for a geocoder that has not answered', async () => {
    startMapsKeyCheck(settings('k'), () => new Promise<MapsKeyCheck>(() => undefined))
    const info = jest.fn()
    await reportMapsKeyCheck({ info })
    expect(info).toHaveBeenCalledWith(
      'Clave de mapas: la verificación sigue sin respuesta; se acepta igual.',
    )
  })

  it('asks nothing without a key', async () => {
    const check = jest.fn()
    startMapsKeyCheck(settings('  '), check)
    const info = jest.fn()
    await new Promise((resolve) => setTimeout(resolve, 0))
    await reportMapsKeyCheck({ info })
    expect(check).not.toHaveBeenCalled()
    expect(info).toHaveBeenCalledWith(
      'Clave de mapas: la configuración no trae ninguna; no hay nada que verificar.',
    )
  })

  it('says refused and unverified keys are accepted anyway (spec §5)', () => {
    expect(mapsKeyReport({ key: 'k', outcome: 'REQUEST_DENIED', verdict: 'refused' })).toBe(
      'Clave de mapas rechazada por el geocodificador (REQUEST_DENIED); se acepta igual, como pide la especificación.',
    )
    expect(mapsKeyReport({ key: 'k', outcome: 'x', verdict: 'unverified' })).toMatch(
      /^Clave de mapas sin verificar: .* se acepta igual\.$/,
    )
  })
})
