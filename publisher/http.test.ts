/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import path from 'node:path'
import { isLoopbackAddress, publisherHandler } from './http'
import { createPublisher, type Publisher } from './publisher'

const SECRET = 'secreto'
const TOKEN = 't'.repeat(40)

let root: string
let publisher: Publisher
const servers: Server[] = []

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'publisher-http-'))
  mkdirSync(path.join(root, 'node_modules'))
  writeFileSync(path.join(root, 'package.json'), '{}')
  publisher = createPublisher(
    {
      root,
      publishDir: path.join(root, '.publish'),
      host: '127.0.0.1',
      port: 0,
      pollMinutes: 0,
      webhookSecret: SECRET,
      statusToken: TOKEN,
      keepReleases: 5,
    },
    {
      runScript: () => new Promise(() => undefined),
      serveRelease: async () => undefined,
      log: () => undefined,
    },
  )
})
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  rmSync(root, { recursive: true, force: true })
})

/** The publisher's server on port 0 of `host`; resolves to its port. */
async function listen(
  handler: RequestListener = publisherHandler(
    publisher,
    { handle: (_request, response) => void response.end('sitio') },
    { statusToken: TOKEN },
  ),
  { host = '127.0.0.1' }: { host?: string } = {},
): Promise<number> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return (server.address() as AddressInfo).port
}

describe('GET /status', () => {
  const status = (port: number, headers: Record<string, string> = {}, host = '127.0.0.1') =>
    fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/status`, { headers })

  it('answers this machine itself', async () => {
    const port = await listen()
    const answer = await status(port)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ current: null, building: null, poll_minutes: 0 })
  })

  it('refuses a request forwarded by a proxy on this machine, unless it carries the token', async () => {
    const port = await listen()
    for (const header of [
      { 'x-forwarded-for': '203.0.113.9' } as Record<string, string>,
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { 'x-forwarded-host': 'sitio.test' },
      { via: '1.1 nginx' },
      { 'cf-connecting-ip': '203.0.113.9' },
    ]) {
      const refused = await status(port, header)
      expect([header, refused.status]).toEqual([header, 403])
      expect(await refused.json()).toEqual({
        error:
          'El estado del publicador se ve solo desde esta misma máquina (sin un proxy de por medio) o con el encabezado Authorization: Bearer <PUBLISH_STATUS_TOKEN>.',
      })
    }
    const withToken = await status(port, {
      'x-forwarded-for': '203.0.113.9',
      authorization: `Bearer ${TOKEN}`,
    })
    expect(withToken.status).toBe(200)
    expect(await withToken.json()).toHaveProperty('releases', [])
  })

  it('refuses a wrong, partial or missing token', async () => {
    const port = await listen()
    const forwarded = { 'x-forwarded-for': '203.0.113.9' }
    for (const authorization of [
      `Bearer ${TOKEN.slice(1)}x`,
      `Bearer ${TOKEN.slice(0, 10)}`,
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
      'Bearer ',
    ])
      expect((await status(port, { ...forwarded, authorization })).status).toBe(403)
  })

  it('refuses everyone else when no token is configured', async () => {
    const port = await listen(
      publisherHandler(publisher, { handle: (_request, response) => void response.end() }),
    )
    expect((await status(port)).status).toBe(200)
    for (const authorization of ['Bearer ', 'Bearer  ', `Bearer ${TOKEN}`])
      expect((await status(port, { 'x-forwarded-for': '203.0.113.9', authorization })).status).toBe(
        403,
      )
  })

  const outward = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address
  // A machine without a network address of its own cannot reach itself but over loopback.
  const itOutward = outward ? it : it.skip

  itOutward('refuses a client on another address without the token', async () => {
    const port = await listen(undefined, { host: '0.0.0.0' })
    const refused = await status(port, {}, outward)
    expect(refused.status).toBe(403)
    expect(Object.keys(await refused.json())).toEqual(['error'])
    expect((await status(port, { authorization: `Bearer ${TOKEN}` }, outward)).status).toBe(200)
  })

  it('takes 127.0.0.0/8, ::1 and IPv4 loopback mapped into IPv6 as this machine', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect([address, isLoopbackAddress(address)]).toEqual([address, true])
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', 'fe80::1', '', undefined])
      expect([address, isLoopbackAddress(address)]).toEqual([address, false])
  })
})
