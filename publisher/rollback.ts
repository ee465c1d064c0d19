/**
 * `npm run publish:rollback`: points `current` back at the release before it. A running
 * publisher notices within two seconds and serves it. The build state is left as it is: the
 * change check still compares with the newest build, so the rollback holds until the services'
 * data changes again (then the next build publishes that data with the code of the checkout).
 */
import path from 'node:path'
import { readPublisherConfig } from './config'
import { rollback } from './releases'

try {
  const config = readPublisherConfig(process.env, path.resolve(__dirname, '..'))
  const { from, to } = rollback(config.publishDir)
  console.log(`Versión publicada: ${to.name} (antes ${from.name}).`)
} catch (error) {
  console.error(`No se pudo volver atrás: ${(error as Error).message}`)
  process.exit(1)
}
