/**
 * The site built for Netlify (DEPLOY_TARGET=netlify: gatsby-adapter-netlify) on a copy of the
 * project, against an emulator of its own, and its output read as Netlify takes it: every
 * function wrapped and routed, each wrapped function answering the Lambda events Netlify sends,
 * header and redirect files within Netlify's and Cloudflare's limits, no secret in any file, and
 * a second build on the kept output (as Netlify's cache restores it).
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Move } from '../../gatsby/netlifyAdapter'
import { smokeCheck } from '../../publisher/smoke'
import { CONTACT_LEAD } from '../support/leads'
import { copySite, PROJECT_ROOT, startEmulator } from '../../publisher/stage'
import { runInGroup } from '../../scripts/process-group.mjs'
import { issueLeadToken } from '../../src/server/leadToken'

const scratch = mkdtempSync(path.join(tmpdir(), 'netlify-build-'))
const site = path.join(scratch, 'site')
// Server-only values no output may hold: the lead tokens' secret and the broker key.
const secret = `canario-${randomBytes(24).toString('base64url')}`
const tokkoKey = `clave-${randomBytes(24).toString('base64url')}`
let buildEnv: NodeJS.ProcessEnv
let stopEmulator: () => Promise<unknown>
let firstBuild: { code: number | null; seconds: number }

interface GatsbyFunction {
  functionId: string
  functionRoute: string
  matchPath?: string
  relativeCompiledFilePath: string
}
interface LambdaAnswer {
  statusCode: number
  multiValueHeaders: Record<string, string[]>
  body?: string
}
type LambdaHandler = (event: object, context: object) => Promise<LambdaAnswer>

const build = () =>
  runInGroup(path.join(PROJECT_ROOT, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: site,
    env: buildEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  }) as Promise<{ code: number | null; seconds: number }>

const read = (file: string) => readFileSync(path.join(site, file), 'utf8')
const manifest = () => JSON.parse(read('.cache/functions/manifest.json')) as GatsbyFunction[]

/** Every file under `dir`, from the copy's folder. */
function filesUnder(dir: string): string[] {
  const found: string[] = []
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(site, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name)
      if (entry.isDirectory()) walk(child)
      else found.push(child)
    }
  }
  walk(dir)
  return found
}

/** Netlify's function for an address, found through `_redirects` as Netlify finds it. */
function functionFor(address: string): LambdaHandler {
  const pattern = (from: string) =>
    new RegExp(`^${from.replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*')}$`)
  const line = read('public/_redirects')
    .split('\n')
    .map((text) => text.trim().split(/\s+/))
    .find(([from, to]) => to?.startsWith('/.netlify/functions/') && pattern(from!).test(address))
  if (!line) throw new Error(`Ninguna regla de _redirects lleva ${address} a una función`)
  const id = line[1]!.slice('/.netlify/functions/'.length)
  // Loaded as Netlify loads it: a CommonJS module exporting `handler`.
  const wrapper = path.join(site, '.netlify/functions-internal', id, `${id}.js`)
  return jest.requireActual<{ handler: LambdaHandler }>(wrapper).handler
}

/** A request as Netlify hands it to a function: an API Gateway-like event. */
async function invoke(
  method: string,
  address: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
) {
  const url = new URL(address, 'https://inmobiliaria.example')
  const allHeaders: Record<string, string> = {
    host: url.host,
    'x-nf-client-connection-ip': '198.51.100.20',
    ...(body !== undefined && { 'content-length': String(Buffer.byteLength(body)) }),
    ...headers,
  }
  const answer = await functionFor(url.pathname)(
    {
      path: url.pathname,
      rawUrl: url.href,
      httpMethod: method,
      headers: allHeaders,
      multiValueHeaders: Object.fromEntries(
        Object.entries(allHeaders).map(([name, value]) => [name, [value]]),
      ),
      queryStringParameters: Object.fromEntries(url.searchParams),
      multiValueQueryStringParameters: {},
      body,
      isBase64Encoded: false,
    },
    {},
  )
  const text = answer.body ? Buffer.from(answer.body, 'base64').toString('utf8') : ''
  const header = (name: string) => answer.multiValueHeaders[name.toLowerCase()]?.join(', ')
  return { status: answer.statusCode, header, json: () => JSON.parse(text) as never }
}

/** What a browser adds to a post from one of the site's own pages. */
const FROM_THE_SITE = { origin: 'https://inmobiliaria.example', 'sec-fetch-site': 'same-origin' }

const postJson = (address: string, payload: unknown, ip = '198.51.100.20') =>
  invoke('POST', address, {
    headers: {
      ...FROM_THE_SITE,
      'content-type': 'application/json',
      'x-nf-client-connection-ip': ip,
    },
    body: JSON.stringify(payload),
  })

beforeAll(async () => {
  copySite(site)
  const emulator = await startEmulator({
    dataDir: path.join(scratch, 'emulator'),
    env: { EMULATOR_TOKKO_KEY: tokkoKey },
  })
  stopEmulator = emulator.stop
  const origin = emulator.origin
  const services = {
    GATSBY_API_PROXY: origin,
    GATSBY_BROKER_API: origin,
    GATSBY_BACKEND_API: origin,
    LEAD_TOKEN_SECRET: secret,
    TOKKO_KEY: tokkoKey,
  }
  buildEnv = {
    ...process.env,
    ...services,
    DEPLOY_TARGET: 'netlify',
    CI: 'true',
    BUILD_STATE_DIR: path.join(scratch, 'build-state'),
  }
  // What Netlify gives the functions at run time: the same services and secrets.
  Object.assign(process.env, services)
  firstBuild = await build()
}, 10 * 60_000)

afterAll(async () => {
  await stopEmulator?.()
  rmSync(scratch, { recursive: true, force: true })
}, 60_000)

describe('a build for Netlify', () => {
  it('builds, and records the pages the adapter moved where it moved them', () => {
    expect(firstBuild.code).toBe(0)
    // The check the workflow runs before deploying reads Netlify's layout too.
    expect(smokeCheck(path.join(site, 'public'))).toEqual([])
    const moves = JSON.parse(read('.cache/netlify-moves.json')) as Move[]
    expect(moves.length).toBeGreaterThan(10)
    for (const move of moves) {
      expect(existsSync(path.join(site, move.to))).toBe(true)
      if (!move.shared)
        expect([move.from, existsSync(path.join(site, move.from))]).toEqual([move.from, false])
    }
  })

  it('wraps every function of Gatsby’s manifest for Netlify and routes its address to it', () => {
    const sources = filesUnder('src/api').filter((file) => /\.ts$/.test(file))
    expect(manifest()).toHaveLength(sources.length)
    const redirects = read('public/_redirects')
    for (const fn of manifest()) {
      const wrapper = path.join('.netlify/functions-internal', fn.functionId)
      expect(read(path.join(wrapper, `${fn.functionId}.js`))).toContain(fn.relativeCompiledFilePath)
      const settings = JSON.parse(read(path.join(wrapper, `${fn.functionId}.json`))) as {
        config: { includedFiles: string[] }
      }
      expect(settings.config.includedFiles).toContain(
        `.cache/functions/${fn.relativeCompiledFilePath}`.replace(/[[\]]/g, '*'),
      )
      const address = `/api/${fn.matchPath ?? fn.functionRoute}`
      expect(redirects).toContain(`${address}  /.netlify/functions/${fn.functionId}  200\n`)
    }
  })

  it('answers the catalogue’s reads as JSON, with their caching and ETag', async () => {
    const summary = await invoke('GET', '/api/summary')
    expect(summary.status).toBe(200)
    expect(summary.header('content-type')).toBe('application/json; charset=utf-8')
    expect(summary.header('etag')).toMatch(/^"[\w-]+"$/)
    const listing = await invoke('GET', '/api/properties?operacion=1')
    expect(listing.status).toBe(200)
    expect(listing.header('cache-control')).toMatch(/s-maxage=60/)
    const { items } = listing.json() as { items: { id: number }[] }
    expect(items.length).toBeGreaterThan(0)
    const one = await invoke('GET', `/api/properties/${items[0]!.id}`)
    expect(one.status).toBe(200)
    expect(one.json()).toMatchObject({ id: items[0]!.id })
    expect((await invoke('GET', '/api/properties/999999999')).status).toBe(404)
    for (const address of ['/api/developments', '/api/news'])
      expect((await invoke('GET', address)).status).toBe(200)
  })

  it('limits leads by the address Netlify vouches for, not one a visitor writes', async () => {
    const answers = []
    for (let i = 0; i < 7; i++)
      answers.push(
        await invoke('POST', '/api/leads/contact', {
          headers: {
            ...FROM_THE_SITE,
            'content-type': 'application/json',
            'x-nf-client-connection-ip': '198.51.100.30',
            'x-forwarded-for': `203.0.113.${i}`,
          },
          body: JSON.stringify({ lead: {} }),
        }),
      )
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 429])
    expect(answers[6]!.json()).toMatchObject({ error: expect.stringMatching(/demasiados envíos/) })
    expect((await postJson('/api/leads/contact', { lead: {} }, '198.51.100.31')).status).toBe(403)
  })

  it('refuses a form another site posts, and takes a lead the site’s form sends', async () => {
    const token = issueLeadToken(secret, 'contact', Date.now() - 60_000)
    const posted = await invoke('POST', '/api/leads/contact', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${token}&lead[name]=Ana`,
    })
    expect(posted.status).toBe(415)
    const scripted = await invoke('POST', '/api/leads/contact', {
      headers: {
        'content-type': 'application/json',
        origin: 'https://atacante.example',
        'sec-fetch-site': 'cross-site',
      },
      body: JSON.stringify({ token, lead: CONTACT_LEAD }),
    })
    expect(scripted.status).toBe(403)
    expect(scripted.json()).toMatchObject({ code: 'cross-site' })
    const sent = await postJson(
      '/api/leads/contact',
      { token, lead: CONTACT_LEAD },
      '198.51.100.40',
    )
    expect(sent.status).toBe(200)
  })

  it('takes a CV up to the 4 MB a Netlify function’s body allows, and says so', async () => {
    expect(read('public/sumate.html').replace(/<!-- -->/g, '')).toContain('hasta 4 MB')
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(4 * 1024 * 1024),
      Buffer.from('%%EOF\n'),
    ])
    const application = {
      kind: 'application',
      form: {
        email: 'ana@example.com',
        gender: '',
        date: '1990-05-04',
        location: 'Palermo',
        phone: '1155550000',
        position: '',
        cv: `data:application/pdf;base64,${pdf.toString('base64')}`,
      },
    }
    const token = issueLeadToken(secret, 'application', Date.now() - 60_000)
    const refused = await postJson(
      '/api/leads/application',
      { token, lead: application },
      '198.51.100.50',
    )
    expect(refused.status).toBe(400)
    expect(refused.json()).toMatchObject({
      fields: { cv: 'El CV no puede superar los 4 MB.' },
    })
  })

  it('rewrites each client-only address to a file that is there', () => {
    const rewrites = read('public/_redirects')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(
        ([from, to, status]) =>
          from?.startsWith('/') && status === '200' && !to!.startsWith('/.netlify/'),
      )
    expect(rewrites.map(([from]) => from)).toEqual(
      expect.arrayContaining(['/venta/*', '/page-data/venta/*', '/tokko/*', '/page-data/tokko/*']),
    )
    for (const [, to] of rewrites)
      expect([to, statSync(path.join(site, 'public', to!)).isFile()]).toEqual([to, true])
  })

  it('keeps _headers and _redirects within what Netlify and Cloudflare Pages take', () => {
    const headers = read('public/_headers')
    const rules = headers.split('\n').filter((line) => line.startsWith('/'))
    // Cloudflare Pages: 100 header rules, lines of 2,000 characters at most.
    expect(rules.length).toBeLessThan(100)
    for (const line of headers.split('\n')) expect(line.length).toBeLessThanOrEqual(2_000)
    expect(statSync(path.join(site, 'public/_headers')).size).toBeLessThan(64 * 1024)
    // Site-wide rules once; after them only hashed scripts and styles, each with one header.
    expect(rules.filter((rule) => rule === '/*')).toHaveLength(1)
    expect(rules.filter((rule) => rule === '/static/*')).toHaveLength(1)
    for (const rule of rules.filter((line) => line !== '/*' && line !== '/static/*'))
      expect(rule).toMatch(/^\/[\w.-]+[-.][0-9a-f]{12,}\.(?:js|css)$/)
    expect(headers.match(/referrer-policy/gi)).toHaveLength(1)
    // Cloudflare Pages: 2,000 static and 100 dynamic redirects.
    const redirects = read('public/_redirects')
      .split('\n')
      .filter((line) => line.startsWith('/'))
    expect(redirects.filter((line) => /[:*]/.test(line.split(/\s+/)[0]!)).length).toBeLessThan(100)
    expect(redirects.length).toBeLessThan(2_000)
  })

  it('writes no secret into any file it publishes or deploys', () => {
    const outputs = [
      ...filesUnder('public'),
      ...filesUnder('.netlify'),
      ...filesUnder('.cache/functions'),
    ]
    expect(outputs.length).toBeGreaterThan(100)
    const leaking = outputs.filter((file) => {
      const text = readFileSync(path.join(site, file), 'latin1')
      return text.includes(secret) || text.includes(tokkoKey)
    })
    expect(leaking).toEqual([])
  })

  it(
    'builds again on the output it left, as Netlify’s cache restores it',
    async () => {
      const again = await build()
      expect(again.code).toBe(0)
      expect(read('public/contacto.html')).toContain('</html>')
      expect(read('public/venta/[...].html')).toContain('</html>')
      expect((await invoke('GET', '/api/summary')).status).toBe(200)
    },
    10 * 60_000,
  )
})
