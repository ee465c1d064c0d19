/**
 * The browser's way to the site's own endpoints: same-origin `fetch`, no key, no wire format of
 * any service, no normaliser (the server answers public, normalised records). Failures reject
 * with a ServiceError of service 'site', which the live thunks already turn into the visitor's
 * message; a refusal carries the server's Spanish `error` text.
 */
import { ServiceError } from '../domain/contracts/serviceError'
import {
  API_PATHS,
  propertyQueryString,
  type LiveApi,
  type RequestOptions,
  type SearchPage,
} from '../domain/contracts/liveApi'
import type { LeadOutcome } from '../domain/leads/leadRequests'

const TIMEOUT_MS = 20_000

export interface LiveClientOptions {
  /** The site's origin; '' in the browser (same origin). Tests give an absolute one. */
  baseUrl?: string
  fetch?: typeof fetch
}

export function createLiveClient({
  baseUrl = '',
  fetch: send = (...args) => fetch(...args),
}: LiveClientOptions = {}): LiveApi {
  const call = <T>(method: 'GET' | 'POST', path: string, options?: CallOptions) =>
    callSite<T>(send, method, `${baseUrl}${path}`, options)
  const get = <T>(path: string, options?: RequestOptions) =>
    call<T>('GET', path, { signal: options?.signal })

  return {
    searchProperties: async (filters, offset, options) => {
      const page = await get<
        Omit<SearchPage, 'withheld' | 'offered'> & { withheld?: unknown; offered?: unknown }
      >(
        `${API_PATHS.properties}?${propertyQueryString({ view: 'listing', filters, offset })}`,
        options,
      )
      // An answer from a server (or a cache) older than this page says nothing of what it left
      // out: none withheld, and every position on offer.
      const withheld = typeof page.withheld === 'number' ? page.withheld : 0
      const offered = typeof page.offered === 'number' ? page.offered : page.total - withheld
      return { ...page, withheld, offered }
    },
    countProperties: (filters, options) =>
      get(`${API_PATHS.properties}?${propertyQueryString({ view: 'total', filters })}`, options),
    homeSearch: (search, options) =>
      get(`${API_PATHS.properties}?${propertyQueryString({ view: 'home', search })}`, options),
    featuredProperties: (limit) =>
      get(`${API_PATHS.properties}?${propertyQueryString({ view: 'featured', limit })}`),
    searchSummary: (operation) =>
      get(operation ? `${API_PATHS.summary}?operacion=${operation}` : API_PATHS.summary),
    property: (id, options) => get(API_PATHS.property(id), options),
    development: (id, options) => get(API_PATHS.development(id), options),
    developments: (status) =>
      get(status === null ? API_PATHS.developments : `${API_PATHS.developments}?estado=${status}`),
    developmentUnits: (id) => get(API_PATHS.developmentUnits(id)),
    news: () => get(API_PATHS.news),
    newsEntry: (id) => get(API_PATHS.newsEntry(id)),
    leadToken: async (kind) =>
      (await call<{ token: string }>('GET', API_PATHS.leadToken(kind))).token,
    // The token in a header: the server checks it before it reads the body (a CV of megabytes).
    // The key too: a retry of a lead already delivered is answered without delivering it again.
    sendLead: (kind, lead, token, idempotencyKey, attribution) =>
      call<LeadOutcome>('POST', API_PATHS.lead(kind), {
        body: attribution ? { lead, attribution } : { lead },
        headers: { 'X-Lead-Token': token, 'Idempotency-Key': idempotencyKey },
      }),
  }
}

interface CallOptions {
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** One call to the site's API; any failure rejects with a ServiceError of service 'site'. */
async function callSite<T>(
  send: typeof fetch,
  method: 'GET' | 'POST',
  url: string,
  { body, headers, signal }: CallOptions = {},
): Promise<T> {
  // One signal for the caller's cancel and the time limit (AbortSignal.any is too new).
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, TIMEOUT_MS)
  const cancel = () => controller.abort()
  if (signal?.aborted) cancel()
  signal?.addEventListener('abort', cancel, { once: true })
  let response: Response
  let text: string
  try {
    response = await send(url, {
      method,
      signal: controller.signal,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    })
    text = await response.text().catch(() => '')
  } catch (cause) {
    throw new ServiceError({
      service: 'site',
      kind: timedOut ? 'timeout' : 'network',
      method,
      url,
      cause,
    })
  } finally {
    // Also after a network error: a caller's signal outlives many calls.
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  }
  const parsed = parseJson(text)
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'))
    throw new ServiceError({
      service: 'site',
      kind: 'http',
      method,
      url,
      status: response.status,
      retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
      body: parsed,
    })
  }
  if (parsed === null) {
    throw new ServiceError({ service: 'site', kind: 'invalid-response', method, url })
  }
  return parsed as T
}

/** The answer's JSON; null when it is empty or not JSON. */
function parseJson(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
