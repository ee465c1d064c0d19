/**
 * Transport shared by every client of src/broker: one axios instance per service and one error
 * type. Callers never see an axios error or a thrown string, only a ServiceError that says which
 * service failed, how, and whether trying again can help (the build retries on that).
 */
import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios'
import { isSecretName } from '../domain/contracts/redact'
import { ServiceError, type ServiceName } from '../domain/contracts/serviceError'

export {
  isServiceError,
  ServiceError,
  type ServiceErrorKind,
  type ServiceName,
} from '../domain/contracts/serviceError'

/** Query values; undefined and null are left out of the URL. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>

/** Parses Retry-After (seconds or an HTTP date) into milliseconds. */
export function parseRetryAfter(value: unknown, now: number = Date.now()): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

/** Serialises query params in order, leaving out null and undefined. */
export function toQueryString(params: QueryParams | undefined): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue
    search.append(name, String(value))
  }
  return search.toString()
}

export interface ServiceClient {
  readonly service: ServiceName
  readonly baseUrl: string
  get<T>(path: string, params?: QueryParams, config?: AxiosRequestConfig): Promise<T>
  post<T>(
    path: string,
    body: unknown,
    params?: QueryParams,
    config?: AxiosRequestConfig,
  ): Promise<T>
}

export interface ServiceClientOptions {
  headers?: Record<string, string>
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 20_000

/** One call to a service, as the server's metrics count it: no address, no query, no body. */
export interface ServiceCall {
  service: ServiceName
  method: string
  /** The HTTP status, or how the call failed without one (`timeout`, `network`, `invalid-response`). */
  status: string
  seconds: number
}

let callObserver: ((call: ServiceCall) => void) | null = null

/**
 * Who hears of every call of this module's clients: the site's server, for its metrics
 * (src/server/context.ts); the build hears nothing.
 */
export function observeServiceCalls(observer: ((call: ServiceCall) => void) | null): void {
  callObserver = observer
}

/** An axios-backed client for one service, whose calls reject only with ServiceError. */
export function createServiceClient(
  service: ServiceName,
  baseUrl: string,
  options: ServiceClientOptions = {},
): ServiceClient {
  const instance: AxiosInstance = axios.create({
    baseURL: baseUrl,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { Accept: 'application/json', ...options.headers },
    paramsSerializer: { serialize: (params) => toQueryString(params as QueryParams) },
  })

  async function send<T>(config: AxiosRequestConfig): Promise<T> {
    const method = (config.method ?? 'get').toUpperCase()
    const query = toQueryString(config.params as QueryParams | undefined)
    // ServiceError redacts the key in this address, and these values wherever they appear.
    const url = `${baseUrl}${config.url ?? ''}${query ? `?${query}` : ''}`
    const secrets = secretValues(
      config.params as QueryParams | undefined,
      options.headers,
      config.headers as Record<string, unknown> | undefined,
    )
    const started = performance.now()
    const heard = (status: string) =>
      callObserver?.({ service, method, status, seconds: (performance.now() - started) / 1000 })
    try {
      const response = await instance.request<T>(config)
      if (
        typeof response.data === 'string' &&
        response.data !== '' &&
        isJsonExpected(response.headers)
      ) {
        throw new ServiceError({ service, kind: 'invalid-response', method, url, secrets })
      }
      heard(String(response.status))
      return response.data
    } catch (error) {
      const failure = toServiceError(error, service, method, url, secrets)
      heard(failure.status === null ? failure.kind : String(failure.status))
      throw failure
    }
  }

  return {
    service,
    baseUrl,
    get: (path, params, config) => send({ ...config, method: 'get', url: path, params }),
    post: (path, body, params, config) =>
      send({ ...config, method: 'post', url: path, params, data: body }),
  }
}

function isJsonExpected(headers: unknown): boolean {
  const contentType = String(
    (headers as Record<string, unknown> | undefined)?.['content-type'] ?? '',
  )
  return contentType.includes('application/json')
}

/** The values of the request's credentials: the `key` query value, the X-TOKKO-KEY header. */
function secretValues(
  params: QueryParams | undefined,
  ...headerSets: (Record<string, unknown> | undefined)[]
): string[] {
  const values: string[] = []
  for (const [name, value] of Object.entries(params ?? {})) {
    if (isSecretName(name) && value !== null && value !== undefined) values.push(String(value))
  }
  for (const headers of headerSets) {
    for (const [name, value] of Object.entries(headers ?? {})) {
      if (isSecretName(name) && typeof value === 'string') values.push(value)
    }
  }
  return values
}

/**
 * The axios error as a ServiceError. The axios error itself is not kept: its config holds the
 * request's headers (X-TOKKO-KEY) and keyed URL; ServiceError keeps its code and message.
 */
function toServiceError(
  error: unknown,
  service: ServiceName,
  method: string,
  url: string,
  secrets: readonly string[],
): ServiceError {
  if (error instanceof ServiceError) return error
  if (axios.isAxiosError(error)) {
    if (error.response) {
      return new ServiceError({
        service,
        kind: 'http',
        method,
        url,
        status: error.response.status,
        retryAfterMs: parseRetryAfter(error.response.headers?.['retry-after']),
        body: error.response.data,
        cause: error,
        secrets,
      })
    }
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'
    return new ServiceError({
      service,
      kind: timedOut ? 'timeout' : 'network',
      method,
      url,
      cause: error,
      secrets,
    })
  }
  // A JSON body that axios could not parse surfaces as a SyntaxError.
  return new ServiceError({ service, kind: 'invalid-response', method, url, cause: error, secrets })
}
