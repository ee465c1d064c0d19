/**
 * What must never reach a file a browser downloads, read from the raw records the services
 * answer (the same ones the build read): the broker key, and for every listing whose owner asked
 * for a masked address, its exact address and its exact point as the services send it.
 */
import { isMasked } from '../../src/domain/contracts/publicRecord'

export interface Secret {
  /** The text that must not appear. */
  text: string
  /** What it is, for the report ("dirección exacta de la propiedad 7104123"). */
  what: string
}

interface RawPlace {
  id?: unknown
  address?: unknown
  fake_address?: unknown
  real_address?: unknown
  geo_lat?: unknown
  geo_long?: unknown
  development?: unknown
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** A coordinate as sent ("-34.5869210") and as the site would print it (6 and 7 decimals). */
function coordinateForms(value: unknown): string[] {
  const raw = typeof value === 'number' ? String(value) : text(value)
  const number = Number(raw)
  if (!raw || !Number.isFinite(number)) return []
  // A point no more exact than the public rounding (3 decimals) is what the pages show anyway.
  const rounded = Math.round(number * 1000) / 1000
  // A form that reads as the rounded point ("-34.582000" of -34.5820004) is the public one.
  return [...new Set([raw, number.toFixed(6), number.toFixed(7)])].filter(
    (form) => Number(form) !== rounded,
  )
}

/** The private parts of one raw property, development or unit. */
export function privatePartsOf(record: RawPlace, kind: string): Secret[] {
  const address = text(record.address)
  const fake = text(record.fake_address)
  if (!isMasked({ address, fake_address: fake })) return []
  const label = `${kind} ${String(record.id ?? '?')}`
  const secrets: Secret[] = [{ text: address, what: `dirección exacta de ${label}` }]
  const real = text(record.real_address)
  // A unit's real_address may be only its designation ("Piso 3 - 3B"), which is public.
  if (real && real.toLowerCase().includes(address.toLowerCase()))
    secrets.push({ text: real, what: `dirección exacta de ${label}` })
  for (const form of [...coordinateForms(record.geo_lat), ...coordinateForms(record.geo_long)])
    secrets.push({ text: form, what: `coordenada exacta de ${label}` })
  return secrets.filter((secret) => secret.text.length >= 6)
}

/**
 * Every secret of these records and keys, without those that are public anyway (an exact
 * address an unmasked listing shows as its own, say).
 */
export function secretsOf(records: { record: RawPlace; kind: string }[], keys: string[]): Secret[] {
  const publicAddresses = new Set(
    records
      .filter(
        ({ record }) =>
          !isMasked({ address: text(record.address), fake_address: text(record.fake_address) }),
      )
      .map(({ record }) => text(record.address).toLowerCase()),
  )
  const secrets = [
    ...keys.filter(Boolean).map((key) => ({ text: key, what: 'la clave de Tokko' })),
    ...records.flatMap(({ record, kind }) => privatePartsOf(record, kind)),
  ].filter((secret) => !publicAddresses.has(secret.text.toLowerCase()))
  const seen = new Set<string>()
  return secrets.filter((secret) => !seen.has(secret.text) && seen.add(secret.text))
}

/** Variables that hold a secret only the server may read (docs/deployment.md). */
const SERVER_SECRETS: Readonly<Record<string, string>> = {
  TOKKO_KEY: 'la clave de Tokko (TOKKO_KEY)',
  LEAD_TOKEN_SECRET: 'el secreto de los formularios (LEAD_TOKEN_SECRET)',
  PUBLISH_WEBHOOK_SECRET: 'el secreto de los hooks (PUBLISH_WEBHOOK_SECRET)',
  GITHUB_TOKEN: 'el token de GitHub (GITHUB_TOKEN)',
}

/**
 * The server-only secrets set in `env`, which no output of the build may hold: not the compiled
 * functions, a release, nor the folders CI caches. The public demo key is no secret; a Redis
 * address counts by its password.
 */
export function serverSecretsOf(
  env: Record<string, string | undefined>,
  demoKey: string,
): Secret[] {
  const secrets = Object.entries(SERVER_SECRETS)
    .map(([name, what]) => ({ text: env[name]?.trim() ?? '', what }))
    .filter((secret) => secret.text.length >= 8 && secret.text !== demoKey)
  const redisPassword = (() => {
    try {
      return decodeURIComponent(new URL(env.REDIS_URL ?? '').password)
    } catch {
      return ''
    }
  })()
  if (redisPassword.length >= 8)
    secrets.push({ text: redisPassword, what: 'la contraseña de Redis (REDIS_URL)' })
  return secrets
}
