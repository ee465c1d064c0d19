/**
 * A real Redis for the tests of the shared store: `redis-server` (Debian's package) on a free
 * loopback port, without persistence. Missing, it fails the tests that need it, saying so.
 */
import { spawn } from 'node:child_process'
import { createConnection } from 'node:net'
import type Redis from 'ioredis'
import { freePort } from '../../server/spawn'
import { createRedisClient, type SharedStore } from '../../src/server/redis'

export interface TestRedis {
  url: string
  port: number
  /** Freezes the server (SIGSTOP): connections stay open and nothing answers. */
  pause(): void
  resume(): void
  /** Ends the server and waits for it to exit; stopping it again does nothing. */
  stop(): Promise<void>
}

/** Whether a server on `port` answers PING with PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.setTimeout(500)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** A server on a free port, or on `port` (another server's, to bring it back). */
export async function startRedis(port?: number, timeoutMs = 10_000): Promise<TestRedis> {
  port ??= await freePort()
  const args = ['--save', '', '--appendonly', 'no', '--port', String(port), '--bind', '127.0.0.1']
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // Not events.once: that would reject on the 'error' of a missing command, unheard.
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let problem: Error | undefined
  child.once('error', (error: NodeJS.ErrnoException) => {
    problem =
      error.code === 'ENOENT'
        ? new Error(
            'These tests need a real Redis, and `redis-server` is not on the PATH (Debian: apt-get install redis-server).',
          )
        : error
  })
  child.once('exit', (code) => {
    problem ??= new Error(`redis-server exited (code ${code}) before answering PING:\n${output}`)
  })
  const deadline = Date.now() + timeoutMs
  while (!(await answersPing(port))) {
    if (problem) throw problem
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`redis-server did not answer PING in ${timeoutMs} ms:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      // A paused server would not act on SIGTERM until resumed.
      child.kill('SIGCONT')
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * A real Redis for the tests of a suite (or a describe block): started before them, stopped
 * after. `store()` gives a client of its own, as another process would have, on keys no other
 * test uses; every client is closed at the end.
 */
export function withTestRedis(): {
  store(prefix?: string, url?: string): SharedStore
  url(): string
} {
  let server: TestRedis | undefined
  const clients: Redis[] = []
  let prefixes = 0
  beforeAll(async () => {
    server = await startRedis()
  })
  afterAll(async () => {
    for (const client of clients) client.disconnect()
    await server?.stop()
  })
  const url = () => {
    if (!server) throw new Error('Redis todavía no arrancó.')
    return server.url
  }
  return {
    url,
    store(prefix = `prueba${++prefixes}:`, address = url()) {
      const redis = createRedisClient(address)
      clients.push(redis)
      return { redis, prefix }
    },
  }
}
