/** @jest-environment node */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { makeTouch } from '../../__tests__/support/factories'
import type { ApiRequest } from './apiAnswers'
import { ConfigError } from '../config'
import { createServerContext, readServerEnv, type ServerContext } from './context'
import { createRateLimiter, WHATSAPP_RATE_RULES } from './rateLimit'
import { whatsappEndpoints } from './whatsappEndpoints'

const STAFF_TOKEN = 'clave-del-personal-de-prueba-1234'
const FROM_THE_SITE = {
  origin: 'http://localhost:9000',
  host: 'localhost:9000',
  'sec-fetch-site': 'same-origin',
}
const NOW = Date.parse('2026-12-03T17:05:00.000Z')

const attribution = {
  first: makeTouch({ source: 'google', medium: 'cpc', campaign: 'invierno' }),
  last: makeTouch({ source: 'google', medium: 'cpc', campaign: 'invierno' }),
}
const PRESS = {
  reference: '7K2Q',
  listing: { kind: 'property', id: 12 },
  page: '/propiedad/venta/palermo/12/',
  attribution,
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'whatsapp-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

function context(env: Record<string, string> = {}, overrides: Partial<ServerContext> = {}) {
  const made = createServerContext(
    readServerEnv({ DATA_DIR: dir, STAFF_TOKEN, LEAD_TOKEN_SECRET: 'secreto', ...env }),
  )
  return { ...made, now: () => NOW, ...overrides }
}

const post = (body: unknown, headers: Record<string, string> = FROM_THE_SITE): ApiRequest => ({
  method: 'POST',
  params: {},
  search: '',
  headers: { ...headers, 'content-type': 'application/json' },
  body,
  remoteAddress: '198.51.100.7',
})

const lookup = (search: string, authorization = `Bearer ${STAFF_TOKEN}`): ApiRequest => ({
  method: 'GET',
  params: {},
  search,
  headers: { authorization },
  body: undefined,
  remoteAddress: '198.51.100.8',
})

describe('POST /api/whatsapp', () => {
  it('keeps a press from the site and answers 204, without the visitor’s address', async () => {
    const { whatsapp } = whatsappEndpoints(context())
    const answer = await whatsapp(post(PRESS))
    expect(answer).toEqual({ status: 204, headers: { 'Cache-Control': 'no-store' }, body: null })
    const found = await whatsapp(lookup('ref=7K2Q'))
    expect(found.status).toBe(200)
    const { records } = found.body as { records: Record<string, unknown>[] }
    expect(records).toEqual([
      {
        ...PRESS,
        at: '2026-12-03T17:05:00.000Z',
        line: expect.stringContaining('03/12/2026 14:05 · Propiedad 12'),
      },
    ])
    expect(JSON.stringify(records)).not.toContain('198.51.100')
  })

  it.each([
    ['another site', { origin: 'https://otro.example', 'sec-fetch-site': 'cross-site' }],
    ['no stated origin', {}],
  ])('refuses a press from %s, keeping nothing', async (_, headers) => {
    const answer = await whatsappEndpoints(context()).whatsapp(post(PRESS, headers))
    expect(answer.status).toBe(403)
    expect(answer.body).toMatchObject({ code: 'cross-site' })
    expect(await readdir(dir)).toEqual([])
  })

  it.each([
    ['a malformed reference', { reference: '7K0Q' }],
    ['a control character in the page', { page: '/propiedad/\u000712/' }],
    ['a listing id that is not a positive integer', { listing: { kind: 'property', id: -3 } }],
    ['a page off the site', { page: 'https://otro.example/' }],
  ])('refuses %s, keeping nothing', async (_, spoilt) => {
    const answer = await whatsappEndpoints(context()).whatsapp(post({ ...PRESS, ...spoilt }))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: 'shape' })
    expect(await readdir(dir)).toEqual([])
  })

  it('refuses a body over 4 KB', async () => {
    const answer = await whatsappEndpoints(context()).whatsapp(
      post({ ...PRESS, extra: 'x'.repeat(4096) }),
    )
    expect(answer.status).toBe(413)
    expect(await readdir(dir)).toEqual([])
  })

  it('limits the presses of one address, saying when to come back', async () => {
    const { whatsapp } = whatsappEndpoints(
      context({}, { pressLimiter: createRateLimiter(WHATSAPP_RATE_RULES) }),
    )
    for (let i = 0; i < WHATSAPP_RATE_RULES[0]!.max; i++)
      expect((await whatsapp(post(PRESS))).status).toBe(204)
    const refused = await whatsapp(post(PRESS))
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 'rate' })
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0)
  })

  it('answers 204 even when the press cannot be kept, and warns without personal data', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    // A folder inside a file: every write fails.
    await writeFile(path.join(dir, 'archivo'), '')
    const { whatsapp } = whatsappEndpoints(
      context({ DATA_DIR: path.join(dir, 'archivo', 'datos') }),
    )
    expect((await whatsapp(post(PRESS))).status).toBe(204)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/198\.51|7K2Q|palermo/)
    warn.mockRestore()
  })

  it('refuses other methods', async () => {
    const answer = await whatsappEndpoints(context()).whatsapp({ ...post(PRESS), method: 'PUT' })
    expect(answer.status).toBe(405)
    expect(answer.headers.Allow).toBe('GET, POST')
  })
})

describe('GET /api/whatsapp?ref=', () => {
  it('says it is not configured without STAFF_TOKEN', async () => {
    const answer = await whatsappEndpoints(context({ STAFF_TOKEN: '' })).whatsapp(
      lookup('ref=7K2Q'),
    )
    expect(answer.status).toBe(503)
    expect(answer.body).toMatchObject({ error: expect.stringMatching(/no está configurada/) })
  })

  it.each([
    ['no token', ''],
    ['a wrong token', 'Bearer otra-clave-que-no-es-la-del-personal'],
    ['the token without Bearer', STAFF_TOKEN],
    ['a token one character short', `Bearer ${STAFF_TOKEN.slice(0, -1)}`],
  ])('refuses %s with 401', async (_, authorization) => {
    const answer = await whatsappEndpoints(context()).whatsapp(lookup('ref=7K2Q', authorization))
    expect(answer.status).toBe(401)
    expect(answer.headers['WWW-Authenticate']).toBe('Bearer')
  })

  it.each(['ref=7K0Q', 'ref=', '', 'ref=7K2Q&ref=ABCD'])('refuses the query %j', async (query) => {
    const answer = await whatsappEndpoints(context()).whatsapp(lookup(query))
    expect(answer.status).toBe(400)
  })

  it('reads the reference however staff wrote it, and answers an unknown one with none', async () => {
    const { whatsapp } = whatsappEndpoints(context())
    await whatsapp(post(PRESS))
    expect((await whatsapp(lookup('ref=%207k2q'))).body).toMatchObject({ reference: '7K2Q' })
    expect((await whatsapp(lookup('ref=ABCD'))).body).toEqual({ reference: 'ABCD', records: [] })
  })

  it('stops an address that keeps trying tokens', async () => {
    const { whatsapp } = whatsappEndpoints(
      context({}, { staffLimiter: createRateLimiter([{ max: 2, windowMs: 60_000 }]) }),
    )
    await whatsapp(lookup('ref=7K2Q', 'Bearer una'))
    await whatsapp(lookup('ref=7K2Q', 'Bearer dos'))
    // Refused before the token is compared: the right one gets no answer either.
    expect((await whatsapp(lookup('ref=7K2Q'))).status).toBe(429)
  })
})

describe('STAFF_TOKEN', () => {
  it('is refused when too short to be secret', () => {
    expect(() => readServerEnv({ STAFF_TOKEN: 'corta' })).toThrow(ConfigError)
  })
})
