/** The publisher's HTTP routes: `GET /status` and the signed `POST /hooks/rebuild`. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Publisher } from './publisher'
import type { ReleaseSite } from './site'

const MAX_HOOK_BYTES = 1024 * 1024

function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_HOOK_BYTES) chunks.push(chunk)
    })
    request.on('end', () => resolve(size > MAX_HOOK_BYTES ? null : Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  response.end(`${JSON.stringify(body, null, 2)}\n`)
}

/** The publisher's own routes; every other request is the site's. */
export function publisherHandler(publisher: Publisher, site: Pick<ReleaseSite, 'handle'>) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const pathname = (request.url ?? '/').split('?')[0]
    if (pathname === '/status') {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return sendJson(response, 405, { error: 'Usá GET.' })
      return sendJson(response, 200, publisher.status())
    }
    if (pathname === '/hooks/rebuild') {
      if (request.method !== 'POST') return sendJson(response, 405, { error: 'Usá POST.' })
      void readBody(request).then(
        (body) => {
          if (body === null) return sendJson(response, 413, { error: 'El cuerpo supera 1 MB.' })
          const answer = publisher.hook(body, request.headers)
          sendJson(response, answer.status, answer.body)
        },
        () => sendJson(response, 400, { error: 'No se pudo leer el cuerpo.' }),
      )
      return
    }
    site.handle(request, response)
  }
}
