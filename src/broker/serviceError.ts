/**
 * The one error type of src/broker: which service failed, how, and whether trying again can
 * help. Kept apart from the transport so the browser can recognise it without loading axios.
 */
export type ServiceName = 'proxy' | 'broker' | 'backend' | 'maps' | 'site'

export type ServiceErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response'

const SERVICE_LABELS: Record<ServiceName, string> = {
  proxy: 'el proxy de Tokko',
  broker: 'Tokko Broker',
  backend: 'el backend del sitio',
  maps: 'el servicio de mapas',
  site: 'el servidor del sitio',
}

export class ServiceError extends Error {
  override name = 'ServiceError'
  readonly service: ServiceName
  readonly kind: ServiceErrorKind
  readonly method: string
  /** The full address called, with its query string. */
  readonly url: string
  /** HTTP status for kind 'http', otherwise null. */
  readonly status: number | null
  /** Delay asked for by a Retry-After header, in milliseconds. */
  readonly retryAfterMs: number | null
  /** The parsed error body when the server sent one (e.g. `{"error": "..."}`). */
  readonly body: unknown

  constructor(init: {
    service: ServiceName
    kind: ServiceErrorKind
    method: string
    url: string
    status?: number | null
    retryAfterMs?: number | null
    body?: unknown
    cause?: unknown
  }) {
    const what =
      init.kind === 'http'
        ? `respondió ${init.status}`
        : init.kind === 'timeout'
          ? 'no respondió a tiempo'
          : init.kind === 'invalid-response'
            ? 'devolvió una respuesta que no se puede leer'
            : 'no se pudo contactar'
    super(`${SERVICE_LABELS[init.service]} ${what} (${init.method} ${init.url})`, {
      cause: init.cause,
    })
    this.service = init.service
    this.kind = init.kind
    this.method = init.method
    this.url = init.url
    this.status = init.status ?? null
    this.retryAfterMs = init.retryAfterMs ?? null
    this.body = init.body
  }

  /** Network failures, timeouts, 429 and 5xx may succeed on a later try; 4xx will not. */
  get retryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true
    if (this.kind === 'http' && this.status !== null)
      return this.status === 429 || this.status >= 500
    return false
  }

  /** True for a 404: the record does not exist (as opposed to the service being down). */
  get notFound(): boolean {
    return this.kind === 'http' && this.status === 404
  }
}

export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError
}

/** The site server's own Spanish message in a refusal (`{ error }`), when it sent one. */
export function refusalMessage(error: unknown): string | null {
  if (!isServiceError(error) || error.service !== 'site' || error.kind !== 'http') return null
  const message = (error.body as { error?: unknown } | null | undefined)?.error
  return typeof message === 'string' && message.trim() !== '' ? message : null
}
