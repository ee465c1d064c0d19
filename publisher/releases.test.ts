/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  createRelease,
  currentRelease,
  htmlWrittenSince,
  listReleases,
  pruneReleases,
  readReleaseInfo,
  releaseName,
  restoreUnpublishedState,
  rollback,
  switchCurrent,
} from './releases'

let scratch: string
let site: string
let publish: string
let state: string

function write(file: string, content: string, mtime?: Date) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
  if (mtime) utimesSync(file, mtime, mtime)
}

const info = { reasons: ['prueba'], html_rewritten: 1, build_seconds: 2 }
const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 14, 0, second))

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'releases-'))
  site = path.join(scratch, 'site')
  publish = path.join(scratch, 'publish')
  state = path.join(site, '.build-state')
  const old = new Date('2026-01-01T00:00:00Z')
  // Written now: its time has a fraction of a millisecond that a copy cannot keep.
  write(path.join(site, 'public/index.html'), '<title>Inicio</title>')
  write(path.join(site, 'public/venta/index.html'), '<title>Venta</title>', old)
  write(path.join(site, '.cache/functions/summary.js'), 'module.exports = 1', old)
  write(
    path.join(site, '.cache/functions/manifest.json'),
    JSON.stringify([
      {
        functionRoute: 'summary',
        relativeCompiledFilePath: 'summary.js',
        absoluteCompiledFilePath: path.join(site, '.cache/functions/summary.js'),
      },
    ]),
  )
  write(path.join(site, '.cache/match-paths.json'), '[]')
  write(path.join(site, '.cache/data/datastore/data.mdb'), 'no va')
  write(path.join(state, 'fingerprint.json'), '{"version":1}')
  write(path.join(state, 'published.json'), '{"version":1,"listings":[]}')
  mkdirSync(path.join(site, 'node_modules'))
  write(path.join(site, 'package.json'), '{"dependencies":{"gatsby":"^5"}}')
})
afterEach(() => rmSync(scratch, { recursive: true, force: true }))

describe('createRelease', () => {
  it('copies what the production server needs, and nothing of the build cache', () => {
    const { release, count } = createRelease(publish, site, state, info, at(1))
    expect(release.name).toBe('2026-11-24T14-00-01-000Z')
    expect(readFileSync(path.join(release.dir, 'public/venta/index.html'), 'utf8')).toBe(
      '<title>Venta</title>',
    )
    const [fn] = JSON.parse(
      readFileSync(path.join(release.dir, '.cache/functions/manifest.json'), 'utf8'),
    )
    expect(fn.relativeCompiledFilePath).toBe('summary.js')
    expect(existsSync(path.join(release.dir, '.cache/functions/summary.js'))).toBe(true)
    expect(existsSync(path.join(release.dir, '.cache/match-paths.json'))).toBe(true)
    expect(existsSync(path.join(release.dir, '.cache/data'))).toBe(false)
    expect(readFileSync(path.join(release.dir, 'build-state/fingerprint.json'), 'utf8')).toBe(
      '{"version":1}',
    )
    expect(readFileSync(path.join(release.dir, 'build-state/published.json'), 'utf8')).toBe(
      '{"version":1,"listings":[]}',
    )
    expect(existsSync(path.join(release.dir, 'node_modules'))).toBe(false)
    expect(readReleaseInfo(release)).toEqual({
      name: release.name,
      created_at: at(1).toISOString(),
      ...info,
    })
    expect(count).toEqual({ copied: 4, linked: 0 })
    // Not served until switched to.
    expect(currentRelease(publish)).toBeNull()
  })

  it('links what the build did not touch to the current release and copies the rest', () => {
    const first = createRelease(publish, site, state, info, at(1)).release
    switchCurrent(publish, first)
    write(path.join(site, 'public/venta/index.html'), '<title>Venta, otro precio</title>')
    const { release, count } = createRelease(publish, site, state, info, at(2))
    // The page that changed; the functions and their manifest did not.
    expect(count).toEqual({ copied: 1, linked: 3 })
    const inode = (dir: string, file: string) => statSync(path.join(dir, file)).ino
    expect(inode(release.dir, 'public/index.html')).toBe(inode(first.dir, 'public/index.html'))
    expect(inode(release.dir, 'public/venta/index.html')).not.toBe(
      inode(first.dir, 'public/venta/index.html'),
    )
    // The served release keeps its own content.
    expect(readFileSync(path.join(first.dir, 'public/venta/index.html'), 'utf8')).toBe(
      '<title>Venta</title>',
    )
  })
})

describe('current, prune and rollback', () => {
  it('switches current, keeps the newest five and never removes the current one', async () => {
    const made = [1, 2, 3, 4, 5, 6, 7].map(
      (second) => createRelease(publish, site, state, info, at(second)).release,
    )
    switchCurrent(publish, made[0]!)
    expect(currentRelease(publish)?.name).toBe(made[0]!.name)
    const removed = await pruneReleases(publish, 5)
    expect(removed.map((r) => r.name)).toEqual([made[1]!.name])
    expect(listReleases(publish).map((r) => r.name)).toEqual(
      [made[0], ...made.slice(2)].map((r) => r!.name),
    )
    switchCurrent(publish, made[6]!)
    await pruneReleases(publish, 5)
    expect(listReleases(publish)).toHaveLength(5)
    expect(existsSync(made[0]!.dir)).toBe(false)
  })

  it('rolls back one release at a time, and says so when there is none to go back to', () => {
    const [a, b, c] = [1, 2, 3].map((s) => createRelease(publish, site, state, info, at(s)).release)
    expect(() => rollback(publish)).toThrow('No hay una versión publicada')
    switchCurrent(publish, c!)
    expect(rollback(publish)).toEqual({ from: c, to: b })
    expect(currentRelease(publish)?.name).toBe(b!.name)
    rollback(publish)
    expect(currentRelease(publish)?.name).toBe(a!.name)
    expect(() => rollback(publish)).toThrow('es la más antigua')
  })

  it('lists no release whose copy was interrupted', () => {
    mkdirSync(path.join(publish, 'releases', `${releaseName(at(9))}.partial`), { recursive: true })
    expect(listReleases(publish)).toEqual([])
  })
})

describe('restoreUnpublishedState', () => {
  const built = (finished: string, fingerprint: string) => {
    write(path.join(state, 'last-build.json'), JSON.stringify({ finished_at: finished }))
    write(path.join(state, 'fingerprint.json'), fingerprint)
  }

  it("puts back the served release's state over a build that was never published", () => {
    built('2026-11-24T14:00:01Z', '{"catalogo":"a"}')
    switchCurrent(publish, createRelease(publish, site, state, info, at(1)).release)
    // A build promoted its state, and the publisher died before publishing it.
    built('2026-11-24T15:00:00Z', '{"catalogo":"b"}')
    write(path.join(state, 'withdrawn.json'), '{"listings":[1]}')
    expect(restoreUnpublishedState(publish, state)).toBe(true)
    expect(readFileSync(path.join(state, 'fingerprint.json'), 'utf8')).toBe('{"catalogo":"a"}')
    expect(readFileSync(path.join(state, 'last-build.json'), 'utf8')).toContain('14:00:01')
    // The release had none: the build's own goes too.
    expect(existsSync(path.join(state, 'withdrawn.json'))).toBe(false)
  })

  it('puts it back too when the publisher died after making the release, before serving it', () => {
    built('2026-11-24T14:00:01Z', '{"catalogo":"a"}')
    switchCurrent(publish, createRelease(publish, site, state, info, at(1)).release)
    built('2026-11-24T15:00:00Z', '{"catalogo":"b"}')
    createRelease(publish, site, state, info, at(2))
    expect(restoreUnpublishedState(publish, state)).toBe(true)
    expect(readFileSync(path.join(state, 'fingerprint.json'), 'utf8')).toBe('{"catalogo":"a"}')
  })

  it('leaves a published state alone, the newer one after a rollback too', () => {
    built('2026-11-24T14:00:01Z', '{"catalogo":"a"}')
    const first = createRelease(publish, site, state, info, at(1)).release
    built('2026-11-24T14:00:02Z', '{"catalogo":"b"}')
    switchCurrent(publish, createRelease(publish, site, state, info, at(2)).release)
    expect(restoreUnpublishedState(publish, state)).toBe(false)
    switchCurrent(publish, first)
    expect(restoreUnpublishedState(publish, state)).toBe(false)
    expect(readFileSync(path.join(state, 'fingerprint.json'), 'utf8')).toBe('{"catalogo":"b"}')
  })

  it('does nothing before the first release', () => {
    built('2026-11-24T14:00:01Z', '{"catalogo":"a"}')
    expect(restoreUnpublishedState(publish, state)).toBe(false)
  })
})

describe('htmlWrittenSince', () => {
  it('names the HTML files written during the build', () => {
    // Explicit times: files written within one clock tick need not be ordered by their times.
    const before = new Date('2026-01-01T00:00:00Z')
    utimesSync(path.join(site, 'public/index.html'), before, before)
    const start = new Date('2026-06-01T00:00:00Z')
    write(path.join(site, 'public/propiedad/venta/x/1/index.html'), 'nuevo')
    write(path.join(site, 'public/sitemap.xml'), 'no es html')
    expect(htmlWrittenSince(path.join(site, 'public'), start)).toEqual([
      'propiedad/venta/x/1/index.html',
    ])
  })
})
