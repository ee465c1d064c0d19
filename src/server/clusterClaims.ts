/**
 * The claims of leads delivered once (claims.ts), shared by the workers of one production
 * server without Redis: the cluster's primary keeps them in its memory (server/cluster.ts
 * answers with `answerClaimRequest`), and each worker asks it over the IPC channel node:cluster
 * opens between them. The port hands each new connection to a worker in turn, so a retry on a
 * new connection reaches the other worker: only claims both see deliver it once. A call the
 * primary does not answer in time, or a channel that is gone, is made in the worker's own
 * memory instead, so a lead is never held back by it.
 */
import { randomUUID } from 'node:crypto'
import { createMemoryClaims, type ClaimStore } from './claims'
import { occasionalWarning } from './redis'

/** Set by the supervisor in its workers' environment: their primary answers claims. */
export const CLAIMS_IN_PRIMARY_ENV = 'SITE_CLAIMS_IN_PRIMARY'
const REQUEST = 'sitio:reclamos'
const ANSWER = 'sitio:reclamos:respuesta'
/** The primary only supervises: it answers in well under a millisecond unless it is stuck. */
export const PRIMARY_TIMEOUT_MS = 1_000
/** A lead's claim names its key or its senders (an email and two phones): never more. */
const MAX_KEYS = 8
const MAX_KEY_LENGTH = 256
/** A kept answer is a lead's answer, `{ delivered, failed }`: a hundred bytes or so. */
const MAX_VALUE_LENGTH = 4 * 1024
/** The longest a lead's claim lives (an answer by its key: a day). */
const MAX_TTL_MS = 2 * 24 * 60 * 60_000

type Operation = 'claim' | 'keep' | 'release'

export interface ClaimRequest {
  type: typeof REQUEST
  id: string
  operation: Operation
  keys: readonly string[]
  value: string
  ttlMs: number
  now: number
}

export type ClaimAnswer =
  | { type: typeof ANSWER; id: string; held: string | null }
  | { type: typeof ANSWER; id: string; error: string }

/** The worker's end of the channel to its primary. */
export interface PrimaryChannel {
  /** Sends a message; `sent` is called with an error when it could not leave. */
  send(message: ClaimRequest, sent: (error: Error | null) => void): void
  listen(onMessage: (message: unknown) => void): void
}

/** This process's channel to a primary that answers claims, or null (no such primary). */
export function primaryChannel(
  env: Record<string, string | undefined>,
  host: NodeJS.Process = process,
): PrimaryChannel | null {
  if (env[CLAIMS_IN_PRIMARY_ENV] !== '1' || typeof host.send !== 'function') return null
  return {
    send(message, sent) {
      try {
        host.send!(message, undefined, undefined, (error) => sent(error ?? null))
      } catch (error) {
        sent(error as Error)
      }
    },
    listen: (onMessage) => host.on('message', onMessage),
  }
}

/**
 * The claims the primary keeps for every worker, asked over `channel`; each call the primary
 * does not answer within `timeoutMs` is made in `memory`, where what is kept or released goes
 * too (a claim made there is settled where it lives).
 */
export function createPrimaryClaims(
  channel: PrimaryChannel,
  { memory = createMemoryClaims(), timeoutMs = PRIMARY_TIMEOUT_MS } = {},
): ClaimStore {
  const warn = occasionalWarning(
    'Envíos repetidos: el proceso principal no responde; cada proceso recuerda solo los suyos:',
  )
  const waiting = new Map<string, (answer: ClaimAnswer | Error) => void>()
  const prefix = `${randomUUID()}:`
  let sent = 0

  channel.listen((message) => {
    if (!isAnswer(message)) return
    waiting.get(message.id)?.(message)
  })

  const ask = (
    operation: Operation,
    keys: readonly string[],
    value: string,
    ttlMs: number,
    now: number,
  ) =>
    new Promise<string | null>((resolve, reject) => {
      const id = `${prefix}${++sent}`
      const settle = (answer: ClaimAnswer | Error) => {
        clearTimeout(timer)
        waiting.delete(id)
        if (answer instanceof Error) reject(answer)
        else if ('error' in answer) reject(new Error(answer.error))
        else resolve(answer.held)
      }
      const timer = setTimeout(
        () => settle(new Error(`sin respuesta en ${timeoutMs} ms`)),
        timeoutMs,
      )
      waiting.set(id, settle)
      channel.send({ type: REQUEST, id, operation, keys, value, ttlMs, now }, (error) => {
        if (error) settle(error)
      })
    })

  const orMemory = async <T>(call: () => Promise<T>, fallback: () => Promise<T>) => {
    try {
      return await call()
    } catch (error) {
      warn(error)
      return fallback()
    }
  }

  return {
    claim: (keys, value, ttlMs, now = Date.now()) =>
      orMemory(
        () => ask('claim', keys, value, ttlMs, now),
        () => memory.claim(keys, value, ttlMs, now),
      ),
    keep: (keys, value, ttlMs, now = Date.now()) =>
      orMemory(
        () => ask('keep', keys, value, ttlMs, now),
        async () => null,
      ).then(() => memory.keep(keys, value, ttlMs, now)),
    release: (keys, value, now = Date.now()) =>
      orMemory(
        () => ask('release', keys, value, 0, now),
        async () => null,
      ).then(() => memory.release(keys, value, now)),
  }
}

function isAnswer(message: unknown): message is ClaimAnswer {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === ANSWER &&
    typeof (message as { id?: unknown }).id === 'string'
  )
}

/** The request a worker sent, checked; null for a message that is not one. */
function readRequest(message: unknown): ClaimRequest | { id: string; problem: string } | null {
  if (typeof message !== 'object' || message === null) return null
  const { type, id, operation, keys, value, ttlMs, now } = message as Record<string, unknown>
  if (type !== REQUEST || typeof id !== 'string') return null
  const problem =
    operation !== 'claim' && operation !== 'keep' && operation !== 'release'
      ? 'operación desconocida'
      : !Array.isArray(keys) ||
          keys.length === 0 ||
          keys.length > MAX_KEYS ||
          keys.some((key) => typeof key !== 'string' || key.length > MAX_KEY_LENGTH)
        ? 'claves inválidas'
        : typeof value !== 'string' || value.length > MAX_VALUE_LENGTH
          ? 'valor inválido'
          : typeof ttlMs !== 'number' || !(ttlMs >= 0 && ttlMs <= MAX_TTL_MS)
            ? 'duración inválida'
            : typeof now !== 'number' || !Number.isFinite(now)
              ? 'hora inválida'
              : null
  if (problem) return { id, problem }
  return message as ClaimRequest
}

/**
 * The primary's side: the answer to a worker's message when it is a claim request (made in
 * `store`), or null when it is some other message.
 */
export async function answerClaimRequest(
  store: ClaimStore,
  message: unknown,
): Promise<ClaimAnswer | null> {
  const request = readRequest(message)
  if (!request) return null
  if ('problem' in request) return { type: ANSWER, id: request.id, error: request.problem }
  const { id, operation, keys, value, ttlMs, now } = request
  try {
    if (operation === 'claim')
      return { type: ANSWER, id, held: await store.claim(keys, value, ttlMs, now) }
    if (operation === 'keep') await store.keep(keys, value, ttlMs, now)
    else await store.release(keys, value, now)
    return { type: ANSWER, id, held: null }
  } catch (error) {
    return { type: ANSWER, id, error: (error as Error).message }
  }
}
