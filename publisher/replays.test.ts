/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PublisherConfig } from './config'
import { testConfig } from './testConfig'
import { createPublisher } from './publisher'
import { bodyDigest, createReplayMemory, REPLAYS_FILE } from './replays'
import { sign } from './signature'

const SECRET = 'secreto-de-los-hooks-de-prueba-32c'
const DAY_MS = 24 * 60 * 60_000

let root: string
let config: PublisherConfig
let clock: Date
const lines: string[] = []

/** A publisher on the injected clock whose builds never finish (a hook's answer is what counts). */
function publisher() {
  return createPublisher(config, {
    runScript: () => new Promise(() => undefined),
    serveRelease: async () => undefined,
    log: (line) => lines.push(line),
    now: () => clock,
  })
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/**
 * A body and its headers, signed. With a delivery id it is GitHub's push, whose signed body says
 * when the push was (`repository.pushed_at`, now unless given).
 */
function hook(fields: Record<string, unknown>, delivery?: string, event = 'push') {
  const github = delivery !== undefined
  const body = Buffer.from(
    JSON.stringify(github ? { repository: { pushed_at: seconds(clock) }, ...fields } : fields),
  )
  const headers: Record<string, string> = { 'x-hub-signature-256': sign(SECRET, body) }
  if (github) Object.assign(headers, { 'x-github-delivery': delivery, 'x-github-event': event })
  return [body, headers] as const
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'replays-'))
  mkdirSync(path.join(root, 'node_modules'))
  writeFileSync(path.join(root, 'package.json'), '{}')
  clock = new Date('2026-11-27T12:00:00Z')
  lines.length = 0
  config = testConfig(root, SECRET)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('hooks with X-GitHub-Delivery', () => {
  it('refuses a delivery id accepted before, whatever the body', () => {
    const p = publisher()
    expect(p.hook(...hook({ action: 'push', n: 1 }, 'id-1')).status).toBe(202)
    const again = p.hook(...hook({ action: 'push', n: 2 }, 'id-1'))
    expect(again).toEqual({
      status: 409,
      body: {
        error: 'El aviso id-1 (X-GitHub-Delivery) ya se recibió en las últimas 24 h: no se repite.',
      },
    })
    expect(p.hook(...hook({ action: 'push', n: 2 }, 'id-2')).status).toBe(202)
  })

  it('refuses the same signed body under a new delivery id (the header is not signed)', () => {
    const p = publisher()
    const [body, headers] = hook({ action: 'push' }, 'id-1')
    expect(p.hook(body, headers).status).toBe(202)
    const replayed = p.hook(body, { ...headers, 'x-github-delivery': 'id-nuevo' })
    expect(replayed.status).toBe(409)
    expect(replayed.body.error).toMatch(/^Este aviso ya se recibió en las últimas 24 h/)
  })

  it('refuses a malformed delivery id', () => {
    const p = publisher()
    expect(p.hook(...hook({ n: 1 }, 'con espacios')).status).toBe(400)
    expect(p.hook(...hook({ n: 1 }, 'x'.repeat(201))).status).toBe(400)
    expect(p.hook(...hook({ n: 1 }, '')).status).toBe(400)
  })

  it('refuses a captured delivery once its 24 h are over, under a new id too', () => {
    const p = publisher()
    const [body, headers] = hook({ action: 'push' }, 'id-1')
    expect(p.hook(body, headers).status).toBe(202)
    clock = new Date(clock.getTime() + DAY_MS - 1_000)
    expect(p.hook(body, headers).status).toBe(409)
    clock = new Date(clock.getTime() + 2_000)
    // Its id and body are forgotten; its signed push time is not.
    for (const id of ['id-1', 'id-nuevo'])
      expect(p.hook(body, { ...headers, 'x-github-delivery': id })).toEqual({
        status: 401,
        body: { error: 'El aviso de GitHub es de hace 24 h: se toman los de las últimas 24 h.' },
      })
    expect(p.hook(...hook({ action: 'push' }, 'id-2')).status).toBe(202)
  })

  it('needs an event that publishes, and a signed time; answers a ping without publishing', () => {
    const p = publisher()
    expect(p.hook(...hook({}, 'id-1', 'ping'))).toEqual({ status: 200, body: { pong: true } })
    expect(p.hook(...hook({}, 'id-2', 'issues'))).toEqual({
      status: 400,
      body: { error: 'El evento "issues" no pide publicar: se toman push y repository_dispatch.' },
    })
    const [untimed, headers] = hook({}, 'id-3')
    const bare = Buffer.from('{"ref":"refs/heads/main"}')
    const signedBare = { ...headers, 'x-hub-signature-256': sign(SECRET, bare) }
    expect(p.hook(bare, signedBare).body.error).toMatch(/no dice en su cuerpo firmado cuándo/)
    expect(p.hook(untimed, headers).status).toBe(202)
    const dispatch = Buffer.from(JSON.stringify({ client_payload: { sent_at: seconds(clock) } }))
    expect(
      p.hook(dispatch, {
        'x-hub-signature-256': sign(SECRET, dispatch),
        'x-github-delivery': 'id-4',
        'x-github-event': 'repository_dispatch',
      }).status,
    ).toBe(202)
    expect(p.status().building?.reasons).toEqual(['hook'])
  })
})

describe('hooks without X-GitHub-Delivery', () => {
  it('need a sent_at inside the signed body, within 5 minutes of the clock either way', () => {
    const p = publisher()
    const at = (offsetSeconds: number) => seconds(clock) + offsetSeconds
    expect(p.hook(...hook({ reason: 'a', sent_at: at(-4 * 60) })).status).toBe(202)
    expect(p.hook(...hook({ reason: 'b', sent_at: at(4 * 60) })).status).toBe(202)

    const old = p.hook(...hook({ reason: 'c', sent_at: at(-6 * 60) }))
    expect(old).toEqual({
      status: 401,
      body: {
        error: expect.stringMatching(/^"sent_at" está 360 s en el pasado: se aceptan 5 minutos/),
      },
    })
    expect(p.hook(...hook({ reason: 'd', sent_at: at(6 * 60) })).body.error).toMatch(
      /^"sent_at" está 360 s en el futuro/,
    )
    expect(p.hook(...hook({ reason: 'e' })).body.error).toMatch(
      /^Sin X-GitHub-Delivery, el cuerpo firmado debe llevar "sent_at"/,
    )
    expect(p.hook(...hook({ reason: 'f', sent_at: clock.toISOString() })).body.error).toMatch(
      /^"sent_at" debe ser un número/,
    )
    expect(p.status().building?.reasons).toEqual(['hook: a'])
    expect(p.status().pending?.reasons).toEqual(['hook: b'])
  })

  it('refuse a timestamp that is not signed', () => {
    const p = publisher()
    // Added to a signed body afterwards: the signature no longer matches.
    const [body, headers] = hook({ reason: 'a' })
    const stamped = Buffer.from(
      JSON.stringify({ ...JSON.parse(body.toString()), sent_at: seconds(clock) }),
    )
    expect(p.hook(stamped, headers).status).toBe(401)
    // In a header: not part of what is signed, so not taken.
    expect(p.hook(body, { ...headers, 'x-sent-at': String(seconds(clock)) }).status).toBe(401)
  })

  it('refuse the same body twice', () => {
    const p = publisher()
    const [body, headers] = hook({ reason: 'a', sent_at: seconds(clock) })
    expect(p.hook(body, headers).status).toBe(202)
    expect(p.hook(body, headers).status).toBe(409)
  })
})

describe('what the publisher remembers', () => {
  it('outlives a restart', () => {
    const first = publisher()
    const [body, headers] = hook({ action: 'push' }, 'id-1')
    const [timed, timedHeaders] = hook({ reason: 'a', sent_at: seconds(clock) })
    expect(first.hook(body, headers).status).toBe(202)
    expect(first.hook(timed, timedHeaders).status).toBe(202)

    clock = new Date(clock.getTime() + 60_000)
    const second = publisher()
    expect(second.hook(...hook({ action: 'otra' }, 'id-1')).status).toBe(409)
    expect(second.hook(body, { ...headers, 'x-github-delivery': 'id-2' }).status).toBe(409)
    expect(second.hook(timed, timedHeaders).status).toBe(409)
    expect(second.status().building).toBeNull()
  })

  it('is pruned of what is older than 24 h on each write, and bounded', () => {
    const file = path.join(config.publishDir, REPLAYS_FILE)
    const memory = createReplayMemory(
      config.publishDir,
      () => clock,
      () => undefined,
      3,
    )
    const digest = (text: string) => bodyDigest(Buffer.from(text))
    memory.remember(digest('viejo'), 'viejo')
    clock = new Date(clock.getTime() + DAY_MS + 1)
    for (const name of ['a', 'b', 'c', 'd']) memory.remember(digest(name), name)
    const saved = JSON.parse(readFileSync(file, 'utf8')) as {
      deliveries: Record<string, number>
      bodies: Record<string, number>
    }
    expect(Object.keys(saved.deliveries)).toEqual(['b', 'c', 'd'])
    expect(Object.keys(saved.bodies)).toEqual(['b', 'c', 'd'].map(digest))
    expect(memory.deliverySeen('a')).toBe(false)
    expect(memory.deliverySeen('d')).toBe(true)
  })

  it('starts empty from an unreadable file, and says so', () => {
    mkdirSync(config.publishDir, { recursive: true })
    writeFileSync(path.join(config.publishDir, REPLAYS_FILE), '{roto')
    expect(publisher().hook(...hook({ action: 'push' }, 'id-1')).status).toBe(202)
    expect(lines[0]).toMatch(
      /^No se pudo leer hooks-received\.json; se empieza sin hooks recordados/,
    )
  })
})
