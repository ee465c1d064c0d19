/**
 * Forwards a verified rebuild hook to GitHub as a repository_dispatch (event type broker-change),
 * so a hosted deployment (.github/workflows/publish.yml) rebuilds along with this publisher.
 * Enabled by GITHUB_REPOSITORY ("owner/name") and GITHUB_TOKEN; GITHUB_API_URL points elsewhere
 * (GitHub Enterprise Server, tests). Framework-free: global fetch only.
 */

export interface GitHubDispatchConfig {
  /** "owner/name". */
  repository: string
  /** A fine-grained token with Contents: write on the repository (or a classic one with repo). */
  token: string
  /** Without a trailing slash; https://api.github.com unless GITHUB_API_URL says otherwise. */
  apiUrl: string
}

export interface ForwardResult {
  ok: boolean
  /** GitHub's HTTP status, or null when no answer came (network error, timeout). */
  status: number | null
  /** For the publisher's log; never holds the token. */
  message: string
}

export const DISPATCH_EVENT_TYPE = 'broker-change'
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com'
const DEFAULT_TIMEOUT_MS = 10_000
/** GitHub refuses a client_payload with more top-level keys than this (422). */
export const MAX_PAYLOAD_KEYS = 10
const USER_AGENT = 'inmobiliaria-sitio-publisher'

// GitHub's rules for owner (39 characters, letters, digits, hyphens) and repository names.
const REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/

/**
 * The forwarding settings, or null when GITHUB_REPOSITORY or GITHUB_TOKEN is unset (no
 * forwarding). Throws an Error with a Spanish message when a value is malformed; the token is
 * never quoted.
 */
export function readGitHubDispatchConfig(env: NodeJS.ProcessEnv): GitHubDispatchConfig | null {
  const repository = env.GITHUB_REPOSITORY?.trim() ?? ''
  const token = env.GITHUB_TOKEN?.trim() ?? ''
  if (!repository || !token) return null
  const name = repository.split('/')[1]
  if (!REPOSITORY.test(repository) || name === '.' || name === '..')
    throw new Error(
      `GITHUB_REPOSITORY debe tener la forma dueño/repositorio, por ejemplo agencia/sitio ` +
        `(se recibió "${repository.slice(0, 200)}").`,
    )
  // A token with whitespace or control characters cannot go into a header; say so without it.
  if (!/^[\x21-\x7e]+$/.test(token))
    throw new Error('GITHUB_TOKEN tiene espacios o caracteres no válidos en un encabezado HTTP.')
  return { repository, token, apiUrl: parseApiUrl(env.GITHUB_API_URL) }
}

function parseApiUrl(value: string | undefined): string {
  const raw = value?.trim()
  if (!raw) return DEFAULT_GITHUB_API_URL
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`GITHUB_API_URL no es una URL válida: "${raw}".`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`GITHUB_API_URL debe empezar con https:// o http:// (se recibió "${raw}").`)
  if (url.search || url.hash || url.username || url.password)
    throw new Error(
      'GITHUB_API_URL no puede llevar usuario, query string ni fragmento; el token va en GITHUB_TOKEN.',
    )
  // A path prefix is kept: GitHub Enterprise Server answers under /api/v3.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

/** What GitHub says about a refusal, and what usually causes it. */
const HINTS: Record<number, string> = {
  401: 'el token no es válido o venció',
  403: 'el token no tiene permiso Contents: write sobre el repositorio, o se superó el límite de uso',
  404: 'el repositorio no existe o el token no tiene acceso a él',
  422: 'GitHub rechazó el contenido del aviso',
}

async function readGitHubMessage(response: Response): Promise<string> {
  try {
    const text = (await response.text()).trim()
    try {
      const parsed = JSON.parse(text) as { message?: unknown }
      if (typeof parsed.message === 'string') return parsed.message.slice(0, 300)
    } catch {
      // Not JSON (a proxy's error page): a short excerpt is enough.
    }
    return text.replace(/\s+/g, ' ').slice(0, 300)
  } catch {
    return ''
  }
}

/**
 * POSTs {event_type: broker-change, client_payload} to /repos/{repository}/dispatches. Never
 * throws: a refusal, a network error or a timeout (default 10 s) comes back as ok false, so a
 * GitHub outage cannot disturb the publisher's own build.
 */
export async function forwardToGitHub(
  config: GitHubDispatchConfig,
  payload: Record<string, unknown>,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<ForwardResult> {
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  // Whatever ends up in a message (an error of fetch, GitHub's answer) loses the token.
  const redact = (text: string) =>
    (config.token ? text.split(config.token).join('***') : text).replace(
      /\bBearer\s+\S+/gi,
      'Bearer ***',
    )

  const keys = Object.keys(payload)
  const clientPayload = Object.fromEntries(
    keys.slice(0, MAX_PAYLOAD_KEYS).map((key) => [key, payload[key]]),
  )
  const dropped =
    keys.length > MAX_PAYLOAD_KEYS
      ? ` (se omitieron ${keys.length - MAX_PAYLOAD_KEYS} claves del aviso: GitHub acepta ${MAX_PAYLOAD_KEYS})`
      : ''
  const target = `${config.repository} (${DISPATCH_EVENT_TYPE})`

  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await doFetch(`${config.apiUrl}/repos/${config.repository}/dispatches`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.token}`,
        Accept: 'application/vnd.github+json',
        'X-GitHub-Api-Version': '2022-11-28',
        'User-Agent': USER_AGENT,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ event_type: DISPATCH_EVENT_TYPE, client_payload: clientPayload }),
      signal: controller.signal,
    })
    if (response.ok) {
      // GitHub answers 204 without a body; reading it frees the connection all the same.
      await response.arrayBuffer().catch(() => undefined)
      return {
        ok: true,
        status: response.status,
        message: `GitHub recibió el aviso para ${target}: ${response.status}${dropped}.`,
      }
    }
    const detail = await readGitHubMessage(response)
    const hint = HINTS[response.status]
    return {
      ok: false,
      status: response.status,
      message: redact(
        `GitHub rechazó el aviso para ${target}: ${response.status}` +
          `${hint ? ` (${hint})` : ''}${detail ? `: ${detail}` : ''}${dropped}.`,
      ),
    }
  } catch (error) {
    const reason = controller.signal.aborted
      ? `GitHub no respondió en ${timeoutMs} ms`
      : `no se pudo contactar a GitHub en ${config.apiUrl}: ${describeError(error)}`
    return {
      ok: false,
      status: null,
      message: redact(`Aviso para ${target} no enviado: ${reason}.`),
    }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * fetch's own message is "fetch failed"; its cause (ECONNREFUSED, ENOTFOUND…) says more. Read by
 * shape, not instanceof: undici's errors may come from another realm (Jest's sandbox).
 */
function describeError(error: unknown): string {
  const messageOf = (value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as Error).message === 'string'
      ? (value as Error).message
      : ''
  const cause = (error as { cause?: unknown } | null)?.cause
  const code = (cause as { code?: unknown } | undefined)?.code
  const parts = [messageOf(error) || String(error), typeof code === 'string' ? code : '']
  const detail = messageOf(cause)
  if (detail && !parts.includes(detail)) parts.push(detail)
  return parts.filter(Boolean).join(': ')
}
