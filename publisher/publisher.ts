/**
 * The publisher's logic, free of HTTP and of process details (given as `deps`): checks for
 * changes on a timer, takes signed hooks, runs one build at a time with one pending, and
 * publishes a build only when it passed (exit 0, the shrink guard inside it, the smoke check);
 * a failed build publishes nothing and leaves the served release as it was.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import type { IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import { NO_CHANGES } from '../gatsby/sourcing/changes'
import {
  clearRecordedFailure,
  describeError,
  plainText,
  stepFailureCause,
  type FailureCause,
} from './causes'
import {
  CLEAN_BECAUSE_CHANGED,
  codeFingerprint,
  decideCache,
  type CacheDecision,
  KEPT_CACHE,
  markCacheCleared,
  readCodeRecord,
  writeCodeRecord,
} from './codeFingerprint'
import { createBuildQueue, type RequestOutcome } from './queue'
import {
  createRelease,
  currentRelease,
  htmlWrittenSince,
  listReleases,
  pruneReleases,
  readReleaseInfo,
  switchCurrent,
  type Release,
} from './releases'
import { bodyDigest, createReplayMemory, sentAtProblem } from './replays'
import { SIGNATURE_HEADER, verifySignature } from './signature'
import { smokeCheck } from './smoke'
import type { PublisherConfig } from './config'

export interface ScriptRun {
  code: number | null
  /** The signal that ended it, when one did. */
  signal: string | null
  /** The last lines it printed. */
  output: string[]
  seconds: number
  leftovers: number
}

export interface PublisherDeps {
  /** Runs `npm run <script>` in the site's checkout, in a process group of its own. */
  runScript(script: 'build' | 'changes'): Promise<ScriptRun>
  /** Starts serving `release` and stops serving the one before (resolves once it answers). */
  serveRelease(release: Release): Promise<void>
  /** Passes a verified hook on (to GitHub's repository_dispatch); optional. */
  forwardHook?(payload: Record<string, unknown>): Promise<{ ok: boolean; message: string }>
  log(line: string): void
  now?(): Date
}

export interface BuildRecord {
  started_at: string
  finished_at: string
  duration_seconds: number
  ok: boolean
  reasons: string[]
  /** HTML files the build wrote (rendered again); null when it failed before. */
  html_rewritten: number | null
  release: string | null
  /** Processes of the build still alive when it ended (then killed). */
  leftover_processes: number
  /** Whether it built on the kept .cache and public/ or removed them first; null: it got neither far. */
  cache: 'kept' | 'clean' | null
  /** Why it built clean (in Spanish, as logged); null when it kept the cache. */
  cache_reason: string | null
}

export interface PublisherStatus {
  current: { release: string; published_at: string; age_seconds: number } | null
  releases: string[]
  building: { since: string; reasons: string[] } | null
  pending: { since: string; reasons: string[] } | null
  last_build: BuildRecord | null
  /** Why the last build or check failed, in Spanish; never the step's raw output. */
  last_error: (FailureCause & { at: string }) | null
  last_check: { at: string; outcome: 'changes' | 'none' | 'error'; summary: string } | null
  next_check: string | null
  poll_minutes: number
}

export interface HookAnswer {
  status: number
  body: Record<string, unknown>
}

/** GitHub's id of a hook delivery; outside the signature. */
export const DELIVERY_HEADER = 'x-github-delivery'

// What a build promotes in .build-state (gatsby/postBuild.ts), put back when it is not published.
/** Why a build runs again at once: the one before met Gatsby's intermittent failure. */
export const RETRY_REASON = 'reintento: falla intermitente de Gatsby'

const STATE_FILES = ['fingerprint.json', 'last-build.json', 'published.json', 'withdrawn.json']

export function createPublisher(config: PublisherConfig, deps: PublisherDeps) {
  const now = deps.now ?? (() => new Date())
  const stateDir = path.join(config.root, '.build-state')
  let lastBuild: BuildRecord | null = null
  let lastError: PublisherStatus['last_error'] = null
  let lastCheck: PublisherStatus['last_check'] = null
  let nextCheck: Date | null = null
  let timer: NodeJS.Timeout | null = null
  let checking: Promise<void> | null = null
  let stopped = false
  const replays = createReplayMemory(config.publishDir, now, deps.log)

  /** Records the failure for /status and logs it, with the raw detail that stays out of /status. */
  const fail = (cause: FailureCause, detail?: string) => {
    lastError = { at: now().toISOString(), ...cause }
    deps.log(`Error: ${cause.message}`)
    if (detail) deps.log(detail)
  }

  /** The build state as it was, to put back when a build is not published. */
  function saveBuildState(): Map<string, string | null> {
    return new Map(
      STATE_FILES.map((name) => {
        const file = path.join(stateDir, name)
        return [name, existsSync(file) ? readFileSync(file, 'utf8') : null]
      }),
    )
  }

  function restoreBuildState(saved: Map<string, string | null>): void {
    for (const [name, content] of saved) {
      const file = path.join(stateDir, name)
      if (content === null) rmSync(file, { force: true })
      else writeFileSync(file, content)
    }
  }

  /**
   * Now by the file system's clock, which lags Date.now() by up to a tick, less a margin: files
   * written within one tick are not ordered by their times (a file stat'ed may get a finer time
   * than one written after it). A build's files come seconds after; the last build's, seconds
   * before.
   */
  function fileClock(): Date {
    const marker = path.join(config.publishDir, '.build-started')
    mkdirSync(config.publishDir, { recursive: true })
    writeFileSync(marker, '')
    return new Date(statSync(marker).mtimeMs - 50)
  }

  /**
   * Removes .cache/ and public/ when the code is not the one the last release was built from:
   * Gatsby would otherwise keep the old inlined CSS in every page whose data did not change. The
   * build state lives outside them (.build-state/), and the served release is a copy. The record
   * is marked first, so that after a clean build that fails the next build is clean too.
   */
  async function prepareCache(): Promise<{
    fingerprint: string | null
    cache: 'kept' | 'clean'
    reason: string | null
  }> {
    let fingerprint: string | null = null
    let decision: CacheDecision
    try {
      fingerprint = (await codeFingerprint(config.root)).hash
      decision = decideCache(fingerprint, readCodeRecord(stateDir))
    } catch (error) {
      decision = {
        clean: true,
        reason: `No se pudo calcular la huella del código (${describeError(error)}): construcción completa.`,
      }
    }
    if (!decision.clean) {
      deps.log(KEPT_CACHE)
      return { fingerprint, cache: 'kept', reason: null }
    }
    deps.log(decision.reason)
    markCacheCleared(stateDir)
    await Promise.all(
      ['.cache', 'public'].map((dir) =>
        rm(path.join(config.root, dir), { recursive: true, force: true }),
      ),
    )
    return { fingerprint, cache: 'clean', reason: decision.reason }
  }

  async function build(reasons: string[]): Promise<void> {
    const started = now()
    const saved = saveBuildState()
    deps.log(`Build: ${reasons.join('; ')}`)
    let cache: Awaited<ReturnType<typeof prepareCache>> | null = null
    const record = (ok: boolean, extra: Partial<BuildRecord> = {}, run?: ScriptRun) => {
      const finished = now()
      lastBuild = {
        started_at: started.toISOString(),
        finished_at: finished.toISOString(),
        duration_seconds: Math.round((finished.getTime() - started.getTime()) / 100) / 10,
        ok,
        reasons,
        html_rewritten: null,
        release: null,
        leftover_processes: run?.leftovers ?? 0,
        cache: cache?.cache ?? null,
        cache_reason: cache?.reason ?? null,
        ...extra,
      }
    }
    let run: ScriptRun | undefined
    try {
      cache = await prepareCache()
      const writtenSince = fileClock()
      clearRecordedFailure(stateDir, 'build')
      run = await deps.runScript('build')
      if (run.leftovers > 0)
        deps.log(`El build dejó ${run.leftovers} procesos vivos; se los terminó.`)
      if (run.code !== 0) {
        const cause = stepFailureCause('build', run, stateDir)
        clearRecordedFailure(stateDir, 'build')
        restoreBuildState(saved)
        record(false, {}, run)
        const ended = run.signal ? `señal ${run.signal}` : `código ${run.code ?? 'ninguno'}`
        if (cause.kind === 'gatsby-intermittent' && !reasons.includes(RETRY_REASON))
          request(RETRY_REASON)
        return fail(
          {
            ...cause,
            message: `El build falló (${ended}); se sigue sirviendo la versión anterior. ${cause.message}`,
          },
          `Salida del build (últimas líneas):\n${run.output.slice(-12).join('\n')}`,
        )
      }
      const publicDir = path.join(config.root, 'public')
      const rewritten = htmlWrittenSince(publicDir, writtenSince).length
      const problems = smokeCheck(publicDir)
      if (problems.length) {
        restoreBuildState(saved)
        record(false, { html_rewritten: rewritten }, run)
        return fail({
          kind: 'smoke-check',
          message: plainText(
            `El build no pasó la verificación; no se publicó: ${problems.join(' ')}`,
          ),
        })
      }
      const { release, count } = createRelease(
        config.publishDir,
        config.root,
        stateDir,
        {
          reasons,
          html_rewritten: rewritten,
          build_seconds: run.seconds,
          ...(cache.fingerprint && { code_fingerprint: cache.fingerprint }),
        },
        now(),
      )
      try {
        await deps.serveRelease(release)
      } catch (error) {
        rmSync(release.dir, { recursive: true, force: true })
        restoreBuildState(saved)
        record(false, { html_rewritten: rewritten }, run)
        return fail(
          {
            kind: 'serve',
            message: `La nueva versión no se pudo servir; sigue la anterior: ${describeError(error)}`,
          },
          `Detalle: ${(error as Error).message}`,
        )
      }
      switchCurrent(config.publishDir, release)
      record(true, { html_rewritten: rewritten, release: release.name }, run)
      // Only once published: a build that is not leaves the next one to decide as this one did.
      if (cache.fingerprint)
        try {
          writeCodeRecord(stateDir, {
            fingerprint: cache.fingerprint,
            release: release.name,
            recorded_at: now().toISOString(),
          })
        } catch (error) {
          deps.log(
            `No se pudo registrar el código publicado; el próximo build será completo: ${(error as Error).message}`,
          )
        }
      lastError = null
      deps.log(
        `Publicado ${release.name}: ${rewritten} páginas HTML reescritas, ${count.copied} archivos copiados y ${count.linked} enlazados, build ${cache.cache === 'clean' ? 'completo' : 'sobre la caché'} de ${run.seconds.toFixed(1)} s.`,
      )
      // After the release is served: the visitors see it without waiting for the cleanup.
      await pruneReleases(config.publishDir, config.keepReleases)
    } catch (error) {
      restoreBuildState(saved)
      record(false, {}, run)
      fail(
        { kind: 'publish', message: `No se pudo publicar: ${describeError(error)}` },
        `Detalle: ${(error as Error).message}`,
      )
    }
  }

  const queue = createBuildQueue(build, now)

  function request(reason: string): RequestOutcome {
    const outcome = queue.request(reason)
    if (outcome !== 'started')
      deps.log(
        `Build pedido (${reason}): ${outcome === 'queued' ? 'queda pendiente' : 'ya había uno pendiente'}.`,
      )
    return outcome
  }

  /** One run of `npm run changes`; a build is requested when it reports changes. */
  async function check(): Promise<void> {
    const state = queue.state()
    if (state.running || state.pending) return
    clearRecordedFailure(stateDir, 'changes')
    const run = await deps.runScript('changes')
    const at = now().toISOString()
    const none = run.code === 1 && run.output.some((line) => line.includes(NO_CHANGES))
    if (run.code === 0 || none) {
      // The script's own lines (what changed), without escape codes.
      const summary = run.output
        .map((line) => plainText(line, 300))
        .filter(Boolean)
        .slice(0, 6)
        .join('\n')
      lastCheck = { at, outcome: none ? 'none' : 'changes', summary }
      if (!none) request(`cambios: ${summary.split('\n').slice(0, 3).join(' · ')}`)
      return
    }
    const cause = stepFailureCause('changes', run, stateDir)
    clearRecordedFailure(stateDir, 'changes')
    lastCheck = { at, outcome: 'error', summary: cause.message }
    fail(
      { ...cause, message: `No se pudo comprobar si hubo cambios. ${cause.message}` },
      `Salida de la comprobación de cambios:\n${run.output.slice(-12).join('\n')}`,
    )
  }

  function schedule(): void {
    if (stopped || config.pollMinutes <= 0) return
    const delay = config.pollMinutes * 60_000
    nextCheck = new Date(now().getTime() + delay)
    timer = setTimeout(() => {
      timer = null
      void checkNow().finally(schedule)
    }, delay)
    timer.unref?.()
  }

  function checkNow(): Promise<void> {
    checking ??= check()
      .catch((error: unknown) =>
        fail(
          {
            kind: 'unknown',
            message: `No se pudo comprobar si hubo cambios: ${describeError(error)}`,
          },
          `Detalle: ${(error as Error).message}`,
        ),
      )
      .finally(() => (checking = null))
    return checking
  }

  return {
    /**
     * Serves the current release, then checks for changes; builds at once before any release,
     * or when the code is not the one the current release was built from (a deploy of new code
     * is published without waiting for a change of data).
     */
    async start(): Promise<void> {
      const current = currentRelease(config.publishDir)
      if (current) {
        try {
          await deps.serveRelease(current)
        } catch (error) {
          fail(
            {
              kind: 'serve',
              message: `No se pudo servir ${current.name}: ${describeError(error)}`,
            },
            `Detalle: ${(error as Error).message}`,
          )
        }
        const code = await codeFingerprint(config.root)
          .then(({ hash }) => decideCache(hash, readCodeRecord(stateDir)))
          .catch(() => null)
        if (code?.reason === CLEAN_BECAUSE_CHANGED) {
          request('código nuevo desde la última publicación')
          schedule()
        } else void checkNow().finally(schedule)
      } else {
        request('primera publicación')
        schedule()
      }
    },

    /**
     * A POST /hooks/rebuild: 202 at once when signed and new. 401 without a valid signature, or,
     * without X-GitHub-Delivery, without a fresh `sent_at` in the signed body; 409 for a delivery
     * id or a body accepted in the last 24 h (publisher/replays.ts). Nothing happens when refused.
     */
    hook(body: Buffer, headers: IncomingHttpHeaders): HookAnswer {
      const refuse = (status: number, error: string): HookAnswer => ({ status, body: { error } })
      if (!config.webhookSecret)
        return refuse(401, 'El publicador no tiene PUBLISH_WEBHOOK_SECRET: no acepta hooks.')
      if (!verifySignature(config.webhookSecret, body, headers[SIGNATURE_HEADER]))
        return refuse(401, 'Firma ausente o inválida (X-Hub-Signature-256).')
      const delivery = headers[DELIVERY_HEADER]
      if (Array.isArray(delivery) || (delivery !== undefined && !replays.isDeliveryId(delivery)))
        return refuse(
          400,
          'X-GitHub-Delivery no es válido: un identificador de hasta 200 caracteres.',
        )
      const digest = bodyDigest(body)
      if (replays.bodySeen(digest))
        return refuse(
          409,
          'Este aviso ya se recibió en las últimas 24 h (el mismo cuerpo firmado): no se repite. Cada aviso lleva su propio "sent_at".',
        )
      if (delivery !== undefined && replays.deliverySeen(delivery))
        return refuse(
          409,
          `El aviso ${delivery} (X-GitHub-Delivery) ya se recibió en las últimas 24 h: no se repite.`,
        )
      const stale = delivery === undefined ? sentAtProblem(body, now()) : null
      if (stale) return refuse(401, stale)
      replays.remember(digest, delivery ?? null)
      let reason = 'hook'
      try {
        const parsed = JSON.parse(body.toString('utf8')) as { reason?: unknown }
        if (typeof parsed.reason === 'string' && parsed.reason.trim())
          reason = `hook: ${plainText(parsed.reason, 200)}`
      } catch {
        // Any body may be signed; the reason is only for the log.
      }
      const outcome = request(reason)
      if (deps.forwardHook)
        void deps
          .forwardHook({ reason, received_at: now().toISOString() })
          .then((result) => deps.log(`Reenvío a GitHub: ${result.message}`))
          .catch((error: unknown) =>
            deps.log(`Reenvío a GitHub falló: ${(error as Error).message}`),
          )
      return { status: 202, body: { accepted: true, build: outcome } }
    },

    status(): PublisherStatus {
      const current = currentRelease(config.publishDir)
      const info = current && readReleaseInfo(current)
      const state = queue.state()
      return {
        current: current && {
          release: current.name,
          published_at: info?.created_at ?? current.createdAt.toISOString(),
          age_seconds: Math.round((now().getTime() - current.createdAt.getTime()) / 1000),
        },
        releases: listReleases(config.publishDir).map((release) => release.name),
        building: state.running && {
          since: state.running.since.toISOString(),
          reasons: state.running.reasons,
        },
        pending: state.pending && {
          since: state.pending.since.toISOString(),
          reasons: state.pending.reasons,
        },
        last_build: lastBuild,
        last_error: lastError,
        last_check: lastCheck,
        next_check: nextCheck && nextCheck.toISOString(),
        poll_minutes: config.pollMinutes,
      }
    },

    checkNow,
    request,
    /** Resolves once no build runs or waits. */
    idle: () => queue.idle(),

    async stop(): Promise<void> {
      stopped = true
      if (timer) clearTimeout(timer)
      await checking
    },
  }
}

export type Publisher = ReturnType<typeof createPublisher>
