/** `npm run referencia -- 7K2Q`: server/referenceLookup.ts. */
import { lookUpReference } from '../server/referenceLookup'

lookUpReference(process.argv.slice(2), process.env, (line) => console.log(line)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(
      'No se pudo buscar la referencia:',
      error instanceof Error ? error.message : error,
    )
    process.exitCode = 2
  },
)
