/**
 * The claims of leads delivered once (claims.ts), shared by the workers of one production
 * server without Redis: the cluster's primary keeps them in its memory (server/cluster.ts
 * answers with `claimHandlers`), and each worker asks it (primaryRequests.ts). The port hands
 * each new connection to a worker in turn, so a retry on a new connection reaches the other
 * worker: only claims both see deliver it once. A call the primary does not answer in time, or
 * a channel that is gone, is made in the worker's own memory instead, so a lead is never held
 * back by it.
 */
import { claimsFallingBack, createMemoryClaims, type ClaimStore } from './claims'
import type { AskPrimary, PrimaryHandlers } from './primaryRequests'
import { occasionalWarning } from './redis'

const CLAIM_REQUEST = 'sitio:reclamos'
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
  operation: Operation
  keys: readonly string[]
  value: string
  ttlMs: number
  now: number
}

/**
 * The claims the primary keeps for every worker, asked through `ask`; each call the primary
 * does not answer within `timeoutMs` is made in `memory`, where what is kept or released goes
 * too (a claim made there is settled where it lives).
 */
export function createPrimaryClaims(
  ask: AskPrimary,
  { memory = createMemoryClaims(), timeoutMs = PRIMARY_TIMEOUT_MS } = {},
): ClaimStore {
  const asked = async (request: ClaimRequest) =>
    (await ask(CLAIM_REQUEST, request, timeoutMs)) as string | null
  const inPrimary: ClaimStore = {
    claim: (keys, value, ttlMs, now = Date.now()) =>
      asked({ operation: 'claim', keys, value, ttlMs, now }),
    keep: async (keys, value, ttlMs, now = Date.now()) =>
      void (await asked({ operation: 'keep', keys, value, ttlMs, now })),
    release: async (keys, value, now = Date.now()) =>
      void (await asked({ operation: 'release', keys, value, ttlMs: 0, now })),
  }
  const warn = occasionalWarning(
    'Envíos repetidos: el proceso principal no responde; cada proceso recuerda solo los suyos:',
  )
  return claimsFallingBack(inPrimary, memory, warn)
}

/** A worker's request, checked; a thrown error names what is wrong with it. */
function readClaimRequest(payload: unknown): ClaimRequest {
  const { operation, keys, value, ttlMs, now } = (payload ?? {}) as Record<string, unknown>
  if (operation !== 'claim' && operation !== 'keep' && operation !== 'release')
    throw new Error('operación desconocida')
  if (
    !Array.isArray(keys) ||
    keys.length === 0 ||
    keys.length > MAX_KEYS ||
    keys.some((key) => typeof key !== 'string' || key.length > MAX_KEY_LENGTH)
  )
    throw new Error('claves inválidas')
  if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH)
    throw new Error('valor inválido')
  if (typeof ttlMs !== 'number' || !(ttlMs >= 0 && ttlMs <= MAX_TTL_MS))
    throw new Error('duración inválida')
  if (typeof now !== 'number' || !Number.isFinite(now)) throw new Error('hora inválida')
  return { operation, keys: keys as string[], value, ttlMs, now }
}

/** The primary's side: claims made in `store`, its memory, for every worker. */
export function claimHandlers(store: ClaimStore): PrimaryHandlers {
  return {
    async [CLAIM_REQUEST](payload) {
      const { operation, keys, value, ttlMs, now } = readClaimRequest(payload)
      if (operation === 'claim') return store.claim(keys, value, ttlMs, now)
      if (operation === 'keep') await store.keep(keys, value, ttlMs, now)
      else await store.release(keys, value, now)
      return null
    },
  }
}
