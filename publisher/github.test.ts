/**
 * @jest-environment node
 */
/**
 * publisher/github.ts against a real local HTTP server standing in for GitHub's API. It lives in
 * __tests__ so the repository's Jest roots pick it up whether or not they list publisher/.
 */
import http, { type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  DEFAULT_GITHUB_API_URL,
  forwardToGitHub,
  MAX_PAYLOAD_KEYS,
  readGitHubDispatchConfig,
  type GitHubDispatchConfig,
} from './github'

const TOKEN = 'github_pat_11ABCDEF0123456789_secretoDePrueba'

interface Received {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

/** A fake GitHub: records each request and answers with `respond`. */
async function fakeGitHub(respond: (response: ServerResponse, received: Received) => void) {
  const received: Received[] = []
  const server: Server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      received.push(entry)
      respond(response, entry)
    })
  })
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
  servers.push(server)
  return { url: `http://127.0.0.1:${port}`, received, server }
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections()
          server.close(() => resolve())
        }),
    ),
  )
})

const config = (apiUrl: string): GitHubDispatchConfig => ({
  repository: 'agencia/sitio-web',
  token: TOKEN,
  apiUrl,
})

describe('readGitHubDispatchConfig', () => {
  it('is null unless both GITHUB_REPOSITORY and GITHUB_TOKEN are set', () => {
    expect(readGitHubDispatchConfig({})).toBeNull()
    expect(readGitHubDispatchConfig({ GITHUB_REPOSITORY: 'agencia/sitio' })).toBeNull()
    expect(readGitHubDispatchConfig({ GITHUB_TOKEN: TOKEN })).toBeNull()
    expect(readGitHubDispatchConfig({ GITHUB_REPOSITORY: ' ', GITHUB_TOKEN: TOKEN })).toBeNull()
  })

  it('defaults to api.github.com; GITHUB_API_URL may point elsewhere, prefix kept', () => {
    expect(
      readGitHubDispatchConfig({ GITHUB_REPOSITORY: ' agencia/sitio.web ', GITHUB_TOKEN: TOKEN }),
    ).toEqual({ repository: 'agencia/sitio.web', token: TOKEN, apiUrl: DEFAULT_GITHUB_API_URL })
    expect(
      readGitHubDispatchConfig({
        GITHUB_REPOSITORY: 'agencia/sitio',
        GITHUB_TOKEN: TOKEN,
        GITHUB_API_URL: 'https://github.agencia.example/api/v3/',
      })?.apiUrl,
    ).toBe('https://github.agencia.example/api/v3')
  })

  it.each(['agencia', 'agencia/sitio/extra', 'https://github.com/agencia/sitio', '/sitio', 'a/..'])(
    'refuses GITHUB_REPOSITORY=%s, naming the variable and not the token',
    (repository) => {
      const read = () =>
        readGitHubDispatchConfig({ GITHUB_REPOSITORY: repository, GITHUB_TOKEN: TOKEN })
      expect(read).toThrow(/GITHUB_REPOSITORY debe tener la forma dueño\/repositorio/)
      expect(read).not.toThrow(TOKEN)
    },
  )

  it('refuses a token that cannot go into a header, and a bad GITHUB_API_URL', () => {
    const withToken = (token: string) => () =>
      readGitHubDispatchConfig({ GITHUB_REPOSITORY: 'agencia/sitio', GITHUB_TOKEN: token })
    expect(withToken('abc def')).toThrow(/GITHUB_TOKEN/)
    expect(withToken('abc def')).not.toThrow(/abc/)
    for (const url of ['api.github.com', 'ftp://github.example', 'https://x:y@github.example'])
      expect(() =>
        readGitHubDispatchConfig({
          GITHUB_REPOSITORY: 'agencia/sitio',
          GITHUB_TOKEN: TOKEN,
          GITHUB_API_URL: url,
        }),
      ).toThrow(/GITHUB_API_URL/)
  })
})

describe('forwardToGitHub', () => {
  it('POSTs the dispatch GitHub expects and takes 204 as success', async () => {
    const github = await fakeGitHub((response) => response.writeHead(204).end())
    const payload = { reason: 'hook: nueva propiedad', received_at: '2026-11-24T14:00:00.000Z' }
    const result = await forwardToGitHub(config(github.url), payload)

    expect(result).toEqual({ ok: true, status: 204, message: expect.any(String) })
    expect(result.message).toContain('agencia/sitio-web')
    expect(result.message).not.toContain(TOKEN)
    expect(github.received).toHaveLength(1)
    const [request] = github.received
    expect(request!.method).toBe('POST')
    expect(request!.url).toBe('/repos/agencia/sitio-web/dispatches')
    expect(request!.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'content-type': 'application/json',
    })
    expect(request!.headers['user-agent']).toMatch(/\S/)
    expect(JSON.parse(request!.body)).toEqual({
      event_type: 'broker-change',
      client_payload: payload,
    })
  })

  it('keeps an API path prefix (GitHub Enterprise Server)', async () => {
    const github = await fakeGitHub((response) => response.writeHead(204).end())
    await forwardToGitHub(config(`${github.url}/api/v3`), {})
    expect(github.received[0]!.url).toBe('/api/v3/repos/agencia/sitio-web/dispatches')
  })

  it(`sends at most ${MAX_PAYLOAD_KEYS} top-level keys, and says it dropped the rest`, async () => {
    const github = await fakeGitHub((response) => response.writeHead(204).end())
    const payload = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, i]))
    const result = await forwardToGitHub(config(github.url), payload)
    const sent = JSON.parse(github.received[0]!.body) as { client_payload: object }
    expect(Object.keys(sent.client_payload)).toEqual(Object.keys(payload).slice(0, 10))
    expect(result.ok).toBe(true)
    expect(result.message).toMatch(/se omitieron 2 claves/)
  })

  it.each([
    [401, 'Bad credentials', /token no es válido/],
    [404, 'Not Found', /no existe o el token no tiene acceso/],
    [422, 'Invalid request.', /rechazó el contenido/],
  ])('answers ok false on %i, with the status and why', async (status, text, hint) => {
    // A server that repeats the token back: the message must still hide it.
    const github = await fakeGitHub((response, request) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          message: `${text} (${request.headers.authorization?.replace(/^Bearer /, '')})`,
        }),
      ),
    )
    const result = await forwardToGitHub(config(github.url), { reason: 'hook' })
    expect(result.ok).toBe(false)
    expect(result.status).toBe(status)
    expect(result.message).toContain(String(status))
    expect(result.message).toContain(text)
    expect(result.message).toMatch(hint)
    expect(result.message).not.toContain(TOKEN)
    expect(result.message).not.toMatch(/secretoDePrueba/)
  })

  it('answers ok false, status null, when nothing listens', async () => {
    const github = await fakeGitHub(() => undefined)
    await new Promise<void>((resolve) => github.server.close(() => resolve()))
    const result = await forwardToGitHub(config(github.url), {})
    expect(result).toEqual({ ok: false, status: null, message: expect.any(String) })
    expect(result.message).toMatch(/no se pudo contactar a GitHub/)
    expect(result.message).toMatch(/ECONNREFUSED/)
    expect(result.message).not.toContain(TOKEN)
  })

  it('gives up after timeoutMs when GitHub does not answer', async () => {
    const github = await fakeGitHub(() => undefined) // never responds
    const started = Date.now()
    const result = await forwardToGitHub(config(github.url), {}, { timeoutMs: 200 })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(result).toEqual({ ok: false, status: null, message: expect.any(String) })
    expect(result.message).toMatch(/no respondió en 200 ms/)
  })

  it('never throws, and hides the token even in an error that quotes it', async () => {
    const throwing: typeof fetch = async (_, init) => {
      const headers = init?.headers as Record<string, string>
      throw new TypeError(`Headers.append: "${headers.Authorization}" is an invalid header value.`)
    }
    const result = await forwardToGitHub(config('https://api.github.com'), {}, { fetch: throwing })
    expect(result.ok).toBe(false)
    expect(result.status).toBeNull()
    expect(result.message).toMatch(/invalid header value/)
    expect(result.message).not.toContain(TOKEN)
  })
})
