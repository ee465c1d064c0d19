/**
 * `npm run emulator`: the emulator over real HTTP on 127.0.0.1, with CORS for the browser, one
 * log line per request and a clean stop on Ctrl-C. Tests start it in-process with startEmulator.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readEmulatorEnv } from './config'
import { createEmulator, type Emulator, type EmulatorOptions } from './core'
import { encodeBody, parseBody, type EmulatorResponse } from './core/responses'

export interface StartOptions extends EmulatorOptions {
  /** 0 picks a free port (tests). */
  port?: number
  host?: string
  /** Where request lines go; false for silence. */
  log?: ((line: string) => void) | false
}

export interface RunningEmulator {
  url: string
  port: number
  emulator: Emulator
  close(): Promise<void>
}

// A CV may be 5 MB, which is about 6.7 MB once base64-encoded inside JSON.
const MAX_BODY_BYTES = 12 * 1024 * 1024

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type, X-TOKKO-KEY',
  'access-control-expose-headers': 'Retry-After, ETag',
  'access-control-max-age': '600',
}

/** The request body as text, or null when it is over the limit (the rest is read and dropped). */
async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer)
  }
  // Draining, rather than hanging up, lets the client read the answer below.
  return size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')
}

/**
 * The answer to a body over the limit. Only a CV can make a lead that large, and the contract
 * answers an oversized CV with 400 and the field's message; other paths get a plain 413.
 */
function tooLarge(pathname: string): EmulatorResponse {
  const headers = { 'content-type': 'application/json' }
  if (pathname === '/api/site/email/contact/') {
    return {
      status: 400,
      headers,
      body: {
        error: 'Revisá los datos del formulario.',
        fields: { cv: 'El CV no puede superar los 5 MB.' },
      },
    }
  }
  return { status: 413, headers, body: { error: 'El envío supera los 12 MB permitidos.' } }
}

function headersOf(request: IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return headers
}

function send(response: ServerResponse, answer: EmulatorResponse, headOnly: boolean): void {
  const payload = encodeBody(answer)
  const headers: Record<string, string | number> = { ...CORS_HEADERS, ...answer.headers }
  if (payload !== null) headers['content-length'] = Buffer.byteLength(payload)
  response.writeHead(answer.status, headers)
  response.end(headOnly || payload === null ? undefined : payload)
}

/** Starts the emulator on `host:port` and resolves once it accepts requests. */
export async function startEmulator(options: StartOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log === false ? () => undefined : (options.log ?? console.log)
  let emulator: Emulator | undefined

  const server = createServer((request, response) => {
    const started = performance.now()
    const url = new URL(request.url ?? '/', 'http://emulator')
    // 'close' also fires when the client gives up first (a timeout meeting a slow fault).
    response.on('close', () => {
      const ms = (performance.now() - started).toFixed(0)
      const outcome = response.writableFinished
        ? String(response.statusCode)
        : 'abortado por el cliente'
      log(`${request.method} ${url.pathname} ${outcome} ${ms}ms`)
    })
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS)
      response.end()
      return
    }
    void (async () => {
      try {
        const text = await readBody(request)
        const answer =
          text === null
            ? tooLarge(url.pathname)
            : await (emulator as Emulator).handle({
                method: request.method ?? 'GET',
                path: url.pathname,
                query: url.searchParams,
                headers: headersOf(request),
                body: parseBody(text),
              })
        send(response, answer, request.method === 'HEAD')
      } catch (error) {
        console.error(error)
        if (response.headersSent) return response.destroy()
        send(
          response,
          {
            status: 500,
            headers: { 'content-type': 'application/json' },
            body: { error: 'Emulator error' },
          },
          false,
        )
      }
    })()
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const url = `http://${host}:${port}`
  // The data is built after listening so that port 0 still yields photo addresses that work.
  emulator = createEmulator({ ...options, publicUrl: options.publicUrl ?? url })

  return {
    url,
    port,
    emulator,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

async function main(): Promise<void> {
  let settings
  try {
    settings = readEmulatorEnv(process.env)
  } catch (error) {
    console.error(`Emulador: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  const started = performance.now()
  let running: RunningEmulator
  try {
    running = await startEmulator(settings)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Emulador: el puerto ${settings.port} ya está en uso. Elegí otro con PORT=<número>.`,
      )
      process.exit(1)
    }
    throw error
  }
  const { data } = running.emulator.context
  console.log(
    `Emulador escuchando en ${running.url} · ${data.properties.length} propiedades, ` +
      `${data.developments.length} emprendimientos (${(performance.now() - started).toFixed(0)} ms) · ` +
      `datos en ${settings.dataDir}`,
  )
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`Emulador: ${signal} recibido, cerrando…`)
    // Submissions are fsynced as they arrive, so closing the server is all that is left to do.
    running.close().then(
      () => {
        console.log('Emulador detenido.')
        process.exit(0)
      },
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

if (typeof require !== 'undefined' && require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
