/**
 * Starts a real emulator for contract tests (ephemeral port, temporary data folder) and wraps
 * fetch so each test reads as "call this endpoint, expect this answer".
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEFAULT_CLIENT_ID, DEMO_TOKKO_KEY } from '../../src/config'
import { startEmulator, type RunningEmulator, type StartOptions } from '../server'

export const KEY = DEMO_TOKKO_KEY
export const CLIENT = DEFAULT_CLIENT_ID

/**
 * One answer. `body` is what the wire carried, unchecked: a test names the shape it expects
 * (`api.proxy<TastypieList<TokkoProperty>>(…)`) and its assertions check it.
 */
export interface Reply<T = unknown> {
  status: number
  headers: Headers
  /** Parsed JSON, or the raw text when the body is not JSON ('' when empty). */
  body: T
  text: string
}

/**
 * The JSON body the services refuse or fail with: `{"error"}`, plus `fields` when a form body is
 * refused (email/contact). Tokko's 401 on a bad key has no body at all.
 */
export interface ErrorBody {
  error: string
  /** Form field name → its message. */
  fields?: Record<string, string>
}

export interface Harness {
  url: string
  dataDir: string
  running: RunningEmulator
  get<T = unknown>(pathAndQuery: string, headers?: Record<string, string>): Promise<Reply<T>>
  post<T = unknown>(pathAndQuery: string, body: unknown): Promise<Reply<T>>
  /** A proxy GET with the right X-TOKKO-KEY. */
  proxy<T = unknown>(pathAndQuery: string): Promise<Reply<T>>
  stop(): Promise<void>
}

/** The caller's `T` is taken on trust: the wire is not checked here, the test's assertions do. */
async function reply<T>(response: Response): Promise<Reply<T>> {
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as T, text }
}

/** A temporary folder for one test file's data. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'emulator-test-'))
}

/** Starts an emulator; `stop()` closes it and, unless `keepData`, removes its data folder. */
export async function startHarness(options: StartOptions = {}, keepData = false): Promise<Harness> {
  const dataDir = typeof options.dataDir === 'string' ? options.dataDir : tempDataDir()
  const running = await startEmulator({ port: 0, log: false, ...options, dataDir })
  const { url } = running
  const get = async <T>(pathAndQuery: string, headers: Record<string, string> = {}) =>
    reply<T>(await fetch(`${url}${pathAndQuery}`, { headers }))
  return {
    url,
    dataDir,
    running,
    get,
    post: async <T>(pathAndQuery: string, body: unknown) =>
      reply<T>(
        await fetch(`${url}${pathAndQuery}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    proxy: <T>(pathAndQuery: string) => get<T>(pathAndQuery, { 'X-TOKKO-KEY': KEY }),
    async stop() {
      await running.close()
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The query string for a broker summary call. */
export function summaryPath(data: object, extra = ''): string {
  return `/api/v1/property/get_search_summary/?key=${KEY}&lang=es_ar&format=json&data=${encodeURIComponent(JSON.stringify(data))}${extra}`
}
