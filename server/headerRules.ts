/** The rules of public/_headers, which the server applies to its answers as Netlify would. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { compileRules, parseHeadersFile, type CompiledRule } from './headersFile.mjs'

/** The compiled rules, or none (with a warning) when the build wrote none. */
export function readHeaderRules(publicDir: string, log: (line: string) => void): CompiledRule[] {
  const file = path.join(publicDir, '_headers')
  if (!existsSync(file)) {
    log(`No hay ${file}: el sitio se sirve sin encabezados de seguridad (¿se construyó?).`)
    return []
  }
  return compileRules(parseHeadersFile(readFileSync(file, 'utf8')))
}
