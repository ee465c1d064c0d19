import type { GatsbyNode } from 'gatsby'
import {
  checkProductionSecrets,
  ConfigError,
  getConfig,
  readMapTilesConfig,
  readVisitHours,
} from '../src/config'
import { visitHoursText } from '../src/domain/leads/visits'
import { failBuild } from './buildFailure'

/**
 * Stops the build before any work when an env var is malformed, or when real services are named
 * with the demo key or without LEAD_TOKEN_SECRET, with the message that names it.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  try {
    const config = getConfig()
    checkProductionSecrets()
    reporter.info(
      `Servicios: proxy ${config.proxyUrl} · broker ${config.brokerUrl} · backend ${config.backendUrl} · cliente ${config.clientId}`,
    )
    const tiles = readMapTilesConfig(process.env)
    reporter.info(`Mapa de resultados: teselas de ${tiles.imgSource} (${tiles.attribution.text})`)
    reporter.info(`Horarios de visita: ${visitHoursText(readVisitHours(process.env))}`)
  } catch (error) {
    if (error instanceof ConfigError)
      failBuild(reporter, { kind: 'config', message: `Configuración inválida: ${error.message}` })
    throw error
  }
}
