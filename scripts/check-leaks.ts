/**
 * `npm run leaks` (a suite of `npm test`): no file of `public/` may hold the broker key or a
 * masked listing's exact address or point, and no output of the build that a server or CI keeps
 * (`.cache/`, the compiled functions among it; `.netlify/`, Netlify's wrappers of them;
 * `.build-state/`; the publisher's releases) may
 * hold a server-only secret set in this environment. Reads the raw records from the services the
 * build read (the same environment: GATSBY_* URLs, TOKKO_KEY), works out what is private
 * (scripts/leaks/private.ts) and scans every text file for it. Exits 1 and names each file and
 * what leaked, or says how much it checked.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { DEMO_TOKKO_KEY, readConfig, readEnv } from '../src/config'
import { secretsOf, serverSecretsOf } from './leaks/private'
import { listFiles, scanForSecrets, type Leak } from './leaks/scan'

const config = readConfig(readEnv())
const root = path.resolve(process.argv[2] ?? 'public')
const checkout = path.resolve(root, '..')
/** What the build leaves besides public/: CI caches these, and the publisher copies them. */
const SERVER_OUTPUTS = [
  '.cache',
  '.netlify',
  process.env.BUILD_STATE_DIR || '.build-state',
  path.join(process.env.PUBLISH_DIR || '.publish', 'releases'),
]

async function get(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json', ...headers } })
  if (!response.ok) throw new Error(`${response.status} de ${url.replace(/key=[^&]+/, 'key=…')}`)
  return response.json()
}

type Raw = Record<string, unknown>
const asList = (value: unknown): Raw[] =>
  Array.isArray(value)
    ? (value as Raw[])
    : Array.isArray((value as { objects?: unknown })?.objects)
      ? (value as { objects: Raw[] }).objects
      : []

async function rawRecords(): Promise<{ records: { record: Raw; kind: string }[]; keys: string[] }> {
  const client = `client=${config.clientId}`
  const settings = (await get(`${config.backendUrl}/api/site/configuracion/?${client}`)) as Raw
  const settingsKey = (settings.keys as Raw | undefined)?.tokko
  const keys = [config.tokkoKey, DEMO_TOKKO_KEY, typeof settingsKey === 'string' ? settingsKey : '']
  const records: { record: Raw; kind: string }[] = []
  if (settings.listing_source === 'backend') {
    for (const record of asList(
      await get(`${config.backendUrl}/api/site/propiedades/template/?${client}`),
    ))
      records.push({ record, kind: 'la propiedad' })
    for (const record of asList(
      await get(`${config.backendUrl}/api/site/emprendimientos/?${client}`),
    )) {
      records.push({ record, kind: 'el emprendimiento' })
      for (const unit of asList(record.units)) records.push({ record: unit, kind: 'la unidad' })
    }
    return { records, keys }
  }
  const proxy = { 'X-TOKKO-KEY': config.tokkoKey }
  for (let offset = 0; ;) {
    const page = asList(
      await get(
        `${config.proxyUrl}/api/v1/tokko/properties/search?limit=200&offset=${offset}`,
        proxy,
      ),
    )
    for (const record of page)
      records.push({ record, kind: record.development ? 'la unidad' : 'la propiedad' })
    offset += page.length
    if (page.length === 0) break
  }
  for (const record of asList(
    await get(`${config.proxyUrl}/api/v1/tokko/developments/search?limit=0`, proxy),
  ))
    records.push({ record, kind: 'el emprendimiento' })
  return { records, keys }
}

async function main(): Promise<number> {
  const started = Date.now()
  const { records, keys } = await rawRecords()
  const secrets = secretsOf(records, keys)
  const leaks: Leak[] = scanForSecrets(root, secrets)
  const files = listFiles(root).length
  const serverSecrets = serverSecretsOf(process.env, DEMO_TOKKO_KEY)
  const outputs = SERVER_OUTPUTS.map((dir) => path.resolve(checkout, dir)).filter(existsSync)
  let serverFiles = 0
  for (const dir of outputs) {
    serverFiles += listFiles(dir).length
    leaks.push(
      ...scanForSecrets(dir, serverSecrets).map((leak) => ({
        ...leak,
        file: path.join(path.relative(checkout, dir), leak.file),
      })),
    )
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (leaks.length === 0) {
    console.log(
      `Sin fugas: ${files} archivos de ${path.relative(process.cwd(), root) || root} revisados contra ${secrets.length} datos privados de ${records.length} registros, y ${serverFiles} de ${outputs.map((dir) => path.relative(checkout, dir)).join(', ')} contra ${serverSecrets.length} secretos del servidor (${seconds} s).`,
    )
    return 0
  }
  console.error(`${leaks.length} ${leaks.length === 1 ? 'fuga' : 'fugas'}:`)
  for (const leak of leaks.slice(0, 50))
    console.error(
      `  ${leak.file}: ${leak.what}${leak.what.startsWith('la clave') || leak.what.includes('(') ? '' : ` («${leak.text}»)`}`,
    )
  if (leaks.length > 50) console.error(`  … y ${leaks.length - 50} más`)
  return 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `No se pudo revisar el sitio: ${error instanceof Error ? error.message : String(error)}`,
    )
    process.exit(1)
  },
)
