/** @jest-environment node */
import Redis from 'ioredis'
import { ConfigError } from '../config'
import { startRedis, type TestRedis } from '../../__tests__/support/redis'
import { closeSharedStore, createServerContext, readServerEnv } from './context'

describe('the shared store settings', () => {
  it('are none without REDIS_URL', () => {
    expect(readServerEnv({}).redis).toBeNull()
    expect(readServerEnv({ REDIS_URL: '  ' }).redis).toBeNull()
  })

  it('take a redis:// or rediss:// address, and the prefix or sitio:', () => {
    expect(readServerEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      prefix: 'sitio:',
    })
    expect(
      readServerEnv({ REDIS_URL: 'rediss://cache.example:6380/2', REDIS_PREFIX: 'demo:' }).redis,
    ).toEqual({ url: 'rediss://cache.example:6380/2', prefix: 'demo:' })
  })

  it('refuse another address in Spanish, naming the variable and hiding its password', () => {
    const read = () => readServerEnv({ REDIS_URL: 'http://:secreto@cache.example:6379' })
    expect(read).toThrow(ConfigError)
    expect(read).toThrow(/^REDIS_URL debe empezar con redis:\/\/ o rediss:\/\//)
    expect(read).not.toThrow(/secreto/)
  })
})

describe('the server context with REDIS_URL', () => {
  let server: TestRedis

  beforeAll(async () => {
    server = await startRedis()
  })

  afterAll(async () => {
    await closeSharedStore()
    await server?.stop()
  })

  it('uses one Redis client for the process, which closeSharedStore closes', async () => {
    const admin = new Redis(server.url)
    const clients = async () =>
      Number(/connected_clients:(\d+)/.exec(await admin.info('clients'))?.[1])
    try {
      const env = readServerEnv({ REDIS_URL: server.url })
      const [a, b] = [createServerContext(env), createServerContext(env)]
      expect((await a.limiter.take('203.0.113.30')).allowed).toBe(true)
      expect((await b.limiter.take('203.0.113.30')).allowed).toBe(true)
      expect(await admin.zcard('sitio:leads:203.0.113.30')).toBe(2)
      expect(await clients()).toBe(2)
      await closeSharedStore()
      // The server counts a connection until it has read its end.
      for (let i = 0; i < 20 && (await clients()) > 1; i++)
        await new Promise((resolve) => setTimeout(resolve, 25))
      expect(await clients()).toBe(1)
    } finally {
      admin.disconnect()
    }
  })
})
