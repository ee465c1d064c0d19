/**
 * One msw server for a test file, and a recorder that keeps every request it answers so a test
 * can check the exact method, path, query, headers and body a client sent.
 */
import { setupServer } from 'msw/node'
import type { RequestHandler } from 'msw'

export interface RecordedRequest {
  method: string
  url: URL
  headers: Headers
  /** Parsed JSON body, the raw text when it is not JSON, or null when there is none. */
  body: unknown
}

export function setupMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  const requests: RecordedRequest[] = []
  server.events.on('request:start', async ({ request }) => {
    const text =
      request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text()
    let body: unknown = null
    if (text !== '') {
      try {
        body = JSON.parse(text)
      } catch {
        body = text
      }
    }
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body,
    })
  })
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    requests.length = 0
  })
  afterAll(() => server.close())
  return { server, requests }
}

/** The query string of a recorded request as a plain object (repeated names keep the last). */
export function queryOf(request: RecordedRequest): Record<string, string> {
  return Object.fromEntries(request.url.searchParams.entries())
}
