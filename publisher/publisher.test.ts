/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  CLEAN_BECAUSE_CHANGED,
  CLEAN_BECAUSE_CLEARED,
  CLEAN_BECAUSE_UNRECORDED,
  codeFingerprint,
  KEPT_CACHE,
  readCodeRecord,
} from './codeFingerprint'
import type { PublisherConfig } from './config'
import { testConfig } from './testConfig'
import { FAILURE_FILES, recordFailure } from '../gatsby/buildFailure'
import { createPublisher } from './publisher'
import type { PublisherDeps } from './publisherContext'
import { RETRY_REASON, type ScriptRun } from './publisherState'
import * as releases from './releases'
import { currentRelease, listReleases, readReleaseInfo, type Release } from './releases'
import { publisherHandler } from './httpServer'
import { sign } from './signature'

const SECRET = 'secreto'
const html = (title: string) =>
  `<html><head><title>${title}</title></head><body><div id="___gatsby"></div></body></html>`

let root: string
let config: PublisherConfig

function write(relative: string, content: string) {
  const file = path.join(root, relative)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

/** What a successful `npm run build` leaves: a site that passes the smoke check. */
function buildSite(price: string) {
  const property = '/propiedad/venta/thames-al-800/1'
  write('public/index.html', html('Inicio'))
  write('public/page-data/index/page-data.json', '{}')
  write('public/venta/index.html', html('Venta'))
  write(`public${property}/index.html`, html(`Casa ${price}`))
  write(
    'public/sitemap.xml',
    `<urlset><url><loc>https://sitio.test${property}</loc></url></urlset>`,
  )
  write('.build-state/fingerprint.json', JSON.stringify({ price }))
  write('.build-state/published.json', JSON.stringify({ version: 1, listings: [price] }))
  write('.build-state/withdrawn.json', JSON.stringify({ version: 1, listings: [] }))
}

const ok = (seconds = 1): ScriptRun => ({
  code: 0,
  signal: null,
  output: [],
  seconds,
  leftovers: 0,
})
/** A run of a script that failed with `code`, having printed `output`. */
const failed = (code: number, output: string[]): ScriptRun => ({
  code,
  signal: null,
  output,
  seconds: 1,
  leftovers: 0,
})

/** Fake scripts and server, each build lasting until the test lets it finish (or at once). */
function harness(options: { manual?: boolean; poll?: number } = {}) {
  const builds: { finish: (run?: ScriptRun) => void }[] = []
  const served: string[] = []
  const lines: string[] = []
  let price = 100
  let changes: ScriptRun = failed(1, ['Sin cambios desde el último build.'])
  let buildResult: () => ScriptRun = () => {
    buildSite(`USD ${price++}`)
    return ok()
  }
  let serveFails = false
  const deps: PublisherDeps = {
    runScript: (script) => {
      if (script === 'changes') return Promise.resolve(changes)
      if (!options.manual) return Promise.resolve(buildResult())
      return new Promise((resolve) =>
        builds.push({ finish: (run) => resolve(run ?? buildResult()) }),
      )
    },
    serveRelease: async (release: Release) => {
      if (serveFails) throw new Error('gatsby serve no respondió')
      served.push(release.name)
    },
    log: (line) => lines.push(line),
  }
  config = { ...config, pollMinutes: options.poll ?? 0 }
  const publisher = createPublisher(config, deps)
  return {
    publisher,
    builds,
    /** Resolves once `count` builds have started (the script runs after the code is hashed). */
    async started(count: number) {
      for (let tries = 0; builds.length < count; tries++) {
        if (tries > 1_000) throw new Error(`No empezaron ${count} builds.`)
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
    },
    served,
    lines,
    setChanges: (run: ScriptRun) => (changes = run),
    setBuild: (make: () => ScriptRun) => (buildResult = make),
    failServing: () => (serveFails = true),
    servedPage: () =>
      readFileSync(
        path.join(
          currentRelease(config.publishDir)!.dir,
          'public/propiedad/venta/thames-al-800/1/index.html',
        ),
        'utf8',
      ),
  }
}

/** A hook's body as senders write it: its fields and a fresh `sent_at`, signed. */
const signed = (fields: Record<string, unknown>) => {
  const body = JSON.stringify({ ...fields, sent_at: Math.floor(Date.now() / 1000) })
  return [Buffer.from(body), { 'x-hub-signature-256': sign(SECRET, body) }] as const
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'publisher-'))
  mkdirSync(path.join(root, 'node_modules'))
  writeFileSync(path.join(root, 'package.json'), '{}')
  config = testConfig(root, SECRET)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the publisher', () => {
  it('builds and publishes a first release when there is none', async () => {
    const { publisher, served } = harness()
    await publisher.start()
    await publisher.idle()
    const status = publisher.status()
    expect(status.current?.release).toBe(served[0])
    expect(status.releases).toEqual([served[0]])
    expect(status.last_build).toMatchObject({
      ok: true,
      reasons: ['primera publicación'],
      release: served[0],
    })
    expect(status.last_build?.html_rewritten).toBe(3)
    expect(status.last_error).toBeNull()
  })

  it('answers a signed hook with 202 at once and refuses a missing or wrong signature', async () => {
    const { publisher, builds, started } = harness({ manual: true })
    const [body, headers] = signed({ reason: 'novedad publicada' })
    expect(publisher.hook(body, {})).toMatchObject({ status: 401 })
    expect(publisher.hook(body, { 'x-hub-signature-256': sign('otro', body) })).toMatchObject({
      status: 401,
    })
    expect(publisher.hook(Buffer.from('{"reason":"otra"}'), headers)).toMatchObject({
      status: 401,
    })
    expect(builds).toHaveLength(0)
    expect(publisher.hook(body, headers)).toEqual({
      status: 202,
      body: { accepted: true, build: 'started' },
    })
    expect(publisher.status().building?.reasons).toEqual(['hook: novedad publicada'])
    await started(1)
    builds[0]!.finish()
    await publisher.idle()
  })

  it('forwards each verified hook, and no other, to GitHub when configured', async () => {
    const forwarded: Record<string, unknown>[] = []
    const h = harness({ manual: true })
    const publisher = createPublisher(config, {
      runScript: () => new Promise(() => undefined),
      serveRelease: async () => undefined,
      forwardHook: async (payload) => {
        forwarded.push(payload)
        return { ok: true, message: 'GitHub respondió 204' }
      },
      log: (line) => h.lines.push(line),
    })
    const [body, headers] = signed({ reason: 'novedad' })
    publisher.hook(body, { 'x-hub-signature-256': sign('otro', body) })
    publisher.hook(body, headers)
    await new Promise((resolve) => setImmediate(resolve))
    expect(forwarded).toEqual([{ reason: 'hook: novedad', received_at: expect.any(String) }])
    expect(h.lines).toContain('Reenvío a GitHub: GitHub respondió 204')
  })

  it('refuses every hook when no secret is configured', () => {
    config.webhookSecret = ''
    const { publisher, builds } = harness({ manual: true })
    expect(
      publisher.hook(Buffer.from('{}'), { 'x-hub-signature-256': sign('', '{}') }),
    ).toMatchObject({ status: 401 })
    expect(builds).toHaveLength(0)
  })

  it('turns a burst of 50 hooks into at most two builds', async () => {
    const { publisher, builds, started } = harness({ manual: true })
    for (let index = 0; index < 50; index++) {
      const [body, headers] = signed({ reason: `cambio ${index}` })
      expect(publisher.hook(body, headers).status).toBe(202)
    }
    await started(1)
    expect(builds).toHaveLength(1)
    expect(publisher.status().pending?.reasons[0]).toBe('hook: cambio 1')
    builds[0]!.finish()
    await started(2)
    expect(builds).toHaveLength(2)
    builds[1]!.finish()
    await publisher.idle()
    expect(builds).toHaveLength(2)
    expect(listReleases(config.publishDir)).toHaveLength(2)
  })

  it('keeps serving the last good release when a build fails, and says why', async () => {
    const h = harness()
    await h.publisher.start()
    await h.publisher.idle()
    const good = h.publisher.status().current!.release
    const stateFiles = ['fingerprint.json', 'published.json', 'withdrawn.json']
    const state = () =>
      stateFiles.map((name) => readFileSync(path.join(root, '.build-state', name), 'utf8'))
    const before = state()
    h.setBuild(() => {
      // The build got as far as storing a new state, then failed.
      for (const name of stateFiles) write(`.build-state/${name}`, '{"price":"nunca publicado"}')
      return failed(1, ['error El catálogo bajó de 180 a 3 propiedades'])
    })
    h.publisher.request('hook')
    await h.publisher.idle()
    const status = h.publisher.status()
    expect(status.current?.release).toBe(good)
    expect(status.releases).toEqual([good])
    expect(status.last_build).toMatchObject({ ok: false, release: null })
    expect(status.last_error).toMatchObject({ kind: 'shrink' })
    expect(status.last_error?.message).toMatch(
      /^El build falló \(código 1\); se sigue sirviendo la versión anterior\. El catálogo bajó de 180 a 3 propiedades/,
    )
    // The change check compares with what is published, so the changes are found again; the
    // next build's withdrawn pages start from what is published too.
    expect(state()).toEqual(before)
    expect(h.served).toEqual([good])
  })

  it("builds once more at once after Gatsby's intermittent failure, and only once", async () => {
    const h = harness()
    await h.publisher.start()
    await h.publisher.idle()
    const good = h.publisher.status().current!.release
    const lost = failed(1, [
      'error Failed to write page-data for ""/alquiler Couldn\'t find temp query result for "/alquiler".',
    ])
    let runs = 0
    h.setBuild(() => {
      runs++
      return lost
    })
    h.publisher.request('hook: cambio')
    await h.publisher.idle()
    expect(runs).toBe(2)
    const status = h.publisher.status()
    expect(status.last_build).toMatchObject({ ok: false, reasons: [RETRY_REASON] })
    expect(status.last_error).toMatchObject({ kind: 'gatsby-intermittent' })
    expect(status.current?.release).toBe(good)

    let price = 500
    h.setBuild(() => {
      runs++
      if (runs === 4) {
        buildSite(`USD ${price++}`)
        return ok()
      }
      return lost
    })
    h.publisher.request('hook: otro cambio')
    await h.publisher.idle()
    expect(runs).toBe(4)
    expect(h.publisher.status().last_build).toMatchObject({ ok: true, reasons: [RETRY_REASON] })
    expect(h.publisher.status().current?.release).not.toBe(good)
    expect(h.servedPage()).toContain('USD 500')
  })

  it('publishes nothing that fails the smoke check or cannot be served', async () => {
    const h = harness()
    await h.publisher.start()
    await h.publisher.idle()
    const good = h.publisher.status().current!.release
    h.setBuild(() => {
      buildSite('USD 1')
      rmSync(path.join(root, 'public/sitemap.xml'))
      return ok()
    })
    h.publisher.request('hook')
    await h.publisher.idle()
    expect(h.publisher.status().last_error?.message).toMatch(
      /no pasó la verificación.*Falta sitemap\.xml/,
    )
    h.setBuild(() => (buildSite('USD 2'), ok()))
    h.failServing()
    h.publisher.request('hook')
    await h.publisher.idle()
    expect(h.publisher.status().last_error?.message).toMatch(
      /no se pudo servir; sigue la anterior: gatsby serve no respondió/,
    )
    expect(h.publisher.status().current?.release).toBe(good)
    expect(listReleases(config.publishDir).map((r) => r.name)).toEqual([good])
  })

  it('builds after a change check that found changes, and not after one that found none', async () => {
    const h = harness()
    await h.publisher.start()
    await h.publisher.idle()
    await h.publisher.checkNow()
    expect(h.publisher.status().last_check).toMatchObject({ outcome: 'none' })
    expect(h.publisher.status().releases).toHaveLength(1)
    h.setChanges({
      ...ok(),
      output: [
        '1 cambio desde el último build:',
        '  Propiedad 1: cambió (precio Venta USD 100 → Venta USD 90)',
      ],
    })
    await h.publisher.checkNow()
    await h.publisher.idle()
    expect(h.publisher.status().last_build?.reasons[0]).toMatch(
      /^cambios: 1 cambio desde el último build: · Propiedad 1: cambió/,
    )
    expect(h.publisher.status().releases).toHaveLength(2)
    h.setChanges(
      failed(2, ['No se pudo obtener las propiedades: el proxy de Tokko respondió 503 (GET …)']),
    )
    await h.publisher.checkNow()
    expect(h.publisher.status().last_error).toMatchObject({ kind: 'service', service: 'proxy' })
    expect(h.publisher.status().last_error?.message).toMatch(
      /^No se pudo comprobar si hubo cambios\. No se pudo leer el proxy de Tokko/,
    )
  })

  it('keeps the newest five releases and says when the next check is due', async () => {
    const h = harness({ poll: 5 })
    await h.publisher.start()
    await h.publisher.idle()
    for (let index = 0; index < 6; index++) {
      h.publisher.request(`cambio ${index}`)
      await h.publisher.idle()
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    const status = h.publisher.status()
    expect(status.releases).toHaveLength(5)
    expect(status.releases.at(-1)).toBe(status.current?.release)
    expect(new Date(status.next_check!).getTime() - Date.now()).toBeGreaterThan(4 * 60_000)
    expect(h.servedPage()).toContain('USD 106')
    await h.publisher.stop()
  })

  it('keeps a served release published when removing old ones fails, and retries next build', async () => {
    const h = harness()
    await h.publisher.start()
    await h.publisher.idle()
    const prune = jest
      .spyOn(releases, 'pruneReleases')
      .mockRejectedValueOnce(new Error('EBUSY: resource busy'))
    h.publisher.request('cambio')
    await h.publisher.idle()
    const status = h.publisher.status()
    expect(status.current?.release).toBe(h.served[1])
    expect(status.last_build).toMatchObject({ ok: true, release: h.served[1] })
    expect(status.last_error).toBeNull()
    expect(h.lines.join('\n')).toMatch(/no se pudieron borrar versiones anteriores.*EBUSY/)
    h.publisher.request('otro cambio')
    await h.publisher.idle()
    expect(prune).toHaveBeenCalledTimes(2)
    prune.mockRestore()
  })
})

/** What a Gatsby build that lost its proxy prints: colours, a stack, the machine's paths. */
const FAILED_OUTPUT = [
  '\x1b[2K\x1b[1A\x1b[2K\x1b[Gsuccess onPreInit - 0.012s',
  '',
  ' \x1b[31mERROR\x1b[39m \x1b[31m#11321\x1b[39m  \x1b[31mPLUGIN\x1b[39m',
  '"gatsby-node.js" threw an error while running the sourceNodes lifecycle:',
  'No se pudo obtener la configuración del sitio: el proxy de Tokko no se pudo contactar (GET http://10.1.2.3:8080/api/v1/site/settings)',
  '  SourcingError: No se pudo obtener la configuración del sitio',
  '  - sourceNodes.ts:55 sourceNodes',
  '    /home/deploy/sitio/gatsby/sourceNodes.ts:55:27',
  '  - api-runner-node.js:462 runAPI',
  '    \x1b[90m/home/deploy/sitio/node_modules/gatsby/src/utils/api-runner-node.js:462:22\x1b[39m',
  'not finished source and transform nodes - 12.345s',
]

describe('what /status says of a failure', () => {
  const leaks = (value: unknown) => {
    const text = JSON.stringify(value)
    return [
      '\\u001b',
      '/home/deploy',
      'node_modules',
      'api-runner',
      'SourcingError',
      '#11321',
    ].filter((fragment) => text.includes(fragment))
  }

  async function failOnce(h: ReturnType<typeof harness>, run: () => ScriptRun) {
    h.setBuild(run)
    h.publisher.request('hook')
    await h.publisher.idle()
    return h.publisher.status()
  }

  it("gives the build's own record of its cause, and keeps the raw output for the log", async () => {
    const h = harness()
    const status = await failOnce(h, () => {
      recordFailure(
        'build',
        {
          kind: 'service',
          service: 'proxy',
          message:
            'No se pudo obtener la configuración del sitio: el proxy de Tokko no se pudo contactar (GET http://10.1.2.3:8080/api/v1/site/settings)',
        },
        path.join(root, '.build-state'),
      )
      return failed(1, FAILED_OUTPUT)
    })
    expect(status.last_error).toEqual({
      at: expect.any(String),
      kind: 'service',
      service: 'proxy',
      message:
        'El build falló (código 1); se sigue sirviendo la versión anterior. No se pudo obtener la configuración del sitio: el proxy de Tokko no se pudo contactar (GET http://10.1.2.3:8080/api/v1/site/settings)',
    })
    expect(leaks(status)).toEqual([])
    expect(h.lines.join('\n')).toContain('/home/deploy/sitio/gatsby/sourceNodes.ts:55:27')
    expect(existsSync(path.join(root, '.build-state', FAILURE_FILES.build))).toBe(false)
  })

  it('reads the cause from the output when the build left no record', async () => {
    const h = harness()
    const status = await failOnce(h, () => failed(1, FAILED_OUTPUT))
    expect(status.last_error).toMatchObject({ kind: 'service', service: 'proxy' })
    expect(status.last_error?.message).toMatch(/No se pudo leer el proxy de Tokko/)
    expect(leaks(status)).toEqual([])
  })

  it('says so when the cause is unknown, and takes no record left by an earlier build', async () => {
    const h = harness()
    recordFailure(
      'build',
      { kind: 'shrink', message: 'de otro build' },
      path.join(root, '.build-state'),
    )
    const status = await failOnce(h, () =>
      failed(1, [
        '\x1b[31mTypeError: x is not a function\x1b[39m',
        '    at /home/deploy/sitio/a.js:1:1',
      ]),
    )
    expect(status.last_error).toEqual({
      at: expect.any(String),
      kind: 'unknown',
      message:
        'El build falló (código 1); se sigue sirviendo la versión anterior. El build terminó con el código 1 sin una causa reconocida: el registro del publicador tiene su salida.',
    })
    expect(leaks(status)).toEqual([])
  })

  it("gives a change check's failure the same treatment, and strips escape codes from its lines", async () => {
    const h = harness()
    await h.publisher.start()
    await h.publisher.idle()
    h.setChanges(
      failed(2, ['\x1b[33mlas propiedades: intento 1 fallido\x1b[39m', ...FAILED_OUTPUT]),
    )
    await h.publisher.checkNow()
    let status = h.publisher.status()
    expect(status.last_check).toEqual({
      at: expect.any(String),
      outcome: 'error',
      summary: expect.stringMatching(/^No se pudo leer el proxy de Tokko/),
    })
    expect(status.last_error?.message).toMatch(
      /^No se pudo comprobar si hubo cambios\. No se pudo leer/,
    )
    expect(leaks(status)).toEqual([])

    // A crash exits 1 as "no changes" does, without its line: an error, not "none".
    h.setChanges(
      failed(1, ['/home/deploy/sitio/scripts/changes.ts:3', 'SyntaxError: Unexpected token']),
    )
    await h.publisher.checkNow()
    status = h.publisher.status()
    expect(status.last_check).toMatchObject({
      outcome: 'error',
      summary: expect.stringMatching(/terminó con el código 1 sin una causa reconocida/),
    })
    expect(leaks(status)).toEqual([])

    h.setChanges({
      ...ok(),
      output: ['\x1b[1m1 cambio desde el último build:\x1b[22m', '  Propiedad 1: cambió'],
    })
    await h.publisher.checkNow()
    await h.publisher.idle()
    status = h.publisher.status()
    expect(status.last_build?.reasons).toEqual([
      'cambios: 1 cambio desde el último build: · Propiedad 1: cambió',
    ])
    expect(leaks(status)).toEqual([])
  })
})

describe('the publisher and the code it builds', () => {
  const css = 'src/templates/HomePage.module.css'
  const marker = () => path.join(root, '.cache/marca')
  const stateDir = () => path.join(root, '.build-state')
  const fingerprint = async () => (await codeFingerprint(root)).hash

  /** A build that notes whether Gatsby's cache was still there when it started. */
  function watchCache(h: ReturnType<typeof harness>): boolean[] {
    const seen: boolean[] = []
    let price = 1
    h.setBuild(() => {
      seen.push(existsSync(marker()))
      buildSite(`USD ${price++}`)
      write('.cache/marca', '')
      return ok()
    })
    return seen
  }

  beforeEach(() => write(css, '.title { color: #fff; }'))

  it('builds clean when the code changed since the last release, on the kept cache otherwise', async () => {
    const h = harness()
    const cacheSeen = watchCache(h)
    await h.publisher.start()
    await h.publisher.idle()
    expect(h.publisher.status().last_build).toMatchObject({
      ok: true,
      cache: 'clean',
      cache_reason: CLEAN_BECAUSE_UNRECORDED,
    })
    const first = h.publisher.status().current!.release
    const original = await fingerprint()
    expect(readCodeRecord(stateDir())).toMatchObject({ fingerprint: original, release: first })

    // Only the data changed: the cache Gatsby left stays.
    h.publisher.request('cambios: precio')
    await h.publisher.idle()
    expect(h.publisher.status().last_build).toMatchObject({
      ok: true,
      cache: 'kept',
      cache_reason: null,
    })
    expect(cacheSeen).toEqual([false, true])
    expect(h.lines).toContain(KEPT_CACHE)

    // A CSS module changed: .cache/ and public/ go before the build, the state stays.
    write(css, '.title { color: #c0ffee; }')
    write('public/vieja.html', html('De un build anterior'))
    const published = readFileSync(path.join(stateDir(), 'published.json'), 'utf8')
    h.publisher.request('código nuevo')
    await h.publisher.idle()
    const status = h.publisher.status()
    expect(status.last_build).toMatchObject({
      ok: true,
      cache: 'clean',
      cache_reason: CLEAN_BECAUSE_CHANGED,
    })
    expect(cacheSeen).toEqual([false, true, false])
    expect(existsSync(path.join(root, 'public/vieja.html'))).toBe(false)
    expect(h.lines).toContain(CLEAN_BECAUSE_CHANGED)
    expect(h.lines.at(-1)).toMatch(/build completo de/)
    expect(published).toContain('USD 2')
    const changed = await fingerprint()
    expect(changed).not.toBe(original)
    expect(readCodeRecord(stateDir())).toMatchObject({
      fingerprint: changed,
      release: status.current!.release,
    })
    expect(readReleaseInfo(currentRelease(config.publishDir)!)?.code_fingerprint).toBe(changed)

    // A test or a doc changing is no code change.
    write('src/templates/HomePage.test.tsx', "it('renders', () => undefined)")
    write('docs/publicar.md', '# Publicar')
    h.publisher.request('cambios: otro precio')
    await h.publisher.idle()
    expect(h.publisher.status().last_build).toMatchObject({ ok: true, cache: 'kept' })
    expect(cacheSeen).toEqual([false, true, false, true])
    expect(h.lines.at(-1)).toMatch(/build sobre la caché de/)
  })

  it('publishes new code when it starts, without waiting for a change of data', async () => {
    const first = harness()
    await first.publisher.start()
    await first.publisher.idle()
    const published = first.publisher.status().current!.release
    await first.publisher.stop()

    // Restarted on the same code: it only checks for changes.
    const same = harness()
    await same.publisher.start()
    await same.publisher.idle()
    expect(same.publisher.status().current!.release).toBe(published)
    expect(same.publisher.status().last_check).toMatchObject({ outcome: 'none' })
    await same.publisher.stop()

    // Restarted on new code: it builds it at once, clean.
    write(css, '.title { color: #c0ffee; }')
    const renewed = harness()
    await renewed.publisher.start()
    await renewed.publisher.idle()
    const status = renewed.publisher.status()
    expect(status.current!.release).not.toBe(published)
    expect(status.last_build).toMatchObject({
      ok: true,
      cache: 'clean',
      reasons: ['código nuevo desde la última publicación'],
    })
    await renewed.publisher.stop()
  })

  it('records the code only once published: an unpublished clean build leaves the next clean', async () => {
    const h = harness()
    await h.publisher.start()
    await h.publisher.idle()
    const recorded = readCodeRecord(stateDir())!
    const cacheSeen = watchCache(h)
    write(css, '.title { color: #c0ffee; }')
    h.setBuild(() => failed(1, ['error']))
    h.publisher.request('código nuevo')
    await h.publisher.idle()
    expect(h.publisher.status().last_build).toMatchObject({
      ok: false,
      cache: 'clean',
      cache_reason: CLEAN_BECAUSE_CHANGED,
    })
    expect(readCodeRecord(stateDir())).toEqual({ ...recorded, cache_cleared: true })

    // The code goes back to what is published, but the cache is no longer of it.
    write(css, '.title { color: #fff; }')
    watchCache(h)
    h.publisher.request('código anterior')
    await h.publisher.idle()
    expect(h.publisher.status().last_build).toMatchObject({
      ok: true,
      cache: 'clean',
      cache_reason: CLEAN_BECAUSE_CLEARED,
    })
    expect(readCodeRecord(stateDir())).toMatchObject({ fingerprint: recorded.fingerprint })
    expect(readCodeRecord(stateDir())?.cache_cleared).toBeUndefined()
    expect(cacheSeen).toEqual([])

    h.publisher.request('cambios: precio')
    await h.publisher.idle()
    expect(h.publisher.status().last_build).toMatchObject({ ok: true, cache: 'kept' })
  })
})

describe('the publisher over HTTP', () => {
  let server: Server
  let origin: string
  const siteRequests: string[] = []

  beforeEach(async () => {
    const { publisher } = harness({ manual: true })
    server = createServer(
      publisherHandler(publisher, {
        handle: (request, response) => {
          siteRequests.push(request.url ?? '')
          response.end('sitio')
        },
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('takes hooks, reports its status and passes every other request to the site', async () => {
    const body = signed({ reason: 'publicar ahora' })[0].toString()
    const refused = await fetch(`${origin}/hooks/rebuild`, { method: 'POST', body })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({
      error: 'Firma ausente o inválida (X-Hub-Signature-256).',
    })
    const accepted = await fetch(`${origin}/hooks/rebuild`, {
      method: 'POST',
      body,
      headers: { 'X-Hub-Signature-256': sign(SECRET, body), 'content-type': 'application/json' },
    })
    expect(accepted.status).toBe(202)
    expect(await accepted.json()).toEqual({ accepted: true, build: 'started' })
    const status = await fetch(`${origin}/status`)
    expect(status.headers.get('cache-control')).toBe('no-store')
    expect((await status.json()).building.reasons).toEqual(['hook: publicar ahora'])
    expect((await fetch(`${origin}/hooks/rebuild`)).status).toBe(405)
    expect(await (await fetch(`${origin}/venta?x=1`)).text()).toBe('sitio')
    expect(siteRequests).toEqual(['/venta?x=1'])
  })

  it('refuses a hook body over 1 MB', async () => {
    const body = 'x'.repeat(1024 * 1024 + 1)
    const answer = await fetch(`${origin}/hooks/rebuild`, {
      method: 'POST',
      body,
      headers: { 'X-Hub-Signature-256': sign(SECRET, body) },
    })
    expect(answer.status).toBe(413)
  })
})
