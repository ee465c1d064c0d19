/**
 * The one error type of a call to a service or to the site's `/api`: which service failed, how,
 * and whether trying again can help. It is logged in the browser and in the build, so nothing it
 * keeps holds a credential: the address, message, body and cause are redacted, and the
 * transport's own error (whose request config holds the X-TOKKO-KEY header and the keyed URL) is
 * reduced to its code and message.
 */
import { redactSecrets, redactValue } from './redact'

export type ServiceName = 'proxy' | 'broker' | 'backend' | 'maps' | 'site'

export type ServiceErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response'

/** Each service as messages name it (the build's, the publisher's status). */
export const SERVICE_LABELS: Record<ServiceName, string> = {
  proxy: 'el proxy de Tokko',
  broker: 'Tokko Broker',
  backend: 'el backend del sitio',
  maps: 'el servicio de mapas',
  site: 'el servidor del sitio',
}

/** What is kept of the underlying failure: enough to tell what went wrong, no request config. */
export interface ServiceErrorCause {
  name: string
  message: string
  /** The transport's or the system's code ('ECONNREFUSED', 'ECONNABORTED', 'ERR_NETWORK'). */
  code?: string
  /** HTTP status of the failed answer, when there was one. */
  status?: number
}

function summariseCause(cause: unknown, secrets: readonly string[]): ServiceErrorCause | undefined {
  if (cause === undefined || cause === null) return undefined
  const fields = (typeof cause === 'object' ? cause : {}) as {
    name?: unknown
    message?: unknown
    code?: unknown
    status?: unknown
    response?: { status?: unknown } | null
  }
  const status = fields.response?.status ?? fields.status
  return {
    name: typeof fields.name === 'string' ? fields.name : 'Error',
    message: redactSecrets(
      typeof fields.message === 'string'
        ? fields.message
        : typeof cause === 'object'
          ? ''
          : String(cause),
      secrets,
    ),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof status === 'number' ? { status } : {}),
  }
}

export class ServiceError extends Error {
  override name = 'ServiceError'
  readonly service: ServiceName
  readonly kind: ServiceErrorKind
  readonly method: string
  /** The full address called, with its query string, credentials redacted (`key=[oculta]`). */
  readonly url: string
  /** HTTP status for kind 'http', otherwise null. */
  readonly status: number | null
  /** Delay asked for by a Retry-After header, in milliseconds. */
  readonly retryAfterMs: number | null
  /** The parsed error body when the server sent one (e.g. `{"error": "..."}`), redacted. */
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
    /** Credential values of the request, redacted wherever they appear (not kept). */
    secrets?: readonly string[]
  }) {
    const secrets = init.secrets ?? []
    const url = redactSecrets(init.url, secrets)
    const what =
      init.kind === 'http'
        ? `respondió ${init.status}`
        : init.kind === 'timeout'
          ? 'no respondió a tiempo'
          : init.kind === 'invalid-response'
            ? 'devolvió una respuesta que no se puede leer'
            : 'no se pudo contactar'
    // `cause` is a ServiceErrorCause: what is kept of the failure, never the transport's error.
    const cause = summariseCause(init.cause, secrets)
    super(
      `${SERVICE_LABELS[init.service]} ${what} (${init.method} ${url})`,
      cause ? { cause } : undefined,
    )
    this.service = init.service
    this.kind = init.kind
    this.method = init.method
    this.url = url
    this.status = init.status ?? null
    this.retryAfterMs = init.retryAfterMs ?? null
    this.body = redactValue(init.body, secrets)
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
