/** @jest-environment node */
/**
 * The HTTP server itself: CORS, the submission log surviving a restart, photos, fault injection.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { TastypieList, TokkoPhoto, TokkoProperty } from '../../src/broker/wireTypes'
import { SUBMISSIONS_FILE } from '../core/submissions'
import { CLIENT, KEY, startHarness, tempDataDir, type ErrorBody, type Harness } from './harness'

type Properties = TastypieList<TokkoProperty>

describe('HTTP basics', () => {
  let api: Harness
  const lines: string[] = []
  beforeAll(async () => {
    api = await startHarness({ log: (line) => lines.push(line) })
  })
  afterAll(() => api.stop())

  it('answers CORS preflight with 204 and the headers a browser needs', async () => {
    const response = await fetch(`${api.url}/api/v1/tokko/properties/search`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:9000', 'Access-Control-Request-Headers': 'x-tokko-key' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/X-TOKKO-KEY/i)
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i)
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/)
    const normal = await api.proxy('/api/v1/tokko/properties/search?limit=1')
    expect(normal.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers 404 {"error"} for an unknown path and logs one line per request', async () => {
    const reply = await api.get<ErrorBody>('/no/existe')
    expect(reply.status).toBe(404)
    expect(typeof reply.body.error).toBe('string')
    expect(lines).toContainEqual(expect.stringMatching(/^GET \/no\/existe 404 \d+ms$/))
  })

  it('points photo addresses at its own origin', async () => {
    const [first] = (await api.proxy<Properties>('/api/v1/tokko/properties/search?limit=1')).body
      .objects!
    expect(first!.photos![0]!.image!.startsWith(`${api.url}/demo-media/`)).toBe(true)
  })
})

describe('photos and files', () => {
  let api: Harness
  let photo: TokkoPhoto
  beforeAll(async () => {
    api = await startHarness()
    const [first] = (await api.proxy<Properties>('/api/v1/tokko/properties/search?limit=1')).body
      .objects!
    photo = first!.photos![1]!
  })
  afterAll(() => api.stop())

  const fetchImage = async (url: string, headers: Record<string, string> = {}) => {
    const started = performance.now()
    const response = await fetch(url, { headers })
    const bytes = Buffer.from(await response.arrayBuffer())
    return { response, bytes, ms: performance.now() - started }
  }

  it('serves JPEGs in the CDN sizes with real dimensions and cache headers', async () => {
    const sizes = { thumb: [320, 213], image: [1024, 683], original: [1600, 1067] } as const
    const lengths: Record<string, number> = {}
    for (const [size, [width, height]] of Object.entries(sizes)) {
      const { response, bytes } = await fetchImage(photo[size as keyof typeof sizes]!)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
      const meta = await sharp(bytes).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height])
      lengths[size] = bytes.length
    }
    expect(lengths.thumb).toBeLessThan(lengths.original!)
  })

  it('answers a repeat request fast from the cache, and 304 to a matching ETag', async () => {
    const url = `${api.url}/demo-media/living/5555-3/original.jpg`
    const first = await fetchImage(url)
    const second = await fetchImage(url)
    expect(second.bytes.equals(first.bytes)).toBe(true)
    expect(second.ms).toBeLessThan(Math.max(50, first.ms))
    expect(second.ms).toBeLessThan(first.ms)
    const etag = first.response.headers.get('etag') ?? ''
    expect((await fetchImage(url, { 'If-None-Match': etag })).response.status).toBe(304)
    expect(existsSync(path.join(api.dataDir, 'media-cache'))).toBe(true)
  })

  it('draws different properties differently', async () => {
    const a = await fetchImage(`${api.url}/demo-media/facade/1001-0/thumb.jpg`)
    const b = await fetchImage(`${api.url}/demo-media/facade/1002-0/thumb.jpg`)
    expect(a.bytes.equals(b.bytes)).toBe(false)
  })

  it('answers 404 for unknown scenes, sizes and names', async () => {
    for (const bad of [
      'sotano/1-0/thumb.jpg',
      'facade/1-0/huge.jpg',
      'facade/x/thumb.jpg',
      'facade/1-0/thumb.png',
    ]) {
      expect((await fetch(`${api.url}/demo-media/${bad}`)).status).toBe(404)
    }
  })

  it('serves a map tile for any square of the world, and 404 outside it', async () => {
    const { response, bytes } = await fetchImage(`${api.url}/tiles/13/2766/4938.png`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const meta = await sharp(bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256])
    for (const bad of ['0/1/0.png', '2/3/4.png', '20/0/0.png', '1/0/0.jpg', '1/a/0.png']) {
      expect((await fetch(`${api.url}/tiles/${bad}`)).status).toBe(404)
    }
  })

  it('serves PDF attachments and agent pictures', async () => {
    const all = (await api.proxy<Properties>('/api/v1/tokko/properties/search?limit=0')).body
      .objects!
    const withFile = all.find((item) => (item.files?.length ?? 0) > 0)
    const pdf = await fetch(withFile!.files![0]!.file!)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const agent = await fetch(all.find((item) => item.producer)!.producer!.picture!)
    expect(agent.headers.get('content-type')).toBe('image/jpeg')
  })
})

describe('submissions', () => {
  it('keeps every accepted submission across a restart on the same data folder', async () => {
    const dataDir = tempDataDir()
    try {
      const first = await startHarness({ dataDir }, true)
      const lead = {
        name: 'Lucía Prueba',
        email: 'lucia@example.com',
        tags: ['Sitio Web'],
        properties: [7104136],
      }
      expect((await first.post(`/api/v1/webcontact/?key=${KEY}`, lead)).status).toBe(201)
      const subscription = { status: 'subscription', email: 'lucia@example.com' }
      expect(
        (await first.post(`/api/site/email/contact/?client=${CLIENT}`, subscription)).status,
      ).toBe(201)
      // Refused submissions are not kept.
      expect((await first.post(`/api/v1/webcontact/?key=${KEY}`, { name: '' })).status).toBe(400)
      await first.stop()

      const lines = readFileSync(path.join(dataDir, SUBMISSIONS_FILE), 'utf8').trim().split('\n')
      expect(lines).toHaveLength(2)

      const second = await startHarness({ dataDir }, true)
      const listed = await second.get('/__submissions')
      expect(listed.status).toBe(200)
      expect(listed.body).toEqual([
        { received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), kind: 'webcontact', body: lead },
        { received_at: expect.any(String), kind: 'email:subscription', body: subscription },
      ])
      await second.stop()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('submissions after a crash', () => {
  it('keeps a new submission readable when the last line was cut short', async () => {
    const dataDir = tempDataDir()
    try {
      writeFileSync(
        path.join(dataDir, SUBMISSIONS_FILE),
        '{"received_at":"2026-01-01T00:00:00Z","kind":"webc',
      )
      const api = await startHarness({ dataDir }, true)
      const lead = { name: 'Tras el corte', email: 'corte@example.com', tags: ['Sitio Web'] }
      expect((await api.post(`/api/v1/webcontact/?key=${KEY}`, lead)).status).toBe(201)
      expect((await api.get('/__submissions')).body).toEqual([
        { received_at: expect.any(String), kind: 'webcontact', body: lead },
      ])
      await api.stop()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('oversized bodies', () => {
  it('answers a CV far over 5 MB with 400 and the field message, not a dropped connection', async () => {
    const api = await startHarness()
    try {
      const cv = `data:application/pdf;base64,${Buffer.alloc(10 * 1024 * 1024, 1).toString('base64')}`
      const reply = await api.post<ErrorBody>(`/api/site/email/contact/?client=${CLIENT}`, {
        status: 'application',
        email: 'a@b.co',
        gender: '',
        date: '1990-01-01',
        location: 'Palermo',
        phone: '11 5555 0100',
        cv,
      })
      expect(reply.status).toBe(400)
      expect(reply.body.fields).toEqual({ cv: 'El CV no puede superar los 5 MB.' })
      expect((await api.get('/__submissions')).body).toEqual([])
    } finally {
      await api.stop()
    }
  })
})

describe('request log', () => {
  it('logs one line per request, including one the client abandoned', async () => {
    const lines: string[] = []
    const api = await startHarness({
      faults: 'slow:1',
      slowMs: 400,
      log: (line) => lines.push(line),
    })
    try {
      await api.get(`/api/site/configuracion/?client=${CLIENT}`).catch(() => undefined)
      const aborted = fetch(`${api.url}/api/site/novedades/?client=${CLIENT}`, {
        signal: AbortSignal.timeout(50),
      })
      await expect(aborted).rejects.toThrow()
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(lines).toEqual([
        expect.stringMatching(/^GET \/api\/site\/configuracion\/ 200 \d+ms$/),
        expect.stringMatching(/^GET \/api\/site\/novedades\/ abortado por el cliente \d+ms$/),
      ])
    } finally {
      await api.stop()
    }
  })
})

describe('fault injection', () => {
  it('refuses a bad key before injecting faults', async () => {
    const api = await startHarness({ faults: '500:1' })
    try {
      expect((await api.get('/api/v1/tokko/properties/search')).status).toBe(401)
      expect((await api.get('/api/site/configuracion/?client=99')).status).toBe(404)
    } finally {
      await api.stop()
    }
  })

  it('fails every API GET with 500:1, but not media, submissions or POSTs', async () => {
    const api = await startHarness({ faults: '500:1', faultsSeed: 7 })
    try {
      expect((await api.proxy('/api/v1/tokko/properties/search')).status).toBe(500)
      expect((await api.get(`/api/site/configuracion/?client=${CLIENT}`)).status).toBe(500)
      expect((await api.get(`/api/v1/property/get_search_summary/?key=${KEY}`)).status).toBe(500)
      expect((await api.get('/__submissions')).status).toBe(200)
      expect((await fetch(`${api.url}/demo-media/brand/1-0/thumb.jpg`)).status).toBe(200)
      expect(
        (
          await api.post(`/api/site/email/contact/?client=${CLIENT}`, {
            status: 'subscription',
            email: 'a@b.co',
          })
        ).status,
      ).toBe(201)
    } finally {
      await api.stop()
    }
  })

  it('answers 429 with Retry-After: 1', async () => {
    const api = await startHarness({ faults: '429:1' })
    try {
      const reply = await api.proxy('/api/v1/tokko/properties/search')
      expect(reply.status).toBe(429)
      expect(reply.headers.get('retry-after')).toBe('1')
    } finally {
      await api.stop()
    }
  })

  it('repeats the same faults for the same seed, and delays slow ones', async () => {
    const statuses = async (seed: number) => {
      const api = await startHarness({ faults: '500:0.3,429:0.2', faultsSeed: seed })
      const seen: number[] = []
      for (let i = 0; i < 20; i++)
        seen.push((await api.proxy('/api/v1/tokko/developments/search')).status)
      await api.stop()
      return seen
    }
    const first = await statuses(42)
    expect(await statuses(42)).toEqual(first)
    expect(new Set(first)).toEqual(new Set([200, 429, 500]))

    const slow = await startHarness({ faults: 'slow:1', slowMs: 300 })
    try {
      const started = performance.now()
      expect((await slow.proxy('/api/v1/tokko/developments/search')).status).toBe(200)
      expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    } finally {
      await slow.stop()
    }
  })
})

describe('outages set through /__admin/outage', () => {
  it('makes one service answer 503 to everything until it is back, the others unaffected', async () => {
    const api = await startHarness()
    try {
      const lead = { name: 'Ana', email: 'ana@example.com', tags: ['Sitio Web'] }
      expect((await api.post('/__admin/outage', { broker: true })).body).toEqual({
        proxy: false,
        broker: true,
        backend: false,
      })
      expect((await api.post(`/api/v1/webcontact/?key=${KEY}`, lead)).status).toBe(503)
      const subscription = { status: 'subscription', email: 'ana@example.com' }
      expect(
        (await api.post(`/api/site/email/contact/?client=${CLIENT}`, subscription)).status,
      ).toBe(201)
      expect((await api.get('/__submissions')).body).toHaveLength(1)
      await api.post('/__admin/outage', { broker: false })
      expect((await api.post(`/api/v1/webcontact/?key=${KEY}`, lead)).status).toBe(201)
      expect((await api.post('/__admin/outage', { tokko: true })).status).toBe(400)
      expect((await api.post('/__admin/outage', { backend: 'sí' })).status).toBe(400)
    } finally {
      await api.stop()
    }
  })
})
