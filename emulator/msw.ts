/**
 * msw 2 handlers that answer every contract path under a base URL with the emulator's own core,
 * so component and client tests see the same agency, filters and errors as the HTTP server.
 */
import { http, HttpResponse, type RequestHandler } from 'msw'
import { createEmulator, type Emulator, type EmulatorOptions } from './core'
import { encodeBody, parseBody } from './core/responses'

/** Handlers for `baseUrl` (which may carry a path prefix); options as for createEmulator. */
export function emulatorHandlers(baseUrl: string, options: EmulatorOptions = {}): RequestHandler[] {
  const base = baseUrl.replace(/\/+$/, '')
  const prefix = new URL(base).pathname.replace(/\/+$/, '')
  // Built on first use: a test file that never reaches the emulator pays nothing.
  let emulator: Emulator | undefined

  const resolver = async ({ request }: { request: Request }) => {
    emulator ??= createEmulator({ ...options, publicUrl: options.publicUrl ?? base })
    const url = new URL(request.url)
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value
    })
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text()
    const answer = await emulator.handle({
      method: request.method,
      path: url.pathname.slice(prefix.length) || '/',
      query: url.searchParams,
      headers,
      body: parseBody(text),
    })
    const payload = encodeBody(answer)
    return new HttpResponse(
      typeof payload === 'string' || payload === null ? payload : new Uint8Array(payload),
      {
        status: answer.status,
        headers: answer.headers,
      },
    )
  }

  return [
    http.all(`${base}/api/*`, resolver),
    http.all(`${base}/demo-media/*`, resolver),
    http.all(`${base}/__submissions`, resolver),
  ]
}
