/**
 * A stage for the publisher's integration test and the rebuild benchmark: a copy of the site (so
 * the checkout's public/ and .cache/ stay as they are), an emulator that can change, and
 * `npm run publish` running on that copy against it, each in a process group of its own.
 */
import { closeSync, cpSync, mkdirSync, openSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { startInGroup } from '../scripts/process-group.mjs'
import { freePort } from '../server/spawn'
import type { BuildRecord, PublisherStatus } from './publisherState'
import { sign } from './signature'

export const PROJECT_ROOT = path.resolve(__dirname, '..')

/** What a copy of the site leaves out: build output, state, and what is not the site. */
const NOT_COPIED = new Set([
  'node_modules',
  'public',
  '.cache',
  '.git',
  '.publish',
  '.build-state',
  'test-results',
  '.emulator-data',
])

/** The project without its build output, node_modules linked: a site to build elsewhere. */
export function copySite(dir: string): string {
  cpSync(PROJECT_ROOT, dir, {
    recursive: true,
    filter: (source) =>
      !NOT_COPIED.has(path.relative(PROJECT_ROOT, source).split(path.sep)[0] ?? ''),
  })
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules'))
  return dir
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * fetch, tried once more on a connection that failed: a caller that kept the event loop busy
 * (the benchmark reads thousands of files) may not yet know that the server closed an idle
 * kept-alive connection, and fetch then takes a dead socket ("fetch failed").
 */
async function request(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch {
    return fetch(url, init)
  }
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const found = await probe()
      if (found !== null) return found
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${what}: nada después de ${timeoutMs / 1000} s`)
    await sleep(250)
  }
}

/**
 * The emulator on a free port, in a process group of its own, with its data in `dataDir`;
 * resolves once it answers. `stop()` ends its group.
 */
export async function startEmulator({
  dataDir,
  env = {},
  stderr = 'inherit',
}: {
  dataDir: string
  env?: Record<string, string>
  stderr?: number | 'inherit' | 'ignore'
}) {
  const port = await freePort()
  const emulator = startInGroup(
    path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
    ['emulator/server.ts'],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PORT: String(port), EMULATOR_DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'ignore', stderr],
    },
  )
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitFor(
      'el emulador',
      async () => ((await fetch(`${origin}/__submissions`)).ok ? true : null),
      120_000,
    )
  } catch (error) {
    await emulator.stop()
    throw error
  }
  return { origin, stop: emulator.stop, exited: emulator.exited }
}

/** An admin call (POST /__admin/…) to the emulator at `origin`; throws when it is refused. */
export async function emulatorAdmin<T = unknown>(
  origin: string,
  route: string,
  body: unknown = {},
): Promise<T> {
  const answer = await request(`${origin}/__admin/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!answer.ok) throw new Error(`/__admin/${route}: ${answer.status} ${await answer.text()}`)
  return (await answer.json()) as T
}

export interface StageOptions {
  /** Where the copy, the logs and the releases go. */
  scratch: string
  /** Demo properties (default 60). */
  properties?: number
  secret?: string
  /** Extra environment for the emulator. */
  emulatorEnv?: Record<string, string>
}

export async function startStage(options: StageOptions) {
  const secret = options.secret ?? 'secreto-de-prueba'
  const site = copySite(path.join(options.scratch, 'site'))
  const publishDir = path.join(options.scratch, 'publish')
  const logs = path.join(options.scratch, 'logs')
  mkdirSync(logs, { recursive: true })
  const started: { stop(): Promise<unknown> }[] = []

  const emulatorLog = openSync(path.join(logs, 'emulator.log'), 'w')
  const logFiles = [emulatorLog]
  const stop = async () => {
    for (const process of started.reverse()) await process.stop()
    for (const file of logFiles) closeSync(file)
  }
  try {
    const emulator = await startEmulator({
      dataDir: path.join(options.scratch, 'emulator'),
      env: { DEMO_PROPERTIES: String(options.properties ?? 60), ...options.emulatorEnv },
      stderr: emulatorLog,
    })
    started.push(emulator)
    const emulatorOrigin = emulator.origin

    const port = await freePort()
    const logFile = openSync(path.join(logs, 'publisher.log'), 'w')
    logFiles.push(logFile)
    const setting = { site, port, publishDir, emulatorOrigin, secret, logFile }
    let publisher = startPublisher(setting)
    started.push({ stop: () => publisher.stop() })
    const origin = `http://127.0.0.1:${port}`

    return {
      site,
      publishDir,
      emulatorOrigin,
      origin,
      /** The running publisher's process group. */
      publisherPid: () => publisher.pgid!,
      /** What the publishers of this stage have logged, one after another. */
      publisherLog: path.join(logs, 'publisher.log'),
      ...publisherClient(origin, secret),

      /**
       * Kills the publisher's whole group at once, as the out-of-memory killer would: SIGKILL,
       * so none of its handlers runs. Resolves once the group is gone.
       */
      async killPublisher(): Promise<void> {
        process.kill(-publisher.pgid!, 'SIGKILL')
        await publisher.exited
      },

      /** `npm run publish` again on the same copy, port and releases. */
      restartPublisher(): void {
        publisher = startPublisher(setting)
      },

      /** An emulator admin call (POST /__admin/…); throws when it is refused. */
      admin<T = unknown>(route: string, body: unknown = {}): Promise<T> {
        return emulatorAdmin<T>(emulatorOrigin, route, body)
      },

      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Where and against what the stage's publisher runs. */
interface PublisherSetting {
  /** The copy of the site it builds. */
  site: string
  port: number
  publishDir: string
  emulatorOrigin: string
  secret: string
  /** The open file its output goes to. */
  logFile: number
}

/** `npm run publish` on the copy, against the emulator, with no polling (the tests send hooks). */
function startPublisher(setting: PublisherSetting) {
  return startInGroup(path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'), ['publisher/server.ts'], {
    cwd: setting.site,
    env: {
      ...process.env,
      GATSBY_API_PROXY: setting.emulatorOrigin,
      GATSBY_BROKER_API: setting.emulatorOrigin,
      GATSBY_BACKEND_API: setting.emulatorOrigin,
      PUBLISH_PORT: String(setting.port),
      PUBLISH_HOST: '127.0.0.1',
      PUBLISH_POLL_MINUTES: '0',
      PUBLISH_WEBHOOK_SECRET: setting.secret,
      PUBLISH_DIR: setting.publishDir,
    },
    stdio: ['ignore', setting.logFile, setting.logFile],
    // Time to stop a build and its servers before being killed (which would leave them).
    graceMs: 20_000,
  })
}

/** What a test asks the stage's publisher at `origin`, whose hooks are signed with `secret`. */
function publisherClient(origin: string, secret: string) {
  const status = async (): Promise<PublisherStatus> =>
    (await (await request(`${origin}/status`)).json()) as PublisherStatus

  return {
    status,

    /**
     * A POST /hooks/rebuild as senders make it: signed, with the time it is sent (`sent_at`,
     * epoch seconds) inside the signed body. Resolves to the answer's status code.
     */
    async hook(reason: string, signature?: string): Promise<number> {
      const body = JSON.stringify({ reason, sent_at: Math.floor(Date.now() / 1000) })
      const answer = await request(`${origin}/hooks/rebuild`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signature ?? sign(secret, body),
        },
        body,
      })
      await answer.text()
      return answer.status
    },

    /** The next build to finish after `after` (an ISO time; null: any), once nothing is pending. */
    async nextBuild(after: string | null, timeoutMs = 300_000): Promise<BuildRecord> {
      return waitFor(
        'el build',
        async () => {
          const now = await status()
          const last = now.last_build
          if (!last || (after !== null && last.finished_at <= after)) return null
          return now.building || now.pending ? null : last
        },
        timeoutMs,
      )
    },

    /** A page of the published site, as text (following redirects). */
    async page(sitePath: string): Promise<{ status: number; text: string }> {
      const answer = await request(`${origin}${sitePath}`)
      return { status: answer.status, text: await answer.text() }
    },
  }
}

export type Stage = Awaited<ReturnType<typeof startStage>>
