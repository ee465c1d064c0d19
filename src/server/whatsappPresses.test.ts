/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startRedis, withTestRedis } from '../../__tests__/support/redis'
import type { WhatsAppRecord } from '../domain/leads/whatsappReference'
import {
  createFilePresses,
  createRedisPresses,
  PRESS_KEEP_MS,
  PRESSES_PER_REFERENCE,
  type PressStore,
} from './whatsappPresses'

const testRedis = withTestRedis()
const DAY = 24 * 60 * 60 * 1000
const NOW = Date.parse('2026-12-03T17:05:00.000Z')

const press = (reference: string, at: number, id = 12): WhatsAppRecord => ({
  reference,
  at: new Date(at).toISOString(),
  listing: { kind: 'property', id },
  page: `/propiedad/venta/palermo/${id}/`,
  attribution: null,
})

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'referencias-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const stores: [string, () => PressStore][] = [
  ['a data folder', () => createFilePresses(dir)],
  ['Redis', () => createRedisPresses(testRedis.store(), createFilePresses(dir))],
]

describe.each(stores)('presses in %s', (_, makeStore) => {
  it('finds every press of a reference, oldest first, and no other', async () => {
    const store = makeStore()
    await store.add(press('7K2Q', NOW - 2 * DAY, 1))
    await store.add(press('ABCD', NOW - DAY, 2))
    await store.add(press('7K2Q', NOW - 60_000, 3))
    const found = await store.find('7K2Q', NOW)
    expect(found.map((record) => record.listing?.id)).toEqual([1, 3])
    expect(found[0]).toEqual(press('7K2Q', NOW - 2 * DAY, 1))
    expect(await store.find('ZZZZ', NOW)).toEqual([])
  })

  it('forgets a press 90 days after it came', async () => {
    const store = makeStore()
    await store.add(press('7K2Q', NOW - PRESS_KEEP_MS - 60_000, 1))
    await store.add(press('7K2Q', NOW - PRESS_KEEP_MS + 60_000, 2))
    expect((await store.find('7K2Q', NOW)).map((record) => record.listing?.id)).toEqual([2])
  })
})

describe('presses in a data folder', () => {
  it('writes one line per press into the file of its day', async () => {
    const store = createFilePresses(dir)
    await Promise.all([1, 2, 3].map((id) => store.add(press('7K2Q', NOW + id, id))))
    expect(await readdir(dir)).toEqual(['whatsapp-2026-12-03.jsonl'])
    const lines = (await readFile(path.join(dir, 'whatsapp-2026-12-03.jsonl'), 'utf8')).split('\n')
    expect(lines).toHaveLength(4)
    expect(
      lines
        .slice(0, 3)
        .map((line) => JSON.parse(line).listing.id)
        .sort(),
    ).toEqual([1, 2, 3])
  })

  it('deletes the files of days past 90, and skips lines that are not presses', async () => {
    await writeFile(path.join(dir, 'whatsapp-2026-08-01.jsonl'), 'viejo\n')
    await writeFile(path.join(dir, 'whatsapp-2026-12-02.jsonl'), '{"reference":"7K2Q",roto\n')
    await writeFile(path.join(dir, 'otra-cosa.txt'), 'de otro\n')
    const store = createFilePresses(dir)
    await store.add(press('7K2Q', NOW))
    expect((await readdir(dir)).sort()).toEqual([
      'otra-cosa.txt',
      'whatsapp-2026-12-02.jsonl',
      'whatsapp-2026-12-03.jsonl',
    ])
    expect(await store.find('7K2Q', NOW)).toEqual([press('7K2Q', NOW)])
  })

  it('takes no more in a day once its file reaches the cap, and warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const store = createFilePresses(dir, 400)
    for (let i = 0; i < 5; i++) await store.add(press('7K2Q', NOW + i, i + 1))
    const found = await store.find('7K2Q', NOW + 10)
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThan(5)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0])).toMatch(/DATA_DIR/)
    // The next day has its own file.
    await store.add(press('7K2Q', NOW + DAY, 9))
    expect((await store.find('7K2Q', NOW + DAY)).at(-1)?.listing?.id).toBe(9)
    warn.mockRestore()
  })

  it('finds nothing in a folder that does not exist yet', async () => {
    expect(await createFilePresses(path.join(dir, 'nueva')).find('7K2Q', NOW)).toEqual([])
  })
})

describe('presses in Redis', () => {
  it('keeps the last presses of a reference under the prefix, expiring in 90 days', async () => {
    const shared = testRedis.store()
    const store = createRedisPresses(shared, createFilePresses(dir))
    for (let i = 1; i <= PRESSES_PER_REFERENCE + 2; i++) await store.add(press('7K2Q', NOW + i, i))
    const found = await store.find('7K2Q', NOW + 100)
    expect(found.map((record) => record.listing?.id)).toEqual(
      Array.from({ length: PRESSES_PER_REFERENCE }, (_, i) => i + 3),
    )
    const ttl = await shared.redis.pttl(`${shared.prefix}whatsapp:7K2Q`)
    expect(ttl).toBeGreaterThan(PRESS_KEEP_MS - 60_000)
    expect(ttl).toBeLessThanOrEqual(PRESS_KEEP_MS)
    // Nothing went to the folder while Redis took every press.
    expect(await readdir(dir)).toEqual([])
  })

  it('writes to the data folder while Redis is down, and finds the press there', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const own = await startRedis()
    const store = createRedisPresses(testRedis.store('caido:', own.url), createFilePresses(dir))
    await store.add(press('7K2Q', NOW, 1))
    await own.stop()
    await store.add(press('7K2Q', NOW + 1, 2))
    expect(await readdir(dir)).toEqual(['whatsapp-2026-12-03.jsonl'])
    expect((await store.find('7K2Q', NOW + 2)).map((record) => record.listing?.id)).toEqual([2])
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
