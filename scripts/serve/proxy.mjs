/**
 * A reverse proxy that adds headers: every request goes to `target` as it came (method, path,
 * headers, body streamed), and every answer comes back as it went (status, headers, body
 * streamed) with the headers `headersFor(pathname)` gives set over the upstream's own.
 */
import http from 'node:http'

// Headers of one connection, not of the message (RFC 9110 §7.6.1); Node frames the body itself.
// `expect` too: this server has already answered a `100-continue` before the body came.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
])

function endToEnd(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
  const kept = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.includes(name)) kept[name] = value
  }
  return kept
}

function pathnameOf(url) {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/**
 * @param {{ target: { host: string, port: number }, headersFor: (pathname: string) => [string, string][], log?: (line: string) => void }} options
 * @returns {http.Server}
 */
export function createHeadersProxy(options) {
  return http.createServer(proxyHandler(options))
}

/**
 * The proxy's request handler, for a server that answers some paths itself. `target` is read on
 * each request, so a caller may point it at another upstream while serving.
 */
export function proxyHandler({ target, headersFor, log = console.error }) {
  // A fresh loopback connection per request: reusing kept-alive ones raced gatsby serve closing
  // them when idle (ECONNRESET on the next request, a 502 for a script under load).
  const agent = new http.Agent({ keepAlive: false })
  return (request, response) => {
    const headers = endToEnd(request.headers)
    const client = request.socket.remoteAddress ?? ''
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${client}`
      : client
    headers['x-forwarded-proto'] = 'http'
    // A body of unknown length goes on chunked: Node would send it unframed for OPTIONS or DELETE.
    if (request.headers['transfer-encoding']) headers['transfer-encoding'] = 'chunked'
    if (request.headers.host) headers['x-forwarded-host'] = request.headers.host

    const upstream = http.request(
      {
        host: target.host,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        const out = endToEnd(answer.headers)
        for (const [name, value] of headersFor(pathnameOf(request.url ?? '/')))
          out[name.toLowerCase()] = value
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, out)
        answer.pipe(response)
        answer.on('error', (error) => response.destroy(error))
      },
    )
    upstream.on('error', (error) => {
      if (response.headersSent) return void response.destroy(error)
      log(`No se pudo reenviar ${request.method} ${request.url}: ${error.message}`)
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
      response.end('El servidor del sitio no respondió.\n')
    })
    // A visitor who goes away takes the upstream request with him.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy()
    })
    request.pipe(upstream)
  }
}
