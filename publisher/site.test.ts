/**
 * The served release's server, a real one (server/cli.ts on a folder with a page), killed as the
 * OOM killer would: the publisher answers 503 meanwhile and starts it again.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createReleaseSite, type ReleaseSite } from './site'

jest.setTimeout(60_000)

const scratch = mkdtempSync(path.join(tmpdir(), 'release-site-'))
const release = { name: 'release-1', dir: path.join(scratch, 'release-1'), createdAt: new Date() }
let site: ReleaseSite
let front: http.Server
let url: string
const lines: string[] = []
const workers = process.env.WEB_CONCURRENCY

/** The pid of the server started on the release's folder (found in /proc). */
function serverPid(): number {
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let command: string
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
    } catch {
      continue
    }
    if (command.includes('server/cli.ts') && command.includes(release.dir)) return Number(entry)
  }
  throw new Error('No hay un servidor en la carpeta de la versión.')
}

/** The process group of that server. */
function serverGroup(): number {
  const stat = readFileSync(`/proc/${serverPid()}/stat`, 'utf8')
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
}

async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Sin cambios en ${timeoutMs} ms: ${lines.join(' | ')}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

beforeAll(async () => {
  mkdirSync(path.join(release.dir, 'public'), { recursive: true })
  writeFileSync(path.join(release.dir, 'public', 'index.html'), '<!doctype html><p>Hola</p>')
  process.env.WEB_CONCURRENCY = '1'
  // The publisher's own secrets, which a release server must not be given.
  process.env.PUBLISH_WEBHOOK_SECRET = 'w'.repeat(32)
  process.env.GITHUB_TOKEN = 'ghp_secreto'
  site = createReleaseSite({
    log: (line) => lines.push(line),
    childOutput: 'ignore',
    backoffMs: [300],
  })
  front = http.createServer((request, response) => site.handle(request, response))
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(front.address() as AddressInfo).port}/`
})

afterAll(async () => {
  await site.close()
  await new Promise((resolve) => front.close(resolve))
  delete process.env.PUBLISH_WEBHOOK_SECRET
  delete process.env.GITHUB_TOKEN
  if (workers === undefined) delete process.env.WEB_CONCURRENCY
  else process.env.WEB_CONCURRENCY = workers
  rmSync(scratch, { recursive: true, force: true })
})

it('starts the release server again when it ends, with a 503 and Retry-After meanwhile', async () => {
  await site.serve(release)
  expect((await fetch(url)).status).toBe(200)
  expect(site.health()).toEqual({ restarting: false, restarts: 0, last_exit: null })
  const environment = readFileSync(`/proc/${serverPid()}/environ`, 'utf8').split('\0')
  expect(environment).toContain('WEB_CONCURRENCY=1')
  expect(
    environment.filter((entry) => /^(PUBLISH_WEBHOOK_SECRET|GITHUB_TOKEN)=/.test(entry)),
  ).toEqual([])

  process.kill(-serverGroup(), 'SIGKILL')
  await until(() => site.health().restarting)
  const meanwhile = await fetch(url)
  expect(meanwhile.status).toBe(503)
  expect(meanwhile.headers.get('retry-after')).toBe('5')
  expect(await meanwhile.text()).toMatch(/reiniciando/)

  await until(() => !site.health().restarting)
  expect(await (await fetch(url)).text()).toContain('Hola')
  expect(site.health()).toMatchObject({ restarts: 1, last_exit: { code: expect.any(Number) } })
  expect(lines.join('\n')).toMatch(/release-1 terminó .*se inicia de nuevo en 0.3 s/)
})
