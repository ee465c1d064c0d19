/**
 * @jest-environment node
 *
 * The server bundle (`npm run bundle`) as a machine runs it: `node server.cjs` in a folder that
 * holds nothing else of the project.
 */
import { existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { writeFixtureSite } from '../__tests__/support/fixtureSite'
import { bundleProblem, writeBundle } from './bundle'
import { startServer, stopGroup } from './spawn'

jest.setTimeout(60_000)

let scratch: string
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'paquete-servidor-'))
  writeFixtureSite(path.join(scratch, 'site'))
})
afterEach(() => rmSync(scratch, { recursive: true, force: true }))

describe('npm run bundle', () => {
  it('serves the site and its functions with Node alone, from the bundle’s folder', async () => {
    const out = path.join(scratch, 'paquete')
    await writeBundle(path.join(scratch, 'site'), out)
    // Nothing of the site's build is read from where it was built.
    rmSync(path.join(scratch, 'site'), { recursive: true })
    expect(existsSync(path.join(out, 'node_modules'))).toBe(false)
    const server = await startServer({
      siteRoot: out,
      program: [process.execPath, path.join(out, 'server.cjs')],
      childOutput: 'ignore',
      env: { ...process.env, WEB_CONCURRENCY: '1', NODE_PATH: '' },
    })
    try {
      const page = await fetch(`${server.url}/`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<title>Inicio</title>')
      const answer = await fetch(`${server.url}/api/hello?x=1`)
      expect(await answer.json()).toMatchObject({ calls: 1, query: { x: '1' } })
      const lead = await fetch(`${server.url}/api/leads/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ a: 1 }),
      })
      // The bundle's server screens a lead before its body, as server/cli.ts does.
      expect(await lead.json()).toEqual({ kind: 'contact', bytes: 7, screened: true })
      expect((await fetch(`${server.url}/no-existe`)).status).toBe(404)
    } finally {
      await stopGroup(server.endGroup, server.exited)
    }
  })

  it('refuses a folder without a build, a build for Netlify, or one that lost a function', () => {
    const site = path.join(scratch, 'site')
    expect(bundleProblem(site)).toBeNull()
    unlinkSync(path.join(site, '.cache/functions/hello.js'))
    expect(bundleProblem(site)).toMatch(/faltan funciones compiladas: hello\.js/)
    writeFileSync(path.join(site, '.cache/netlify-moves.json'), '[]')
    expect(bundleProblem(site)).toMatch(/para Netlify/)
    expect(bundleProblem(path.join(scratch, 'vacía'))).toMatch(/npm run build/)
  })
})
