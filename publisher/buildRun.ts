/**
 * The build runner and the release step: one `npm run build` on the kept or cleaned cache, the
 * smoke check, then a release that is served before `current` points at it. A build that is not
 * published puts the build state back as it was, so the next change check still sees the changes.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import {
  clearRecordedFailure,
  describeError,
  plainText,
  stepFailureCause,
  type FailureCause,
} from './causes'
import {
  codeFingerprint,
  decideCache,
  type CacheDecision,
  KEPT_CACHE,
  markCacheCleared,
  readCodeRecord,
  writeCodeRecord,
} from './codeFingerprint'
import type { PublisherContext } from './publisherContext'
import {
  buildRecord,
  RETRY_REASON,
  shouldRetry,
  type BuildStart,
  type ScriptRun,
} from './publisherState'
import {
  BUILD_STATE_FILES,
  createRelease,
  htmlWrittenSince,
  pruneReleases,
  switchCurrent,
} from './releases'
import { smokeCheck } from './smoke'

type SavedState = Map<string, string | null>

/** The build state as it was, to put back when a build is not published. */
function saveBuildState(stateDir: string): SavedState {
  return new Map(
    BUILD_STATE_FILES.map((name) => {
      const file = path.join(stateDir, name)
      return [name, existsSync(file) ? readFileSync(file, 'utf8') : null]
    }),
  )
}

function restoreBuildState(stateDir: string, saved: SavedState): void {
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
function fileClock(publishDir: string): Date {
  const marker = path.join(publishDir, '.build-started')
  mkdirSync(publishDir, { recursive: true })
  writeFileSync(marker, '')
  return new Date(statSync(marker).mtimeMs - 50)
}

interface PreparedCache {
  fingerprint: string | null
  cache: 'kept' | 'clean'
  reason: string | null
}

/**
 * Removes .cache/ and public/ when the code is not the one the last release was built from:
 * Gatsby would otherwise keep the old inlined CSS in every page whose data did not change. The
 * build state lives outside them (.build-state/), and the served release is a copy. The record
 * is marked first, so that after a clean build that fails the next build is clean too.
 */
async function prepareCache(ctx: PublisherContext): Promise<PreparedCache> {
  let fingerprint: string | null = null
  let decision: CacheDecision
  try {
    fingerprint = (await codeFingerprint(ctx.config.root)).hash
    decision = decideCache(fingerprint, readCodeRecord(ctx.stateDir))
  } catch (error) {
    decision = {
      clean: true,
      reason: `No se pudo calcular la huella del código (${describeError(error)}): construcción completa.`,
    }
  }
  if (!decision.clean) {
    ctx.deps.log(KEPT_CACHE)
    return { fingerprint, cache: 'kept', reason: null }
  }
  ctx.deps.log(decision.reason)
  markCacheCleared(ctx.stateDir)
  await Promise.all(
    ['.cache', 'public'].map((dir) =>
      rm(path.join(ctx.config.root, dir), { recursive: true, force: true }),
    ),
  )
  return { fingerprint, cache: 'clean', reason: decision.reason }
}

/** A build under way: what its record needs, and the build state to put back. */
interface Attempt extends BuildStart {
  cache: PreparedCache | null
  saved: SavedState
  run?: ScriptRun
}

/** A build that got as far as a release: its script ran and its cache was decided. */
type BuiltAttempt = Attempt & { cache: PreparedCache; run: ScriptRun }

/** Why a build is not published: the cause for /status, the raw detail for the log. */
interface Refusal {
  cause: FailureCause
  detail?: string
  /** How many HTML files it rewrote, when it got that far. */
  htmlRewritten?: number
}

/** Puts the build state back, records the build as failed and says why; retries when it helps. */
function notPublished(ctx: PublisherContext, attempt: Attempt, refusal: Refusal): void {
  restoreBuildState(ctx.stateDir, attempt.saved)
  const end = {
    ok: false,
    finished: ctx.now(),
    run: attempt.run,
    htmlRewritten: refusal.htmlRewritten,
  }
  ctx.dispatch({ type: 'build-ended', record: buildRecord(attempt, end) })
  if (shouldRetry(refusal.cause, attempt.reasons)) ctx.request(RETRY_REASON)
  ctx.fail(refusal.cause, refusal.detail)
}

/** A build script that did not exit 0: the cause it recorded, or what its exit and output say. */
function failedRun(run: ScriptRun, stateDir: string): Refusal {
  const cause = stepFailureCause('build', run, stateDir)
  clearRecordedFailure(stateDir, 'build')
  const ended = run.signal ? `señal ${run.signal}` : `código ${run.code ?? 'ninguno'}`
  return {
    cause: {
      ...cause,
      message: `El build falló (${ended}); se sigue sirviendo la versión anterior. ${cause.message}`,
    },
    detail: `Salida del build (últimas líneas):\n${run.output.slice(-12).join('\n')}`,
  }
}

/** One build of `reasons`, published when it passes; a failure is recorded for /status. */
export async function runBuild(ctx: PublisherContext, reasons: string[]): Promise<void> {
  const attempt: Attempt = {
    reasons,
    started: ctx.now(),
    saved: saveBuildState(ctx.stateDir),
    cache: null,
  }
  ctx.deps.log(`Build: ${reasons.join('; ')}`)
  try {
    const cache = (attempt.cache = await prepareCache(ctx))
    const writtenSince = fileClock(ctx.config.publishDir)
    clearRecordedFailure(ctx.stateDir, 'build')
    const run = (attempt.run = await ctx.deps.runScript('build'))
    if (run.leftovers > 0)
      ctx.deps.log(`El build dejó ${run.leftovers} procesos vivos; se los terminó.`)
    if (run.code !== 0) return notPublished(ctx, attempt, failedRun(run, ctx.stateDir))
    const publicDir = path.join(ctx.config.root, 'public')
    const htmlRewritten = htmlWrittenSince(publicDir, writtenSince).length
    const problems = smokeCheck(publicDir)
    if (problems.length) {
      const message = `El build no pasó la verificación; no se publicó: ${problems.join(' ')}`
      const cause: FailureCause = { kind: 'smoke-check', message: plainText(message) }
      return notPublished(ctx, attempt, { cause, htmlRewritten })
    }
    await publishRelease(ctx, { ...attempt, cache, run }, htmlRewritten)
  } catch (error) {
    notPublished(ctx, attempt, {
      cause: { kind: 'publish', message: `No se pudo publicar: ${describeError(error)}` },
      detail: `Detalle: ${(error as Error).message}`,
    })
  }
}

/**
 * The release step: makes a release of the build and serves it; only once it answers is
 * `current` switched to it and its code recorded. A release that cannot be served is removed.
 */
async function publishRelease(
  ctx: PublisherContext,
  attempt: BuiltAttempt,
  htmlRewritten: number,
): Promise<void> {
  const { cache, run } = attempt
  const { publishDir } = ctx.config
  const { release, count } = createRelease(
    publishDir,
    ctx.config.root,
    ctx.stateDir,
    {
      reasons: attempt.reasons,
      html_rewritten: htmlRewritten,
      build_seconds: run.seconds,
      ...(cache.fingerprint && { code_fingerprint: cache.fingerprint }),
    },
    ctx.now(),
  )
  try {
    await ctx.deps.serveRelease(release)
  } catch (error) {
    rmSync(release.dir, { recursive: true, force: true })
    return notPublished(ctx, attempt, {
      cause: {
        kind: 'serve',
        message: `La nueva versión no se pudo servir; sigue la anterior: ${describeError(error)}`,
      },
      detail: `Detalle: ${(error as Error).message}`,
      htmlRewritten,
    })
  }
  switchCurrent(publishDir, release)
  const end = { ok: true, finished: ctx.now(), run, htmlRewritten, release: release.name }
  ctx.dispatch({ type: 'build-ended', record: buildRecord(attempt, end) })
  // Only once published: a build that is not leaves the next one to decide as this one did.
  if (cache.fingerprint) recordPublishedCode(ctx, cache.fingerprint, release.name)
  ctx.deps.log(
    `Publicado ${release.name}: ${htmlRewritten} páginas HTML reescritas, ${count.copied} archivos copiados y ${count.linked} enlazados, build ${cache.cache === 'clean' ? 'completo' : 'sobre la caché'} de ${run.seconds.toFixed(1)} s.`,
  )
  // After the release is served: the visitors see it without waiting for the cleanup. A cleanup
  // that fails leaves old releases on disk, never the published one unpublished.
  try {
    await pruneReleases(publishDir, ctx.config.keepReleases)
  } catch (error) {
    ctx.deps.log(
      `Publicado, pero no se pudieron borrar versiones anteriores; se reintenta en el próximo build: ${describeError(error)}`,
    )
  }
}

/** Records the code a published release was built from; without it the next build is clean. */
function recordPublishedCode(ctx: PublisherContext, fingerprint: string, release: string): void {
  try {
    writeCodeRecord(ctx.stateDir, { fingerprint, release, recorded_at: ctx.now().toISOString() })
  } catch (error) {
    ctx.deps.log(
      `No se pudo registrar el código publicado; el próximo build será completo: ${(error as Error).message}`,
    )
  }
}
