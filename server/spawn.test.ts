/**
 * @jest-environment node
 *
 * The production server as a process: its workers, their supervision, a graceful stop, and the
 * process group that ends with it (startSite, as `npm start` and the browser suite use it).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { writeFixtureSite } from '../__tests__/support/fixtureSite'
import { startServer, startSite, stopGroup, type SiteServer } from './spawn'

jest.setTimeout(60_000)

const SPAWN_MODULE = path.resolve(__dirname, 'spawn.ts')
let root: string

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'servidor-procesos-'))
  writeFixtureSite(root)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Whether a process runs (a zombie waiting for its parent counts as ended). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

/** A JSON answer over a connection of its own: the port hands each new one to a worker. */
function getJson(url: string): Promise<{ pid: number; done?: boolean }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve(JSON.parse(text)))
      })
      .on('error', reject)
      .setTimeout(2_000, function (this: http.ClientRequest) {
        this.destroy(new Error('sin respuesta'))
      })
  })
}

const pidsAnswering = async (server: SiteServer, requests = 12) => {
  const pids = new Set<number>()
  for (let i = 0; i < requests; i++) pids.add((await getJson(`${server.url}/api/hello`)).pid)
  return pids
}

describe('the server as processes', () => {
  let server: SiteServer

  beforeAll(async () => {
    server = await startServer({
      siteRoot: root,
      childOutput: 'ignore',
      env: { ...process.env, WEB_CONCURRENCY: '2' },
    })
  })
  afterAll(() => stopGroup(server.endGroup, server.exited))

  it('runs WEB_CONCURRENCY workers that share the port', async () => {
    // The site answers once its first worker serves; the second may still be starting.
    expect(await until(async () => (await pidsAnswering(server)).size === 2, 15_000)).toBe(true)
  })

  it('answers /metrics with every worker’s figures, added up by the primary', async () => {
    const counted = async () => {
      const text = await new Promise<string>((resolve, reject) =>
        http
          .get(`${server.url}/metrics`, { agent: false }, (response) => {
            let body = ''
            response.setEncoding('utf8')
            response.on('data', (chunk: string) => (body += chunk))
            response.on('end', () => resolve(body))
          })
          .on('error', reject),
      )
      const line =
        /^sitio_http_request_duration_seconds_count\{route="\/api\/hello",method="GET",status="200"\} (\d+)$/m
      return Number(line.exec(text)?.[1] ?? 0)
    }
    const before = await counted()
    // Each on a connection of its own: the port hands them to both workers in turn.
    const pids = await pidsAnswering(server, 12)
    expect(pids.size).toBe(2)
    expect((await counted()) - before).toBe(12)
  })

  // How fast is measured by `npm run bench:server`; here, that it happens.
  it('replaces a worker that dies, and the site keeps answering', async () => {
    const [victim] = [...(await pidsAnswering(server))]
    process.kill(victim!, 'SIGKILL')
    const replaced = await until(async () => {
      const pids = await pidsAnswering(server, 8).catch(() => new Set<number>())
      return pids.size === 2 && !pids.has(victim!)
    }, 15_000)
    expect(replaced).toBe(true)
  })
})

describe('stopping', () => {
  it('finishes the requests in flight, then ends every process of its group', async () => {
    const server = await startServer({
      siteRoot: root,
      childOutput: 'ignore',
      env: { ...process.env, WEB_CONCURRENCY: '2' },
    })
    const pids = await pidsAnswering(server)
    const slow = getJson(`${server.url}/api/slow?ms=1500`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await stopGroup(server.endGroup, server.exited)
    expect(await slow).toMatchObject({ done: true })
    expect(await until(() => ![...pids].some(running))).toBe(true)
  })

  it('fails, leaving nothing behind, when the build cannot be served', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'servidor-roto-'))
    writeFixtureSite(broken, { broken: true })
    try {
      await expect(
        startServer({ siteRoot: broken, childOutput: 'ignore', env: process.env }),
      ).rejects.toThrow(/terminó antes de responder \(1\)/)
    } finally {
      rmSync(broken, { recursive: true, force: true })
    }
  })

  it('refuses to start on a folder with no built site, saying so', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'servidor-vacio-'))
    try {
      await expect(startServer({ siteRoot: empty, childOutput: 'ignore' })).rejects.toThrow(
        /terminó antes de responder \(1\)/,
      )
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})

describe('startSite', () => {
  /** Runs startSite in a process of its own; resolves once it serves, with the server's pid. */
  function serveInProcess(then: string) {
    const script =
      `(async () => { const { startSite } = require(${JSON.stringify(SPAWN_MODULE)});` +
      `const site = await startSite({ root: ${JSON.stringify(root)}, port: 0, host: '127.0.0.1', childOutput: 'ignore' });` +
      `const { pid } = await (await fetch(site.url + '/api/hello', { headers: { connection: 'close' } })).json();` +
      `console.log('listo', pid); ${then} })()`
    const child = spawn(path.resolve(__dirname, '../node_modules/.bin/tsx'), ['--eval', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, WEB_CONCURRENCY: '1' },
    })
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    )
    const worker = new Promise<number>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /listo (\d+)/.exec(chunk.toString())
        if (match) resolve(Number(match[1]))
      }),
    )
    return { child, exited, worker }
  }

  it('serves the site and closes it, with nothing left running', async () => {
    const site = await startSite({ root, port: 0, host: '127.0.0.1', childOutput: 'ignore' })
    const { pid } = await getJson(`${site.url}/api/hello`)
    await site.close()
    expect(await until(() => !running(pid))).toBe(true)
  })

  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)('ends the server and exits on %s', async (signal, code) => {
    const server = serveInProcess('')
    const worker = await server.worker
    server.child.kill(signal)
    expect(await server.exited).toBe(code)
    expect(await until(() => !running(worker))).toBe(true)
  })

  it('ends the server when the process exits', async () => {
    const server = serveInProcess('process.exit(0)')
    const worker = await server.worker
    expect(await server.exited).toBe(0)
    expect(await until(() => !running(worker))).toBe(true)
  })

  it('ends the server when the process that started it is killed (SIGKILL runs no handler)', async () => {
    const server = serveInProcess('')
    const worker = await server.worker
    // tsx runs the script in a child of its own: kill that one, as the OOM killer would.
    const script = await until(() => childrenOf(server.child.pid!).length > 0)
    expect(script).toBe(true)
    for (const pid of childrenOf(server.child.pid!)) process.kill(pid, 'SIGKILL')
    await server.exited
    expect(await until(() => !running(worker))).toBe(true)
  })
})
