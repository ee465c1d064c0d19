/**
 * A signed hook captured on its way (a proxy's log, a leaked request) must not trigger builds
 * when played again. The publisher remembers, for 24 h, each X-GitHub-Delivery id it accepted and
 * the sha256 of each accepted body (the header is outside the signature, so a replay could carry
 * a new id); a hook without that header must carry a fresh `sent_at` inside its signed body.
 * What it remembers lives in a small JSON file in the publish folder: a restart forgets nothing.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const REPLAY_WINDOW_MS = 24 * 60 * 60_000
/** How far `sent_at` may be from the publisher's clock, either way. */
export const SENT_AT_TOLERANCE_MS = 5 * 60_000
/** Per kind (ids, bodies); past it the oldest go first, which keeps the file under ~1 MB. */
export const MAX_REMEMBERED = 5_000
export const REPLAYS_FILE = 'hooks-received.json'

/** A delivery id as GitHub writes it (a UUID), or any other printable token of a sender. */
const DELIVERY_ID = /^[\x21-\x7e]{1,200}$/

export const bodyDigest = (body: Buffer) => createHash('sha256').update(body).digest('hex')

type Seen = Map<string, number>

function readSeen(value: unknown, since: number): Seen {
  const entries = Object.entries(typeof value === 'object' && value !== null ? value : {})
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > since)
    .sort((a, b) => a[1] - b[1])
  return new Map(entries)
}

/** Drops what is older than `since`, then the oldest past `max` (a Map keeps insertion order). */
function prune(seen: Seen, since: number, max: number): void {
  for (const [key, at] of seen) if (at <= since || seen.size > max) seen.delete(key)
}

/** The hooks accepted in the last 24 h, kept in `publishDir`; the clock is injectable. */
export function createReplayMemory(
  publishDir: string,
  now: () => Date,
  log: (line: string) => void,
  max = MAX_REMEMBERED,
) {
  const file = path.join(publishDir, REPLAYS_FILE)
  let deliveries: Seen = new Map()
  let bodies: Seen = new Map()
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as {
      deliveries?: unknown
      bodies?: unknown
    }
    const since = now().getTime() - REPLAY_WINDOW_MS
    deliveries = readSeen(saved.deliveries, since)
    bodies = readSeen(saved.bodies, since)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      log(
        `No se pudo leer ${REPLAYS_FILE}; se empieza sin hooks recordados: ${(error as Error).message}`,
      )
  }
  const recent = (seen: Seen, key: string) =>
    (seen.get(key) ?? -Infinity) > now().getTime() - REPLAY_WINDOW_MS

  return {
    isDeliveryId: (id: string) => DELIVERY_ID.test(id),
    deliverySeen: (id: string) => recent(deliveries, id),
    bodySeen: (digest: string) => recent(bodies, digest),

    /** Records an accepted hook, pruned and bounded, written aside and renamed (whole or not at all). */
    remember(digest: string, delivery: string | null): void {
      const at = now().getTime()
      bodies.delete(digest)
      bodies.set(digest, at)
      if (delivery !== null) {
        deliveries.delete(delivery)
        deliveries.set(delivery, at)
      }
      prune(bodies, at - REPLAY_WINDOW_MS, max)
      prune(deliveries, at - REPLAY_WINDOW_MS, max)
      try {
        mkdirSync(publishDir, { recursive: true })
        const content = {
          version: 1,
          deliveries: Object.fromEntries(deliveries),
          bodies: Object.fromEntries(bodies),
        }
        writeFileSync(`${file}.partial`, `${JSON.stringify(content)}\n`)
        renameSync(`${file}.partial`, file)
      } catch (error) {
        // Still refused until a restart: the memory holds them.
        log(`No se pudo guardar ${REPLAYS_FILE}: ${(error as Error).message}`)
      }
    },
  }
}

export type ReplayMemory = ReturnType<typeof createReplayMemory>

/**
 * Why the body's `sent_at` (epoch seconds, a JSON number) does not make it fresh, or null when it
 * does. Only the signed body counts: a timestamp in a header or the address is not signed.
 */
export function sentAtProblem(body: Buffer, now: Date): string | null {
  let sentAt: unknown
  try {
    sentAt = (JSON.parse(body.toString('utf8')) as { sent_at?: unknown } | null)?.sent_at
  } catch {
    sentAt = undefined
  }
  if (sentAt === undefined)
    return 'Sin X-GitHub-Delivery, el cuerpo firmado debe llevar "sent_at": la hora de envío en segundos desde 1970 (date +%s).'
  if (typeof sentAt !== 'number' || !Number.isFinite(sentAt))
    return '"sent_at" debe ser un número: la hora de envío en segundos desde 1970 (date +%s).'
  const skew = sentAt * 1000 - now.getTime()
  if (Math.abs(skew) > SENT_AT_TOLERANCE_MS)
    return `"sent_at" está ${Math.round(Math.abs(skew) / 1000)} s ${skew < 0 ? 'en el pasado' : 'en el futuro'}: se aceptan 5 minutos de diferencia con el reloj del publicador. Firmá cada aviso al enviarlo (y revisá la hora de ambas máquinas).`
  return null
}

/**
 * The GitHub events that ask for a publication; `ping` (sent when the hook is made) is answered
 * without one, and any other is refused.
 */
export const PUBLISHING_EVENTS = ['push', 'repository_dispatch'] as const

/** The times a GitHub hook's signed body may carry. */
interface GitHubTimes {
  sent_at?: unknown
  repository?: { pushed_at?: unknown }
  client_payload?: { sent_at?: unknown }
}

/**
 * Why a GitHub delivery is not taken for its age, or null. Its delivery id is outside the
 * signature, so a captured hook could come back under a new one once its id is forgotten (24 h):
 * the signed body must say when it was sent (`repository.pushed_at` of a push, the `sent_at` of
 * a dispatch's `client_payload`, or a `sent_at` of its own), within those 24 h.
 */
export function githubAgeProblem(body: Buffer, now: Date): string | null {
  let parsed: GitHubTimes | null
  try {
    parsed = JSON.parse(body.toString('utf8')) as GitHubTimes | null
  } catch {
    parsed = null
  }
  const sentAt = parsed?.repository?.pushed_at ?? parsed?.client_payload?.sent_at ?? parsed?.sent_at
  if (typeof sentAt !== 'number' || !Number.isFinite(sentAt))
    return 'El aviso de GitHub no dice en su cuerpo firmado cuándo se envió (repository.pushed_at o sent_at): no se toma.'
  const age = now.getTime() - sentAt * 1000
  if (age > REPLAY_WINDOW_MS)
    return `El aviso de GitHub es de hace ${Math.round(age / 3_600_000)} h: se toman los de las últimas 24 h.`
  if (age < -SENT_AT_TOLERANCE_MS)
    return 'El aviso de GitHub dice haberse enviado en el futuro: revisá la hora de ambas máquinas.'
  return null
}
