/**
 * The production server of one built site (one process; server/cluster.ts runs several): the
 * files of public/, the Gatsby Functions under /api, and the headers of public/_headers on every
 * answer. Built on Fastify, whose body limits apply before anything is parsed.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Duplex } from 'node:stream'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import underPressure from '@fastify/under-pressure'
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { headersFor, type CompiledRule } from './headersFile.mjs'
import { readHeaderRules } from './headerRules'
import { socketAnswer } from './socketAnswer'
import { functionRoute, loadFunctions, type SiteFunction } from './functions'
import { createCompressor, encodingFor, isCompressible, MIN_COMPRESSED_BYTES } from './compression'
import { bodyLimitOf, carriesBody, LARGER_BODIES, LEAD_BYTES, paramsOf, READ_LIMIT } from './limits'
import {
  cacheControlOf,
  createResolver,
  readMatchPaths,
  REVALIDATE,
  textTypeOf,
} from './staticSite'
import { addressKey } from '../src/server/addressKey'
import type { LeadScreen } from '../src/server/leadScreen'
import { bodySlots, leadGate, type BodySlots } from './leadGate'
import { readLimitStore } from './readLimitStore'
import { visitorAddressResolver, type VisitorAddressOptions } from './visitorAddress'
import {
  observeRequests,
  pressureOptions,
  probeSettings,
  registerProbes,
  reportRefusal,
  type ProbeOptions,
} from './probes'
import { silentLogger } from './log'

export interface AppOptions extends VisitorAddressOptions {
  /** The built site: public/ and .cache/ (functions, match paths) under it. */
  root: string
  /** Shares the read limit across processes and machines; per process without it. */
  redis?: Redis | null
  /** Starts every key the server writes to Redis (REDIS_PREFIX). */
  redisPrefix?: string
  /** Calls to /api per address and window; READ_LIMIT by default. */
  readLimit?: { max: number; timeWindow: number }
  /**
   * The lead checks that need no body, run before the body is read (server/leadGate.ts); without
   * it the functions run them after (a test's fixture site).
   */
  leadScreen?: LeadScreen
  /** One JSON line per request and per event (server/log.ts); none when absent. */
  logger?: Logger
  /** /healthz, /readyz, pressure and /metrics (server/probes.ts); no /metrics without telemetry. */
  probes?: Partial<ProbeOptions>
}

/** What an error Fastify raises itself (body, type, parsing) says to the visitor. */
const ERROR_TEXTS: Record<number, string> = {
  400: 'La solicitud no es válida.',
  404: 'No encontramos lo que buscabas.',
  405: 'Método no permitido.',
  413: 'El envío supera el tamaño permitido.',
  408: 'La solicitud tardó demasiado en llegar. Probá de nuevo.',
  414: 'La dirección es demasiado larga.',
  415: 'Tipo de contenido no admitido: el sitio solo recibe JSON.',
  431: 'La solicitud trae encabezados demasiado grandes.',
  429: 'Hiciste demasiadas solicitudes seguidas. Esperá un momento y probá de nuevo.',
}

/**
 * A request Node's parser refuses before Fastify sees it (malformed framing, headers too large,
 * too slow): the same Spanish `{ error }` as every refusal, written on the socket, which closes.
 */
function refuseOnSocket(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400
  if (socket.writable)
    socket.write(socketAnswer(status, JSON.stringify({ error: ERROR_TEXTS[status] })))
  socket.destroy(error)
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')

/** The path asked, also of an absolute-form target (`GET http://host/api/x`, RFC 9112 §3.2.2). */
const pathnameOf = (request: FastifyRequest) =>
  (request.raw.url ?? '/').replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').split('?')[0] || '/'

/** The Spanish refusal of a body over its route's limit; the rest of it is never read. */
const refuseTooLarge = (reply: FastifyReply) =>
  reply
    .code(413)
    .header('connection', 'close')
    .header('cache-control', 'no-store')
    .send({ error: ERROR_TEXTS[413] })

/** A text file's name for its compressed copies: set where it is read, used where it is compressed. */
type CompressionKeys = WeakMap<FastifyRequest, string>

/** What the pages' handler serves from: the files of public/ and its 404 page. */
interface BuiltPages {
  publicDir: string
  resolve: ReturnType<typeof createResolver>
  notFoundPage: Buffer | null
}

/** What every function's route shares: its read limit, the visitor's address, the lead screen. */
interface FunctionRouteSettings {
  readLimit: { max: number; timeWindow: number }
  visitorAddress: ReturnType<typeof visitorAddressResolver>
  leadScreen: LeadScreen | null
  slots: BodySlots
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { root, logger: log = silentLogger() } = options
  const publicDir = path.join(root, 'public')
  const rules: CompiledRule[] = readHeaderRules(publicDir, (line) => log.warn(line))
  const notFoundFile = path.join(publicDir, '404.html')
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : null
  const resolve = createResolver(publicDir, readMatchPaths(root))
  const visitorAddress = visitorAddressResolver(options)
  const functions: SiteFunction[] = loadFunctions(root)

  const app = createFastify(log)
  const probes = probeSettings({ redis: options.redis ?? null, ...options.probes })
  await app.register(underPressure, pressureOptions(probes))
  registerProbes(app, probes)
  observeRequests(app, visitorAddress)
  await app.register(fastifyStatic, { root: publicDir, serve: false })
  await app.register(rateLimit, {
    global: false,
    // With Redis, counted there while it answers and in this process's memory when it does not.
    store: options.redis
      ? readLimitStore(
          { redis: options.redis, prefix: options.redisPrefix ?? 'sitio:' },
          'lecturas:',
        )
      : undefined,
    keyGenerator: (request) => addressKey(visitorAddress(request.raw)),
    onExceeded: (request) => reportRefusal(request, 'lecturas'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: ERROR_TEXTS[429],
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  })
  // The rules of public/_headers, on every answer.
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of headersFor(rules, pathnameOf(request))) reply.header(name, value)
    return payload
  })
  const compressionKeys: CompressionKeys = new WeakMap()
  addCompression(app, compressionKeys)
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, 'Error inesperado del servidor')
    if (status === 413) return refuseTooLarge(reply)
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ error: ERROR_TEXTS[status] ?? 'Ocurrió un error inesperado. Probá de nuevo.' })
  })
  registerFunctions(app, functions, {
    readLimit: options.readLimit ?? READ_LIMIT,
    visitorAddress,
    leadScreen: options.leadScreen ?? null,
    slots: bodySlots(),
  })
  registerPages(app, { publicDir, resolve, notFoundPage }, compressionKeys)
  return app
}

const HEADERS_TIMEOUT_MS = 30_000

/** An id a proxy in front sent (nginx's $request_id), when it is one; else a new one. */
const requestIdOf = (request: { headers: Record<string, unknown> }) => {
  const sent = request.headers['x-request-id']
  return typeof sent === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(sent) ? sent : randomUUID()
}

/** Fastify with the server's timeouts, and the Spanish refusal for what its parser refuses. */
function createFastify(logger: Logger): FastifyInstance {
  const app = Fastify({
    loggerInstance: logger,
    // One line per request, written when it is answered (probes.ts), not two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    // A body is refused before it is read when its route allows less (server/limits.ts).
    bodyLimit: 1,
    // Slow or idle clients do not hold a worker's sockets for minutes.
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    requestTimeout: 60_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // A malformed address (a broken escape) or a part too long for the router: the visitor's
    // Spanish refusal, where Fastify would answer in English and echo the address back.
    clientErrorHandler: refuseOnSocket,
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode === 414 ? 414 : 400
      void reply
        .code(status)
        .header('cache-control', 'no-store')
        .send({ error: ERROR_TEXTS[status] })
    },
  })
  // 30 s to send the headers, as docs/server.md says (Node's own is 60 s): a slow client does not
  // hold a connection of the worker's for a minute before it has asked anything.
  app.server.headersTimeout = HEADERS_TIMEOUT_MS
  // Leads are JSON; a form another site posts (urlencoded, multipart, text) is refused (415).
  app.removeContentTypeParser('text/plain')
  return app as unknown as FastifyInstance
}

/**
 * Every answer held in memory (pages and other text files, the functions' JSON, the server's
 * own refusals) goes compressed when the browser takes it; pictures and fonts go as they are.
 */
function addCompression(app: FastifyInstance, compressionKeys: CompressionKeys): void {
  const compressor = createCompressor()
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 304 || reply.hasHeader('content-encoding')) return payload
    const body =
      typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null
    if (!body || body.length < MIN_COMPRESSED_BYTES) return payload
    if (!isCompressible(String(reply.getHeader('content-type') ?? ''))) return payload
    const vary = String(reply.getHeader('vary') ?? '')
    if (!/accept-encoding/i.test(vary))
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    const encoding = encodingFor(request.headers['accept-encoding'])
    if (!encoding) return payload
    // A function's ETag is a digest of its body (src/server/gatsby.ts): the same bytes.
    const etag = reply.getHeader('etag')
    const key =
      compressionKeys.get(request) ?? (typeof etag === 'string' ? `etag:${etag}` : undefined)
    const encoded = await compressor.compress(body, encoding, key)
    reply.header('content-encoding', encoding).header('content-length', encoded.length)
    return encoded
  })
}

/** Each function at its own address, and again at each address of it with a larger body limit. */
function registerFunctions(
  app: FastifyInstance,
  functions: readonly SiteFunction[],
  settings: FunctionRouteSettings,
): void {
  for (const fn of functions) {
    registerFunction(app, fn, fn.url, settings)
    for (const address of Object.keys(LARGER_BODIES)) {
      const params = paramsOf(fn.url, address)
      if (params && address !== fn.url) registerFunction(app, fn, address, settings, params)
    }
  }
}

function registerFunction(
  app: FastifyInstance,
  fn: SiteFunction,
  url: string,
  { readLimit, visitorAddress, leadScreen, slots }: FunctionRouteSettings,
  params?: Record<string, string>,
): void {
  const limit = bodyLimitOf(url)
  const screen =
    limit > 0 && leadScreen
      ? leadGate(leadScreen, (request) => addressKey(visitorAddress(request.raw)), slots, {
          large: limit > LEAD_BYTES,
          params,
        })
      : undefined
  app.route({
    // Every method a client may send (CONNECT never reaches Fastify): the function answers 405.
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'],
    url,
    bodyLimit: Math.max(limit, 1),
    config: { rateLimit: readLimit },
    // A route that takes no body refuses one before anything of it is read, whatever the method.
    onRequest:
      limit === 0
        ? async (request, reply) => {
            if (carriesBody(request.headers)) return refuseTooLarge(reply)
          }
        : screen,
    handler: functionRoute(fn, (request) => visitorAddress(request.raw), params),
  })
}

/** Every other GET or HEAD is a page or a file; another method there is a 405. */
function registerPages(
  app: FastifyInstance,
  pages: BuiltPages,
  compressionKeys: CompressionKeys,
): void {
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendPageOrFile(pages, compressionKeys, request, reply)
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: sendPage })
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isApi(request.url)) {
      return reply.code(405).header('allow', 'GET, HEAD').send({ error: ERROR_TEXTS[405] })
    }
    return sendPage(request, reply)
  })
}

async function sendPageOrFile(
  { publicDir, resolve, notFoundPage }: BuiltPages,
  compressionKeys: CompressionKeys,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const pathname = pathnameOf(request)
  if (isApi(pathname)) {
    return reply.code(404).header('cache-control', 'no-store').send({ error: ERROR_TEXTS[404] })
  }
  const found = await resolve(pathname)
  if (found.kind === 'file') {
    reply.header('cache-control', cacheControlOf(found.file))
    const type = textTypeOf(found.file)
    if (!type)
      return reply.sendFile(found.file, { cacheControl: false, dotfiles: 'deny', index: false })
    // A text file is read whole, so that its compressed copies can be kept (compression.ts).
    const full = path.join(publicDir, found.file)
    const { size, mtime, mtimeMs } = await stat(full)
    const etag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`
    reply.header('etag', etag).header('last-modified', mtime.toUTCString())
    if (request.headers['if-none-match'] === etag) return reply.code(304).send()
    compressionKeys.set(request, `${found.file}:${etag}`)
    return reply.type(type).send(await readFile(full))
  }
  if (found.kind === 'refused') return reply.code(400).send({ error: ERROR_TEXTS[400] })
  reply.code(404).header('cache-control', REVALIDATE)
  if (!notFoundPage)
    return reply.type('text/plain; charset=utf-8').send('No encontramos esta página.')
  return reply.type('text/html; charset=utf-8').send(notFoundPage)
}
