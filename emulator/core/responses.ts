/**
 * The framework-free request and response the core speaks. The node:http server and the msw
 * handlers both translate to and from these, so both answer with the same code.
 */

export interface EmulatorRequest {
  method: string
  /** Path without the service's base URL, e.g. `/api/v1/tokko/properties/search`. */
  path: string
  query: URLSearchParams
  /** Header names in lower case. */
  headers: Record<string, string | undefined>
  /** Parsed JSON when the body is JSON, the raw text otherwise, null when there is none. */
  body: unknown
}

export interface EmulatorResponse {
  status: number
  headers: Record<string, string>
  /** An object is sent as JSON; null sends an empty body. */
  body: object | string | Buffer | null
}

const JSON_TYPE = 'application/json; charset=utf-8'

/** A JSON response. */
export function json(
  status: number,
  body: object,
  headers: Record<string, string> = {},
): EmulatorResponse {
  return { status, headers: { 'content-type': JSON_TYPE, ...headers }, body }
}

/** A JSON error response `{"error": message}` plus any extra fields. */
export function fail(status: number, error: string, extra: object = {}): EmulatorResponse {
  return json(status, { error, ...extra })
}

/** A response with no body at all (Tokko's 401 on a bad key). */
export function empty(status: number, headers: Record<string, string> = {}): EmulatorResponse {
  return { status, headers, body: null }
}

/** The bytes to send and the content type, for any adapter. */
export function encodeBody(response: EmulatorResponse): Buffer | string | null {
  const { body } = response
  if (body === null || typeof body === 'string' || Buffer.isBuffer(body)) return body
  return JSON.stringify(body)
}

/** Parses a request body the way both adapters must: JSON when it parses, text otherwise. */
export function parseBody(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
