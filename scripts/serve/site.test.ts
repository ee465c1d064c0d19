/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startSite } from './site.mjs'

// A stand-in for `gatsby serve`: answers on --host/--port, starts a child of its own, and writes
// both process ids where the test finds them.
const FAKE_GATSBY = `#!/usr/bin/env node
const http = require('node:http')
const { spawn } = require('node:child_process')
const { writeFileSync } = require('node:fs')
const arg = (name) => process.argv[process.argv.indexOf(name) + 1]
const grandchild = spawn('sleep', ['300'], { stdio: 'ignore' })
writeFileSync('pids.json', JSON.stringify([process.pid, grandchild.pid]))
if (process.env.FAKE_GATSBY_FAILS) process.exit(3)
console.log('You can now view sitio in the browser. http://' + arg('--host') + ':' + arg('--port') + '/')
http
  .createServer((request, response) => {
    response.writeHead(request.url === '/no-existe' ? 404 : 200, { 'content-type': 'text/html' })
    response.end('<p>' + request.method + ' ' + request.url + '</p>')
  })
  .listen(Number(arg('--port')), arg('--host'))
`

const SITE_MODULE = path.resolve(__dirname, 'site.mjs')

/** Whether a process runs (a zombie waiting for its parent counts as ended). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

async function ended(pids: number[], timeoutMs = 8_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!pids.some(running)) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

describe('startSite', () => {
  let root: string
  const pids = (): number[] => JSON.parse(readFileSync(path.join(root, 'pids.json'), 'utf8'))

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sitio-'))
    mkdirSync(path.join(root, 'node_modules/.bin'), { recursive: true })
    writeFileSync(path.join(root, 'node_modules/.bin/gatsby'), FAKE_GATSBY)
    chmodSync(path.join(root, 'node_modules/.bin/gatsby'), 0o755)
    mkdirSync(path.join(root, 'public'))
    writeFileSync(
      path.join(root, 'public/_headers'),
      "/*\n  X-Frame-Options: DENY\n/venta\n  Content-Security-Policy: default-src 'self'\n",
    )
  })
  afterEach(() => {
    if (existsSync(path.join(root, 'pids.json')))
      for (const pid of pids()) if (running(pid)) process.kill(pid, 'SIGKILL')
    rmSync(root, { recursive: true, force: true })
  })

  it('serves through the proxy with the headers of public/_headers, and close() ends the group', async () => {
    const site = await startSite({
      root,
      port: 0,
      host: '127.0.0.1',
      childOutput: 'ignore',
      exitOnSignal: false,
    })
    try {
      const page = await fetch(`${site.url}/venta`)
      expect(await page.text()).toBe('<p>GET /venta</p>')
      expect(page.headers.get('x-frame-options')).toBe('DENY')
      expect(page.headers.get('content-security-policy')).toBe("default-src 'self'")
      const missing = await fetch(`${site.url}/no-existe`)
      expect(missing.status).toBe(404)
      expect(missing.headers.get('x-frame-options')).toBe('DENY')
      expect(missing.headers.get('content-security-policy')).toBeNull()
      expect(pids().every(running)).toBe(true)
    } finally {
      await site.close()
    }
    expect(await ended(pids())).toBe(true)
  })

  it('serves without headers, saying so, when the build wrote no _headers', async () => {
    rmSync(path.join(root, 'public/_headers'))
    const lines: string[] = []
    const site = await startSite({
      root,
      port: 0,
      host: '127.0.0.1',
      childOutput: 'ignore',
      exitOnSignal: false,
      log: (line) => lines.push(line),
    })
    const page = await fetch(`${site.url}/venta`)
    expect(page.headers.get('x-frame-options')).toBeNull()
    await site.close()
    expect(lines).toEqual([expect.stringContaining('_headers')])
  })

  it('fails, leaving nothing behind, when gatsby serve ends before it answers', async () => {
    const starting = startSite({
      root,
      port: 0,
      host: '127.0.0.1',
      childOutput: 'ignore',
      env: { ...process.env, FAKE_GATSBY_FAILS: '1' },
    })
    await expect(starting).rejects.toThrow(/gatsby serve terminó antes de responder \(3\)/)
    await starting.then((site) => site.close()).catch(() => undefined)
    expect(await ended(pids())).toBe(true)
  })

  /** Runs startSite in a process of its own; resolves once it serves. */
  function serveInProcess(then: string) {
    const script =
      `const { startSite } = await import(${JSON.stringify(SITE_MODULE)});` +
      `const site = await startSite({ root: ${JSON.stringify(root)}, port: 0, host: '127.0.0.1', childOutput: 'ignore' });` +
      `console.log('listo', site.port); ${then}`
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    )
    const ready = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listo')) resolve()
      }),
    )
    return { child, exited, ready }
  }

  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)('ends the group and exits on %s', async (signal, code) => {
    const server = serveInProcess('')
    await server.ready
    server.child.kill(signal)
    expect(await server.exited).toBe(code)
    expect(await ended(pids())).toBe(true)
  })

  it('ends the group when the process exits', async () => {
    const server = serveInProcess('process.exit(0)')
    expect(await server.exited).toBe(0)
    expect(await ended(pids())).toBe(true)
  })
})
