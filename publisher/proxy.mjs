/**
 * The publisher's reverse proxy in front of the release being served: every request goes to
 * `target` as it came (method, path, headers, body streamed), with the connection's address
 * added to X-Forwarded-For (the release's server trusts loopback), and every answer comes back
 * as it went (status, headers, body streamed). From a peer that is not a trusted proxy, the
 * headers that would name a client behind it are dropped first: they are the peer's own words.
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

// What proxies write about the client behind them. `clientIpHeader` (CLIENT_IP_HEADER) joins them.
const CLIENT_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-nf-client-connection-ip',
]

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

/**
 * @param {import('./proxy.d.mts').ProxyOptions} options
 * @returns {http.Server}
 */
export function createProxy(options) {
  return http.createServer(proxyHandler(options))
}

/**
 * The proxy's request handler, for a server that answers some paths itself. `target` is read on
 * each request, so a caller may point it at another upstream while serving.
 */
export function proxyHandler({
  target,
  log = console.error,
  trustsPeer = () => false,
  clientIpHeader = null,
}) {
  const dropped = clientIpHeader
    ? [...CLIENT_HEADERS, clientIpHeader.toLowerCase()]
    : CLIENT_HEADERS
  // A fresh loopback connection per request: a kept-alive one may be closed by the upstream when
  // idle just as a request is sent on it (ECONNRESET, a 502 for a script under load).
  const agent = new http.Agent({ keepAlive: false })
  return (request, response) => {
    const headers = endToEnd(request.headers)
    const client = request.socket.remoteAddress ?? ''
    if (!trustsPeer(client)) for (const name of dropped) delete headers[name]
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
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers))
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
