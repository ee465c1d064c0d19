/**
 * A code change through the publisher, end to end: Gatsby inlines the CSS into each page and its
 * incremental build does not render again a page whose data did not change, so a build on the
 * kept cache after a CSS-only change would publish the old styles. The publisher builds clean
 * when the code changed since the last release, and on the kept cache when it did not.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { groupMembers } from '../../scripts/process-group.mjs'
import { startStage, type Stage } from '../stage'

const scratch = mkdtempSync(path.join(tmpdir(), 'publish-code-'))
let stage: Stage
const CLEAN_LINE = 'El código cambió desde la última publicación: construcción completa.'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The declarations of the home title's rule in the CSS inlined into the home page. */
function titleRule(html: string): string {
  const className = /<h1 id="titulo-inicio" class="([^"]+)"/.exec(html)?.[1]
  if (!className) throw new Error('La página de inicio no tiene su título.')
  const rule = new RegExp(`\\.${escapeRegExp(className)}(?=[,{])[^{]*\\{([^}]*)\\}`).exec(html)
  if (!rule) throw new Error(`El CSS en línea no tiene la regla de .${className}.`)
  return rule[1]!
}

/** A file in Gatsby's cache folder: still there after a build on the kept cache only. */
function markCache(): string {
  const marker = path.join(stage.site, '.cache', 'marca-de-la-prueba')
  mkdirSync(path.dirname(marker), { recursive: true })
  writeFileSync(marker, '')
  return marker
}

const publisherLog = () => readFileSync(path.join(scratch, 'logs/publisher.log'), 'utf8')

beforeAll(async () => {
  stage = await startStage({ scratch, properties: 20 })
  const first = await stage.nextBuild(null, 10 * 60_000)
  expect(first).toMatchObject({ ok: true, reasons: ['primera publicación'] })
}, 12 * 60_000)

afterAll(async () => {
  const pid = stage?.publisherPid()
  await stage?.stop()
  if (pid) expect(groupMembers(pid)).toEqual([])
  rmSync(scratch, { recursive: true, force: true })
}, 60_000)

describe('a code change through the publisher', () => {
  it('publishes the new styles of a changed CSS module, built clean', async () => {
    const before = await stage.status()
    const old = titleRule((await stage.page('/')).text)
    expect(old).toMatch(/color:#fff\b/)
    expect(old).not.toContain('#c0ffee')

    const css = path.join(stage.site, 'src/templates/HomePage.module.css')
    const source = readFileSync(css, 'utf8')
    const changed = source.replace(/(\n\.title \{[^}]*?color: )#fff;/, '$1#c0ffee;')
    expect(changed).not.toBe(source)
    writeFileSync(css, changed)
    const marker = markCache()

    expect(await stage.hook('estilos nuevos')).toBe(202)
    const build = await stage.nextBuild(before.last_build!.finished_at)
    expect(build).toMatchObject({ ok: true })

    const rule = titleRule((await stage.page('/')).text)
    expect(rule).toContain('color:#c0ffee')
    expect(rule).not.toMatch(/color:#fff\b/)
    expect(existsSync(marker)).toBe(false)
    expect(build).toMatchObject({ cache: 'clean', cache_reason: CLEAN_LINE })
    expect(publisherLog()).toContain(CLEAN_LINE)
  })

  it('builds on the kept cache when the code did not change', async () => {
    const before = await stage.status()
    const cleanLines = publisherLog().split(CLEAN_LINE).length
    const marker = markCache()

    expect(await stage.hook('sin cambios de código')).toBe(202)
    const build = await stage.nextBuild(before.last_build!.finished_at)
    expect(build).toMatchObject({ ok: true, cache: 'kept', cache_reason: null })

    // Gatsby's cache folder was not removed, and the new styles are still served.
    expect(existsSync(marker)).toBe(true)
    expect(publisherLog().split(CLEAN_LINE).length).toBe(cleanLines)
    expect(titleRule((await stage.page('/')).text)).toContain('color:#c0ffee')
  })
})
