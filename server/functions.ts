/**
 * The site's Gatsby Functions, loaded once per process from Gatsby's own manifest
 * (.cache/functions/manifest.json) and answered through Fastify: `gatsby serve` requires each
 * function again on every request, so nothing a function keeps in memory (its cache, its rate
 * limit) lived past one request.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** One entry of Gatsby's functions manifest (the fields this server reads). */
export interface FunctionManifestEntry {
  /** `properties/[id]`: the file's route under /api. */
  functionRoute: string
  /** `properties/:id`, for a route with named parts. */
  matchPath?: string
  /** Relative to .cache/functions: a release copied elsewhere still finds it. */
  relativeCompiledFilePath: string
}

export type FunctionHandler = (request: unknown, response: unknown) => unknown

export interface SiteFunction {
  /** The Fastify route: `/api/properties/:id`. */
  url: string
  functionRoute: string
  handler: FunctionHandler
}

export function functionsDir(root: string): string {
  return path.join(root, '.cache', 'functions')
}

/** Gatsby's match path (reach-router's `:name` and `*`) as a Fastify route, which reads the same. */
export function routeOf(entry: FunctionManifestEntry): string {
  return `/api/${entry.matchPath ?? entry.functionRoute}`
}

/**
 * Requires every function of the build in `root` once. A site built without functions has
 * none; a function that does not export one stops the server with a message naming it.
 */
export function loadFunctions(root: string): SiteFunction[] {
  const manifest = path.join(functionsDir(root), 'manifest.json')
  if (!existsSync(manifest)) return []
  const entries = JSON.parse(readFileSync(manifest, 'utf8')) as FunctionManifestEntry[]
  return entries.map((entry) => {
    const file = path.join(functionsDir(root), entry.relativeCompiledFilePath)
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- compiled CommonJS, known only at run time
    const compiled = require(file) as { default?: unknown } | undefined
    const handler = compiled?.default ?? compiled
    if (typeof handler !== 'function')
      throw new Error(`La función /api/${entry.functionRoute} (${file}) no exporta una función.`)
    return {
      url: routeOf(entry),
      functionRoute: entry.functionRoute,
      handler: handler as FunctionHandler,
    }
  })
}

/**
 * The request a Gatsby Function expects: Node's IncomingMessage with `query`, `params`, `body`
 * and `cookies` (GatsbyFunctionRequest). `visitorAddress` is the address this server resolved
 * (TRUST_PROXY), which src/server/gatsby.ts prefers to the socket's.
 */
function gatsbyRequest(
  request: FastifyRequest,
  visitorAddress: string,
  params: Record<string, string> | undefined,
) {
  return Object.assign(request.raw, {
    query: request.query ?? {},
    params: params ?? request.params ?? {},
    body: request.body,
    cookies: parseCookies(request.headers.cookie),
    originalUrl: request.raw.url,
    visitorAddress,
    requestId: request.id,
  })
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=')
    if (at <= 0) continue
    const name = part.slice(0, at).trim()
    const raw = part.slice(at + 1).trim()
    try {
      cookies[name] = decodeURIComponent(raw)
    } catch {
      cookies[name] = raw
    }
  }
  return cookies
}

/**
 * The response a Gatsby Function writes to (GatsbyFunctionResponse: `status`, `setHeader`,
 * `json`, `send`, `redirect`, `end`, `write`), kept in the Fastify reply, so that the site's
 * headers and compression apply to it as to every answer. Resolves once the function has ended it.
 */
function gatsbyResponse(reply: FastifyReply) {
  let finish: (payload: string | Buffer) => void = () => undefined
  const ended = new Promise<string | Buffer>((resolve) => (finish = resolve))
  const chunks: Buffer[] = []
  let done = false
  const end = (payload?: string | Buffer) => {
    if (done) return
    done = true
    // The usual answer, one buffer sent whole, goes on as it is: no copy.
    if (chunks.length === 0 && Buffer.isBuffer(payload)) return finish(payload)
    if (payload !== undefined) chunks.push(Buffer.from(payload))
    finish(Buffer.concat(chunks))
  }
  const response = {
    get statusCode() {
      return reply.statusCode
    },
    set statusCode(code: number) {
      reply.code(code)
    },
    get headersSent() {
      return done
    },
    get writableEnded() {
      return done
    },
    status(code: number) {
      reply.code(code)
      return response
    },
    setHeader(name: string, value: string | number | readonly string[]) {
      reply.header(name, value)
      return response
    },
    getHeader: (name: string) => reply.getHeader(name),
    removeHeader: (name: string) => void reply.removeHeader(name),
    json(body: unknown) {
      reply.type('application/json; charset=utf-8')
      end(JSON.stringify(body))
    },
    send(body: unknown) {
      if (Buffer.isBuffer(body) || typeof body === 'string') return end(body)
      if (body === undefined || body === null) return end('')
      response.json(body)
    },
    redirect(statusOrUrl: number | string, url?: string) {
      reply.code(typeof statusOrUrl === 'number' ? statusOrUrl : 302)
      reply.header('location', typeof statusOrUrl === 'string' ? statusOrUrl : (url ?? '/'))
      end('')
    },
    sendStatus(code: number) {
      reply.code(code)
      end('')
    },
    write(chunk: string | Buffer) {
      if (!done) chunks.push(Buffer.from(chunk))
      return true
    },
    end: (chunk?: string | Buffer) => end(chunk),
  }
  return { response, ended }
}

/**
 * A Fastify handler that runs one Gatsby Function with the request and response it expects;
 * `params` for a route of one address of the function (its named parts are fixed there).
 */
export function functionRoute(
  fn: SiteFunction,
  visitorAddressOf: (request: FastifyRequest) => string,
  params?: Record<string, string>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { response, ended } = gatsbyResponse(reply)
    const running = Promise.resolve().then(() =>
      fn.handler(gatsbyRequest(request, visitorAddressOf(request), params), response),
    )
    // A function that returns without ending its answer leaves the visitor waiting, as on any
    // host; one that throws gets the same 500 as an error inside it.
    const outcome = await Promise.race([
      ended.then((payload) => ({ payload })),
      running.then(
        () => ended.then((payload) => ({ payload })),
        (error: unknown) => ({ error }),
      ),
    ])
    if ('error' in outcome) {
      request.log.error({ err: outcome.error, route: fn.url }, 'Error inesperado en una función')
      reply.code(500).header('cache-control', 'no-store')
      return { error: 'Ocurrió un error inesperado. Probá de nuevo.' }
    }
    return reply.send(outcome.payload)
  }
}
