/**
 * The publisher end to end: `npm run publish` on a copy of the site, against an emulator that
 * changes. Ten cycles of change → signed hook → rebuild on the kept cache → publish, each
 * release checked as a visitor would see it; a build that fails (the broker down) keeps the old
 * release served; a rollback; and no process of any build left alive.
 */
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { otherGatsbyProcesses, readProcessTable } from '../../gatsby/cacheGuard'
import { groupMembers } from '../../scripts/process-group.mjs'
import { currentRelease } from '../releases'
import { smokeCheck } from '../smoke'
import { startStage, type Stage } from '../stage'

const CYCLES = 10
const priceOf = (cycle: number) => 150_000 + cycle * 1_111
const scratch = mkdtempSync(path.join(tmpdir(), 'publish-cycles-'))
let stage: Stage

/** The page's text without React's separators between adjacent text nodes. */
const visible = (html: string) => html.replace(/<!-- -->/g, '')
const priceText = (amount: number) => `USD ${amount.toLocaleString('es-AR')}`

/** Gatsby processes working in the copy's checkout: there must be none between builds. */
const buildProcesses = () =>
  otherGatsbyProcesses(readProcessTable(), stage.site, process.pid).filter(
    (info) => info.cwd === stage.site,
  )

/** The production servers running a release of the stage (`--root <publishDir>/releases/…`). */
function releaseServers(): number[] {
  const releases = path.join(realpathSync(stage.publishDir), 'releases')
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
          .split('\0')
          .some((arg) => arg.startsWith(releases))
      } catch {
        return false
      }
    })
    .map(Number)
}

async function until(check: () => boolean, timeoutMs: number, everyMs = 250): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (check()) return true
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  return check()
}

interface RawProperty {
  id: number
  development?: unknown
  operations: { operation_id: number; prices: { currency: string }[] }[]
}

/** A listing for sale in dollars that is no development's unit. */
async function listingForSale(): Promise<number> {
  const answer = await fetch(
    `${stage.emulatorOrigin}/api/v1/tokko/properties/search?operation=1&limit=50&currency=usd`,
    { headers: { 'x-tokko-key': 'demo-tokko-key' } },
  )
  const { objects } = (await answer.json()) as { objects: RawProperty[] }
  const found = objects.find(
    (raw) =>
      !raw.development &&
      raw.operations[0]?.operation_id === 1 &&
      raw.operations[0].prices[0]?.currency === 'USD',
  )
  if (!found) throw new Error('El emulador no tiene una propiedad en venta en dólares.')
  return found.id
}

/** The property's canonical page, from its /tokko/{id} redirect. */
async function propertyPath(id: number): Promise<string> {
  const { text } = await stage.page(`/tokko/${id}/`)
  const target = /data-to="([^"]+)"/.exec(text)?.[1]
  if (!target) throw new Error(`/tokko/${id} no redirige a ninguna página.`)
  return target
}

beforeAll(async () => {
  stage = await startStage({ scratch, properties: 60 })
  const first = await stage.nextBuild(null, 10 * 60_000)
  // A failed first publication says why (the publisher's last error) in the test's output.
  const why = first.ok ? undefined : (await stage.status()).last_error
  expect({ ...first, why }).toMatchObject({ ok: true, reasons: ['primera publicación'] })
}, 12 * 60_000)

afterAll(async () => {
  const pid = stage?.publisherPid()
  await stage?.stop()
  if (pid) expect(groupMembers(pid)).toEqual([])
  rmSync(scratch, { recursive: true, force: true })
}, 60_000)

describe('npm run publish', () => {
  it(`publishes ${CYCLES} changes in a row, each one served as soon as its build passed`, async () => {
    const id = await listingForSale()
    const page = await propertyPath(id)
    let last = (await stage.status()).last_build!.finished_at
    const releases = new Set<string>()
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const price = priceOf(cycle)
      await stage.admin(`properties/${id}/price`, { price })
      expect(await stage.hook(`precio ${cycle}`)).toBe(202)
      const build = await stage.nextBuild(last)
      last = build.finished_at
      expect(build).toMatchObject({ ok: true, leftover_processes: 0 })
      const status = await stage.status()
      expect(status.current?.release).toBe(build.release)
      releases.add(build.release!)

      // What a visitor gets from the publisher now.
      const served = await stage.page(page)
      expect(served.status).toBe(200)
      expect(visible(served.text)).toContain(priceText(price))
      expect(visible(served.text)).not.toContain(priceText(price - 1_111))
      // The functions are served from the release too, and the release's headers with each answer.
      const live = await stage.page(`/api/properties/${id}`)
      expect(live.status).toBe(200)
      const headers = (await fetch(`${stage.origin}${page}`)).headers
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      // Only the pages that show the property were rendered again, not the whole site, from the
      // first build after the full one on (ChunkCompilationHash keeps the full build's hash).
      expect(build.html_rewritten).toBeGreaterThan(0)
      expect(build.html_rewritten).toBeLessThan(20)

      const release = path.join(stage.publishDir, 'releases', build.release!)
      expect(smokeCheck(path.join(release, 'public'))).toEqual([])
      expect(buildProcesses()).toEqual([])
    }
    expect(releases.size).toBe(CYCLES)
    // Five kept, the served one the newest.
    const status = await stage.status()
    expect(status.releases).toHaveLength(5)
    expect(status.releases.at(-1)).toBe(status.current?.release)
  })

  it('keeps serving the last good release when a build fails, and says why', async () => {
    const before = await stage.status()
    const id = await listingForSale()
    await stage.admin(`properties/${id}/price`, { price: 99_999 })
    await stage.admin('outage', { proxy: true, broker: true, backend: true })
    try {
      expect(await stage.hook('con el broker caído')).toBe(202)
      const failed = await stage.nextBuild(before.last_build!.finished_at)
      expect(failed).toMatchObject({ ok: false, release: null })
      const status = await stage.status()
      expect(status.current?.release).toBe(before.current?.release)
      // The build's own cause, naming the service, without its raw output.
      expect(status.last_error).toMatchObject({ kind: 'service' })
      expect(status.last_error?.message).toMatch(
        /^El build falló \(código \d+\); se sigue sirviendo la versión anterior\. No se pudo obtener /,
      )
      expect(JSON.stringify(status)).not.toMatch(/\\u001b|node_modules/)
      expect(visible((await stage.page(await propertyPath(id))).text)).not.toContain(
        priceText(99_999),
      )
    } finally {
      await stage.admin('outage', { proxy: false, broker: false, backend: false })
    }
    // The change is still pending for the change check: the build state was put back.
    const changes = readFileSync(path.join(stage.site, '.build-state/fingerprint.json'), 'utf8')
    expect(changes).not.toContain('99.999')
    expect(buildProcesses()).toEqual([])
  })

  it('refuses an unsigned hook without building', async () => {
    const before = await stage.status()
    expect(await stage.hook('sin firma', 'sha256=' + '0'.repeat(64))).toBe(401)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const after = await stage.status()
    expect(after.building).toBeNull()
    expect(after.last_build?.finished_at).toBe(before.last_build?.finished_at)
  })

  it('rolls back to the release before, and the publisher serves it', async () => {
    const before = await stage.status()
    const previous = before.releases.at(-2)!
    const { runInGroup } = await import('../../scripts/process-group.mjs')
    const done = await runInGroup('npm', ['run', '--silent', 'publish:rollback'], {
      cwd: stage.site,
      env: { ...process.env, PUBLISH_DIR: stage.publishDir },
      stdio: 'ignore',
    })
    expect(done.code).toBe(0)
    expect((await stage.status()).current?.release).toBe(previous)
    // The publisher follows the link within seconds: the release before shows the price before.
    const page = await propertyPath(await listingForSale())
    const deadline = Date.now() + 30_000
    let text = ''
    while (Date.now() < deadline) {
      text = visible((await stage.page(page)).text)
      if (text.includes(priceText(priceOf(CYCLES - 1)))) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(text).toContain(priceText(priceOf(CYCLES - 1)))
  })

  it('turns a burst of 50 hooks in a few seconds into at most two builds', async () => {
    const before = await stage.status()
    const releases = new Set(before.releases)
    for (let index = 0; index < 50; index++) {
      expect(await stage.hook(`ráfaga ${index}`)).toBe(202)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
    await stage.nextBuild(before.last_build!.finished_at)
    const after = await stage.status()
    const made = after.releases.filter((name) => !releases.has(name))
    expect(made.length).toBeGreaterThanOrEqual(1)
    expect(made.length).toBeLessThanOrEqual(2)
    expect(after.building).toBeNull()
    expect(after.pending).toBeNull()
  })

  it('puts back the state of a publisher killed between a build and its release, then publishes the change', async () => {
    const id = await listingForSale()
    const page = await propertyPath(id)
    const before = await stage.status()
    const served = before.current!.release
    const releasesDir = path.join(stage.publishDir, 'releases')
    const made = new Set(readdirSync(releasesDir))
    const price = priceOf(CYCLES + 1)
    await stage.admin(`properties/${id}/price`, { price })
    expect(await stage.hook('precio antes de la caída')).toBe(202)
    // The build has ended and promoted its state, and its release is made (renamed from
    // .partial) while its server starts: kill it before `current` points at it.
    const newRelease = () =>
      readdirSync(releasesDir).some((name) => !made.has(name) && !name.endsWith('.partial'))
    expect(await until(newRelease, 5 * 60_000, 20)).toBe(true)
    await stage.killPublisher()

    const lastBuild = (dir: string) => readFileSync(path.join(dir, 'last-build.json'), 'utf8')
    expect(currentRelease(stage.publishDir)?.name).toBe(served)
    expect(lastBuild(path.join(stage.site, '.build-state'))).not.toBe(
      lastBuild(path.join(releasesDir, served, 'build-state')),
    )
    // The servers it had started went with it (their stdin was its pipe).
    expect(await until(() => releaseServers().length === 0, 20_000)).toBe(true)

    stage.restartPublisher()
    const build = await stage.nextBuild(before.last_build!.finished_at)
    expect(build).toMatchObject({ ok: true })
    expect(visible((await stage.page(page)).text)).toContain(priceText(price))
    expect(readFileSync(stage.publisherLog, 'utf8')).toContain(
      'El estado de la última construcción no llegó a publicarse',
    )
  })
})
