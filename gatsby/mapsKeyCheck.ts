/**
 * The maps-key check of spec §5 at build time: the settings' key is tried against the geocoder
 * while the build goes on, and the build log says what came of it. The result is not used (the
 * key is accepted whatever happens), so the check never holds up or stops a build: it starts with
 * sourcing and is reported after the build, long after its 5-second limit.
 */
import type { Reporter } from 'gatsby'
import { checkMapsKey, type MapsKeyCheck } from '../src/broker/maps'
import type { SiteSettings } from '../src/domain/types'

let pending: Promise<string> | null = null

/** The log line for a check's result; never the key itself. */
export function mapsKeyReport(check: MapsKeyCheck | null): string {
  if (!check) return 'Clave de mapas: la configuración no trae ninguna; no hay nada que verificar.'
  if (check.verdict === 'valid')
    return `Clave de mapas válida (el geocodificador respondió ${check.outcome}).`
  if (check.verdict === 'refused')
    return `Clave de mapas rechazada por el geocodificador (${check.outcome}); se acepta igual, como pide la especificación.`
  return 'Clave de mapas sin verificar: no hubo respuesta del geocodificador (sin conexión o caído); se acepta igual.'
}

/** Starts the check of the settings' key (sourceNodes). */
export function startMapsKeyCheck(
  settings: Pick<SiteSettings, 'keys' | 'location'>,
  check: typeof checkMapsKey = checkMapsKey,
): void {
  const key = settings.keys.google_maps.trim()
  const address = [settings.location.address, settings.location.city].filter(Boolean).join(', ')
  pending = (key ? check(key, address) : Promise.resolve(null)).then(mapsKeyReport, () =>
    mapsKeyReport({ key, outcome: 'error', verdict: 'unverified' }),
  )
}

/** Logs what the check found (onPostBuild); a check still running is not waited for. */
export async function reportMapsKeyCheck(reporter: Pick<Reporter, 'info'>): Promise<void> {
  if (!pending) return
  const report = await Promise.race([pending, Promise.resolve(null)])
  reporter.info(report ?? 'Clave de mapas: la verificación sigue sin respuesta; se acepta igual.')
  pending = null
}
