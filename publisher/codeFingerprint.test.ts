/** @jest-environment node */
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  CLEAN_BECAUSE_CHANGED,
  CLEAN_BECAUSE_CLEARED,
  CLEAN_BECAUSE_UNRECORDED,
  codeFiles,
  codeFingerprint,
  decideCache,
  markCacheCleared,
  readCodeRecord,
  writeCodeRecord,
} from './codeFingerprint'

let root: string

function write(relative: string, content: string) {
  const file = path.join(root, relative)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

const hash = async () => (await codeFingerprint(root)).hash

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'code-fingerprint-'))
  write('package.json', '{"name":"sitio"}')
  write('package-lock.json', '{"lockfileVersion":3,"packages":{"node_modules/react":"18.3.1"}}')
  write('tsconfig.json', '{}')
  write('gatsby-config.ts', 'export default {}')
  write('gatsby-node.ts', "export { onPostBuild } from './gatsby/postBuild'")
  write('src/templates/HomePage.module.css', '.title { color: #fff; }')
  write('src/templates/HomePage.tsx', 'export default () => null')
  write('src/templates/HomePage.test.tsx', "it('renders', () => undefined)")
  write('src/pages/__tests__/pages.tsx', 'export {}')
  write('gatsby/postBuild.ts', 'export const onPostBuild = () => undefined')
  write('server/app.ts', 'export {}')
  write('static/favicon.svg', '<svg/>')
  write('README.md', '# Sitio')
  write('docs/deployment.md', '# Publicar')
  write('__tests__/e2e/home.test.ts', 'export {}')
  write('scripts/changes.ts', 'export {}')
  write('.cache/functions/summary.js', 'module.exports = 1')
  write('public/index.html', '<html></html>')
  write('.build-state/fingerprint.json', '{}')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the code fingerprint', () => {
  it('lists what shapes the build, sorted, and nothing else', async () => {
    write('src/gatsby-types.d.ts', 'declare namespace Queries {}')
    mkdirSync(path.join(root, 'node_modules/react'), { recursive: true })
    write('src/node_modules/stray.js', '')
    expect(await codeFiles(root)).toEqual([
      'gatsby-config.ts',
      'gatsby-node.ts',
      'gatsby/postBuild.ts',
      'package-lock.json',
      'package.json',
      'server/app.ts',
      'src/templates/HomePage.module.css',
      'src/templates/HomePage.tsx',
      'static/favicon.svg',
      'tsconfig.json',
    ])
  })

  it('is the same for the same tree, and for a copy of it elsewhere', async () => {
    const first = await hash()
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(await hash()).toBe(first)
    const copy = mkdtempSync(path.join(tmpdir(), 'code-fingerprint-copy-'))
    try {
      // Written in another order: the hash follows the paths, not the order on disk.
      for (const file of [...(await codeFiles(root))].reverse()) {
        mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
        renameSync(path.join(root, file), path.join(copy, file))
      }
      expect((await codeFingerprint(copy)).hash).toBe(first)
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })

  it('changes with a CSS module, a component, the build code, the server or a static file', async () => {
    const seen = new Set([await hash()])
    for (const [file, content] of [
      ['src/templates/HomePage.module.css', '.title { color: #c0ffee; }'],
      ['src/templates/HomePage.tsx', 'export default () => "inicio"'],
      ['gatsby/postBuild.ts', 'export const onPostBuild = () => null'],
      ['gatsby-config.ts', 'export default { trailingSlash: "always" }'],
      ['server/app.ts', 'export const app = 1'],
      ['static/favicon.svg', '<svg viewBox="0 0 1 1"/>'],
      ['src/components/Nuevo.module.css', '.nuevo {}'],
    ] as const) {
      write(file, content)
      const next = await hash()
      expect(seen).not.toContain(next)
      seen.add(next)
    }
  })

  it('changes with the lockfile and package.json', async () => {
    const before = await hash()
    write('package-lock.json', '{"lockfileVersion":3,"packages":{"node_modules/react":"18.3.2"}}')
    const lock = await hash()
    expect(lock).not.toBe(before)
    write('package.json', '{"name":"sitio","browserslist":["defaults"]}')
    expect(await hash()).not.toBe(lock)
  })

  it('changes when a file is renamed, its content the same', async () => {
    const before = await hash()
    renameSync(
      path.join(root, 'src/templates/HomePage.module.css'),
      path.join(root, 'src/templates/Home.module.css'),
    )
    expect(await hash()).not.toBe(before)
  })

  it('does not change with tests, docs, build output, state or generated types', async () => {
    const before = await hash()
    write('src/templates/HomePage.test.tsx', "it('renders again', () => undefined)")
    write('src/pages/__tests__/pages.tsx', 'export const other = 1')
    write('gatsby/postBuild.test.ts', 'export {}')
    write('server/app.test.ts', 'export {}')
    write('README.md', '# Sitio, otra vez')
    write('docs/deployment.md', '# Publicar, otra vez')
    write('src/domain/NOTES.md', 'notas')
    write('__tests__/e2e/home.test.ts', 'export const x = 1')
    write('scripts/changes.ts', 'export const y = 1')
    write('.cache/functions/summary.js', 'module.exports = 2')
    write('public/index.html', '<html>otra</html>')
    write('.build-state/fingerprint.json', '{"otro":1}')
    write('src/gatsby-types.d.ts', 'declare namespace Queries { type X = 1 }')
    expect(await hash()).toBe(before)
  })

  it('reads a linked file and does not follow a linked folder', async () => {
    const before = await hash()
    write('elsewhere/shared.css', '.a {}')
    symlinkSync(path.join(root, 'elsewhere'), path.join(root, 'src/linked-folder'))
    expect(await hash()).toBe(before)
    symlinkSync(path.join(root, 'elsewhere/shared.css'), path.join(root, 'src/shared.css'))
    expect(await codeFiles(root)).toContain('src/shared.css')
    const linked = await hash()
    write('elsewhere/shared.css', '.a { color: red }')
    expect(await hash()).not.toBe(linked)
  })
})

describe('the clean or kept decision', () => {
  const record = (fingerprint: string) => ({
    fingerprint,
    release: '2026-11-24T14-05-09-123Z',
    recorded_at: '2026-11-24T14:05:40.000Z',
  })

  it('keeps the cache for the recorded code and builds clean for other code or none', () => {
    expect(decideCache('a', record('a'))).toEqual({ clean: false, reason: null })
    expect(decideCache('b', record('a'))).toEqual({ clean: true, reason: CLEAN_BECAUSE_CHANGED })
    expect(decideCache('a', null)).toEqual({ clean: true, reason: CLEAN_BECAUSE_UNRECORDED })
  })

  it('builds clean again after a clean build that was not published, even for the old code', () => {
    const state = path.join(root, '.build-state')
    markCacheCleared(state)
    expect(readCodeRecord(state)).toBeNull()
    writeCodeRecord(state, record('a'))
    markCacheCleared(state)
    const cleared = readCodeRecord(state)
    expect(cleared).toEqual({ ...record('a'), cache_cleared: true })
    expect(decideCache('a', cleared)).toEqual({ clean: true, reason: CLEAN_BECAUSE_CLEARED })
    expect(decideCache('b', cleared)).toEqual({ clean: true, reason: CLEAN_BECAUSE_CHANGED })
  })

  it('reads back what it recorded, and nothing from a missing or broken record', () => {
    const state = path.join(root, 'nuevo-estado')
    expect(readCodeRecord(state)).toBeNull()
    writeCodeRecord(state, record('abc'))
    expect(readCodeRecord(state)).toEqual(record('abc'))
    write('nuevo-estado/code.json', '{"fingerprint":')
    expect(readCodeRecord(state)).toBeNull()
  })
})
