/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { withTestRedis } from '../__tests__/support/redis'
import type { WhatsAppRecord } from '../src/domain/leads/whatsappReference'
import { createRedisClient } from '../src/server/redis'
import { createFilePresses, createRedisPresses } from '../src/server/whatsappPresses'
import { lookUpReference } from './referenceLookup'

const testRedis = withTestRedis()
const NOW = Date.parse('2026-12-03T17:05:00.000Z')
const record: WhatsAppRecord = {
  reference: '7K2Q',
  at: '2026-12-03T17:00:00.000Z',
  listing: { kind: 'development', id: 4 },
  page: '/emprendimiento/torre-norte/4/',
  attribution: null,
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'referencia-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

async function run(args: string[], env: Record<string, string>) {
  const lines: string[] = []
  const code = await lookUpReference(args, env, (line) => lines.push(line), NOW)
  return { code, lines }
}

describe('npm run referencia', () => {
  it('prints the presses of a reference kept in DATA_DIR', async () => {
    await createFilePresses(dir).add(record)
    expect(await run(['7k2q'], { DATA_DIR: dir })).toEqual({
      code: 0,
      lines: [
        'Referencia 7K2Q: 1 pedido',
        '  03/12/2026 14:00 · Emprendimiento 4 · Página: /emprendimiento/torre-norte/4/ · Origen: sin datos',
      ],
    })
  })

  it('reads Redis when REDIS_URL names one', async () => {
    const prefix = 'referencia:'
    const redis = createRedisClient(testRedis.url())
    await createRedisPresses({ redis, prefix }, createFilePresses(dir)).add(record)
    redis.disconnect()
    const { code, lines } = await run(['7K2Q'], {
      DATA_DIR: path.join(dir, 'vacia'),
      REDIS_URL: testRedis.url(),
      REDIS_PREFIX: prefix,
    })
    expect(code).toBe(0)
    expect(lines[1]).toContain('Emprendimiento 4')
  })

  it('says when there is none, and how to use it', async () => {
    expect(await run(['ABCD'], { DATA_DIR: dir })).toEqual({
      code: 1,
      lines: ['No hay pedidos con la referencia ABCD en los últimos 90 días.'],
    })
    expect((await run([], { DATA_DIR: dir })).code).toBe(2)
    expect((await run(['7K0Q'], { DATA_DIR: dir })).lines[0]).toMatch(/^Uso: npm run referencia/)
  })
})
