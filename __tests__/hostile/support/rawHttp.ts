/**
 * HTTP/1.1 over a bare socket: the request goes out byte for byte as written (its path, method,
 * headers and framing unnormalised, as fetch and http.request would not send them) and the
 * answer is read as it comes. Every request asks for `Connection: close`, so nothing lingers.
 */
import net from 'node:net'

/** A status code, or how the connection ended without one. */
export type Outcome = number | 'closed' | 'reset' | 'timeout'

export interface RawRequest {
  method: string
  /** The request-target exactly as sent: `/a/../b`, `/%00`, `http://x/`. */
  target: string
  headers: readonly (readonly [string, string])[]
  body?: Buffer
  /** Sends the body in chunks (and says so with Transfer-Encoding) instead of a length. */
  chunked?: boolean
  /** The whole head (request line, headers, blank line) as written, for framing abuse. */
  rawHead?: string | Buffer
  /**
   * Waits a moment after the head for an answer before sending the body, as curl does with a
   * large upload: a server that refuses by the declared length then answers, instead of being
   * cut off mid-body (closing a socket with unread data resets it).
   */
  waitForEarlyAnswer?: boolean
}

export interface RawAnswer {
  outcome: Outcome
  /** Lowercased names; repeated headers joined with ', '. */
  headers: Record<string, string>
  body: Buffer
  ms: number
}

const HEAD_END = Buffer.from('\r\n\r\n')
const CHUNK = 64 * 1024
const EARLY_ANSWER_MS = 150

function parseHead(head: string): { status: number; headers: Record<string, string> } | null {
  const [statusLine = '', ...lines] = head.split('\r\n')
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)
  if (!match) return null
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
  }
  return { status: Number(match[1]), headers }
}

/** The body of a chunked answer, or null while its last chunk has not arrived. */
function dechunk(data: Buffer): Buffer | null {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd < 0) return null
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (!Number.isFinite(size)) return Buffer.concat(parts)
    if (size === 0) return Buffer.concat(parts)
    const start = lineEnd + 2
    if (data.length < start + size + 2) return null
    parts.push(data.subarray(start, start + size))
    at = start + size + 2
  }
}

/** The head of `request` as it goes out. */
function headOf(request: RawRequest): Buffer {
  if (request.rawHead !== undefined) return Buffer.from(request.rawHead as string, 'latin1')
  const lines = [`${request.method} ${request.target} HTTP/1.1`]
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`)
  if (request.body && request.chunked) lines.push('Transfer-Encoding: chunked')
  else if (request.body) lines.push(`Content-Length: ${request.body.length}`)
  lines.push('Connection: close', '', '')
  return Buffer.from(lines.join('\r\n'), 'latin1')
}

/** Sends one request to `host:port` and resolves with what came back; it never rejects. */
export function sendRaw(
  host: string,
  port: number,
  request: RawRequest,
  timeoutMs = 15_000,
): Promise<RawAnswer> {
  const started = performance.now()
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    const received: Buffer[] = []
    let receivedBytes = 0
    let answered = false
    let done = false

    const finish = (ended: 'closed' | 'reset' | 'timeout' | 'complete') => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      const data = Buffer.concat(received)
      const headEnd = data.indexOf(HEAD_END)
      const head = headEnd >= 0 ? parseHead(data.subarray(0, headEnd).toString('latin1')) : null
      const ms = performance.now() - started
      if (!head)
        return resolve({
          outcome: ended === 'complete' ? 'closed' : ended,
          headers: {},
          body: data,
          ms,
        })
      const rest = data.subarray(headEnd + HEAD_END.length)
      const chunked = /chunked/i.test(head.headers['transfer-encoding'] ?? '')
      const body = chunked ? (dechunk(rest) ?? rest) : rest
      resolve({ outcome: head.status, headers: head.headers, body, ms })
    }

    /** Whether the answer is whole: no need to wait for the server to close. */
    const complete = (): boolean => {
      const data = Buffer.concat(received)
      const headEnd = data.indexOf(HEAD_END)
      if (headEnd < 0) return false
      const head = parseHead(data.subarray(0, headEnd).toString('latin1'))
      if (!head) return false
      if (head.status < 200) return false
      if (request.method === 'HEAD' || head.status === 204 || head.status === 304) return true
      const rest = data.subarray(headEnd + HEAD_END.length)
      if (/chunked/i.test(head.headers['transfer-encoding'] ?? '')) return dechunk(rest) !== null
      const length = head.headers['content-length']
      return length !== undefined && rest.length >= Number(length)
    }

    const timer = setTimeout(() => finish('timeout'), timeoutMs)
    socket.on('data', (chunk: Buffer) => {
      answered = true
      received.push(chunk)
      receivedBytes += chunk.length
      if (receivedBytes < 4 * 1024 * 1024 && complete()) finish('complete')
    })
    socket.on('end', () => finish('closed'))
    socket.on('close', () => finish('closed'))
    // A server that refuses a body mid-way answers, then resets: the answer read so far stands.
    socket.on('error', () => finish(answered ? 'closed' : 'reset'))

    socket.on('connect', () => {
      socket.write(headOf(request))
      const body = request.body
      if (!body) return
      let at = 0
      const writeMore = () => {
        while (at < body.length && !answered && !done) {
          const slice = body.subarray(at, at + CHUNK)
          at += slice.length
          const framed = request.chunked
            ? Buffer.concat([
                Buffer.from(`${slice.length.toString(16)}\r\n`),
                slice,
                Buffer.from('\r\n'),
              ])
            : slice
          if (at >= body.length && request.chunked) {
            socket.write(Buffer.concat([framed, Buffer.from('0\r\n\r\n')]))
            return
          }
          if (!socket.write(framed)) return socket.once('drain', writeMore)
        }
      }
      if (request.waitForEarlyAnswer) setTimeout(writeMore, EARLY_ANSWER_MS)
      else writeMore()
    })
  })
}
