/**
 * The WhatsApp presses staff look up by reference (issue 45), kept 90 days and no longer. A
 * record holds the reference, when, the listing, the page and the attribution: nothing of the
 * visitor's address or browser. With Redis (REDIS_URL) one list per reference, which expires on
 * its own; without it, or for a write Redis does not take, a file per day in DATA_DIR.
 */
import { createReadStream } from 'node:fs'
import { appendFile, mkdir, readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import {
  readWhatsAppRecord,
  REFERENCE_DAYS,
  type WhatsAppRecord,
} from '../domain/leads/whatsappReference'
import { occasionalWarning, withRedis, type SharedStore } from './redis'

export interface PressStore {
  /** Keeps a press; never throws: a press that cannot be kept is warned about and dropped. */
  add(record: WhatsAppRecord): Promise<void>
  /** Every press of `reference` in the last 90 days before `now`, oldest first. */
  find(reference: string, now: number): Promise<WhatsAppRecord[]>
}

const DAY_MS = 24 * 60 * 60 * 1000
export const PRESS_KEEP_MS = REFERENCE_DAYS * DAY_MS
/**
 * A day's file stops growing here: about 20,000 presses, far past any agency's day, while a
 * flood from many addresses cannot fill the disk.
 */
export const DAY_FILE_MAX_BYTES = 20 * 1024 * 1024
/** Presses kept per reference in Redis: two visitors may draw the same one within 90 days. */
export const PRESSES_PER_REFERENCE = 10

const FILE = /^whatsapp-(\d{4}-\d{2}-\d{2})\.jsonl$/
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)
const fileOf = (day: string) => `whatsapp-${day}.jsonl`

const recent = (records: WhatsAppRecord[], reference: string, now: number) =>
  records
    .filter(
      (record) => record.reference === reference && now - Date.parse(record.at) <= PRESS_KEEP_MS,
    )
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))

function parsed(line: string): WhatsAppRecord | null {
  try {
    return readWhatsAppRecord(JSON.parse(line))
  } catch {
    return null
  }
}

/**
 * Presses in `dir`, one JSON line each, appended (O_APPEND: the workers of one machine each
 * write whole lines) to the file of the day they came (UTC). Files past 90 days are deleted
 * once a day per process; a file past DAY_FILE_MAX_BYTES takes no more that day.
 */
export function createFilePresses(dir: string, maxBytes = DAY_FILE_MAX_BYTES): PressStore {
  const warn = occasionalWarning('Referencias de WhatsApp: no se pudo guardar en DATA_DIR:')
  let sweptOn = ''

  async function sweep(now: number): Promise<void> {
    const today = dayOf(now)
    if (sweptOn === today) return
    sweptOn = today
    const oldest = dayOf(now - PRESS_KEEP_MS)
    for (const name of await readdir(dir)) {
      const day = FILE.exec(name)?.[1]
      if (day && day < oldest) await unlink(path.join(dir, name)).catch(() => undefined)
    }
  }

  return {
    async add(record) {
      const now = Date.parse(record.at)
      const file = path.join(dir, fileOf(dayOf(now)))
      try {
        await mkdir(dir, { recursive: true })
        await sweep(now)
        const size = await stat(file).then(
          (info) => info.size,
          () => 0,
        )
        if (size >= maxBytes) throw new Error(`el archivo del día llegó a ${maxBytes} bytes`)
        await appendFile(file, `${JSON.stringify(record)}\n`, { flag: 'a' })
      } catch (error) {
        warn(error)
      }
    },
    async find(reference, now) {
      const oldest = dayOf(now - PRESS_KEEP_MS)
      const names = await readdir(dir).catch(() => [] as string[])
      const found: WhatsAppRecord[] = []
      for (const name of names) {
        const day = FILE.exec(name)?.[1]
        if (!day || day < oldest) continue
        try {
          const lines = createInterface({ input: createReadStream(path.join(dir, name)) })
          for await (const line of lines) {
            // A cheap test before the parse: most lines are other references.
            if (!line.includes(`"${reference}"`)) continue
            const record = parsed(line)
            if (record) found.push(record)
          }
        } catch {
          // Deleted by another process's sweep meanwhile: past 90 days, nothing to find there.
        }
      }
      return recent(found, reference, now)
    },
  }
}

/**
 * Presses in Redis, a list per reference (`<prefix>whatsapp:<reference>`) trimmed to its last
 * PRESSES_PER_REFERENCE and expiring 90 days after its last press. A press Redis does not take
 * goes to `fallback` (the data folder), and a lookup reads both.
 */
export function createRedisPresses(
  { redis, prefix }: SharedStore,
  fallback: PressStore,
): PressStore {
  const warn = occasionalWarning('Referencias de WhatsApp: Redis no responde; se usa DATA_DIR:')
  const key = (reference: string) => `${prefix}whatsapp:${reference}`
  return {
    async add(record) {
      try {
        await withRedis(redis, (client) =>
          client
            .multi()
            .rpush(key(record.reference), JSON.stringify(record))
            .ltrim(key(record.reference), -PRESSES_PER_REFERENCE, -1)
            .pexpire(key(record.reference), PRESS_KEEP_MS)
            .exec(),
        )
      } catch (error) {
        warn(error)
        await fallback.add(record)
      }
    },
    async find(reference, now) {
      const kept = await withRedis(redis, (client) => client.lrange(key(reference), 0, -1)).catch(
        (error: unknown) => {
          warn(error)
          return [] as string[]
        },
      )
      const inRedis = kept.map(parsed).filter((record) => record !== null)
      return recent([...inRedis, ...(await fallback.find(reference, now))], reference, now)
    },
  }
}
