/**
 * `npm run develop` on a copy of the project, against an emulator of its own: Gatsby's
 * development server starts with no warning a developer would learn to ignore, serves the
 * stylesheet in the build's order (the design tokens first, the results map's styles left to its
 * chunk), and its pages render in Chromium without an error.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { plainText } from '../../publisher/causes'
import { copySite, startEmulator } from '../../publisher/stage'
import { startInGroup } from '../../scripts/process-group.mjs'
import { freePort } from '../../server/spawn'
import { launchBrowser } from '../e2e/support/browser'

const scratch = mkdtempSync(path.join(tmpdir(), 'develop-'))
const site = path.join(scratch, 'site')
let stopEmulator: () => Promise<unknown>
let develop: ReturnType<typeof startInGroup> | undefined
let origin: string
let output = ''
let browser: Browser | undefined

// Gatsby's output is coloured and redrawn in place; its lines are read as the publisher reads them.
const lines = () => output.split(/\r?\n/).map((line) => plainText(line, Infinity))
const plainOutput = () => lines().join('\n')

/** Resolves when Gatsby reports its first development bundle, rejects if it exits first. */
function firstBundle(child: NonNullable<typeof develop>, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`gatsby develop sin terminar:\n${plainOutput()}`)),
      timeoutMs,
    )
    const check = () => {
      if (/success Building development bundle/.test(plainOutput())) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.child.stdout?.on('data', check)
    child.child.stderr?.on('data', check)
    void child.exited.then((exit) => {
      clearTimeout(timer)
      reject(new Error(`gatsby develop terminó (${exit.code}):\n${plainOutput()}`))
    })
  })
}

beforeAll(async () => {
  copySite(site)
  const emulator = await startEmulator({ dataDir: path.join(scratch, 'emulator') })
  stopEmulator = emulator.stop
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  develop = startInGroup(
    path.join(site, 'node_modules/.bin/gatsby'),
    ['develop', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: site,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        GATSBY_API_PROXY: emulator.origin,
        GATSBY_BROKER_API: emulator.origin,
        GATSBY_BACKEND_API: emulator.origin,
        GATSBY_MAP_TILES: `${emulator.origin}/tiles/{z}/{x}/{y}.png`,
        GATSBY_MAP_ATTRIBUTION: 'Teselas de prueba del emulador',
        BUILD_STATE_DIR: path.join(scratch, 'build-state'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  develop.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  develop.child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await firstBundle(develop, 8 * 60_000)
}, 10 * 60_000)

afterAll(async () => {
  await browser?.close()
  await develop?.stop()
  await stopEmulator?.()
  rmSync(scratch, { recursive: true, force: true })
}, 60_000)

describe('npm run develop', () => {
  it('starts with no warning and no error in its output', () => {
    const noise = lines().filter((line) => /^\s*(warn|error|ERROR)\b|Conflicting order/.test(line))
    expect(noise).toEqual([])
    expect(lines().some((line) => line.includes('You can now view'))).toBe(true)
  })

  it('serves one stylesheet in the build’s order: the design tokens first, no map styles', async () => {
    const css = await (await fetch(`${origin}/commons.css`)).text()
    expect(css.trimStart()).toMatch(/^\/\* Design tokens[^]*?:root\s*\{/)
    expect(css).not.toContain('.leaflet-pane')
  })

  it.each(['/', '/venta/', '/favoritos/', '/contacto/'])(
    'renders %s in Chromium without an error',
    async (sitePath) => {
      browser ??= await launchBrowser()
      const page = await browser.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        // Chromium asks for /favicon.ico before the page's head names its icon (develop renders
        // the head in the browser); that one miss is Chromium's, not the site's.
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
          errors.push(message.text())
      })
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
      })
      await page.goto(`${origin}${sitePath}`, { waitUntil: 'networkidle', timeout: 120_000 })
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      expect(errors).toEqual([])
      await page.close()
    },
    180_000,
  )
})
