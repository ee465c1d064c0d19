/**
 * `npm run changes`: exits 0 and prints what changed when what the site would show differs from
 * the last successful build (or there is none), 1 when nothing changed, 2 when the services
 * could not be read. The publisher and the publish workflow decide with it whether to build.
 * CHANGES_LIMIT caps the lines listed (default 50).
 */
import { createBrokerApi, isServiceError } from '../src/broker'
import { ConfigError } from '../src/config'
import { recordFailure } from '../gatsby/buildFailure'
import { SourcingError, type SourcingLog } from '../gatsby/sourcing/fetchCatalogue'
import { checkForChanges, needsBuild, NO_CHANGES } from '../gatsby/sourcing/changes'
import { buildStateDir } from '../gatsby/sourcing/environment'
import { describeChange } from '../gatsby/sourcing/fingerprint'

const quiet: SourcingLog = {
  info: () => undefined,
  warn: (message) => console.error(message),
  progress: () => ({ tick: () => undefined, done: () => undefined }),
}

async function main(): Promise<number> {
  const limit = Math.max(1, Number(process.env.CHANGES_LIMIT) || 50)
  const report = await checkForChanges(createBrokerApi(), buildStateDir(), quiet)
  if (!report.hasBaseline) {
    console.log('No hay un build anterior con el que comparar: hay que construir el sitio.')
    return 0
  }
  if (!needsBuild(report)) {
    console.log(NO_CHANGES)
    return 1
  }
  const { changes } = report
  console.log(
    `${changes.length} ${changes.length === 1 ? 'cambio' : 'cambios'} desde el último build:`,
  )
  for (const change of changes.slice(0, limit)) console.log(`  ${describeChange(change)}`)
  if (changes.length > limit) console.log(`  … y ${changes.length - limit} más`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof SourcingError
        ? error.message
        : `No se pudo comprobar si hubo cambios: ${error instanceof Error ? error.message : String(error)}`,
    )
    // What the publisher's status says; any other failure is classified from this output.
    if (error instanceof SourcingError)
      recordFailure('changes', {
        kind: 'service',
        message: error.message,
        service: isServiceError(error.cause) ? error.cause.service : undefined,
      })
    else if (error instanceof ConfigError)
      recordFailure('changes', {
        kind: 'config',
        message: `Configuración inválida: ${error.message}`,
      })
    process.exit(2)
  },
)
