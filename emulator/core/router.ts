/** A small router: method plus a path pattern with `:name` segments, trailing slash optional. */
import { json, type EmulatorRequest, type EmulatorResponse } from './responses'

export type RouteHandler = (
  request: EmulatorRequest,
  params: Record<string, string>,
) => EmulatorResponse | Promise<EmulatorResponse>

export interface Route {
  method: 'GET' | 'POST'
  pattern: string
  /** Which service answers: decides the auth check and whether faults apply. */
  service: 'proxy' | 'broker' | 'backend' | 'media' | 'dev'
  handler: RouteHandler
}

export interface RouteMatch {
  route: Route
  params: Record<string, string>
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = segments(pattern)
  const actual = segments(path)
  if (wanted.length !== actual.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < wanted.length; i++) {
    const expected = wanted[i] as string
    const value = actual[i] as string
    if (!expected.startsWith(':')) {
      if (expected !== value) return null
      continue
    }
    try {
      params[expected.slice(1)] = decodeURIComponent(value)
    } catch {
      // A broken escape such as %E0 names nothing that exists.
      return null
    }
  }
  return params
}

/** The route for a request, or the 404 / 405 answer when there is none. */
export function findRoute(
  routes: readonly Route[],
  request: EmulatorRequest,
): RouteMatch | EmulatorResponse {
  const allowed: string[] = []
  for (const route of routes) {
    const params = matchPattern(route.pattern, request.path)
    if (!params) continue
    const method = request.method === 'HEAD' ? 'GET' : request.method
    if (route.method === method) return { route, params }
    allowed.push(route.method)
  }
  if (allowed.length > 0) {
    return json(
      405,
      { error: `Method ${request.method} not allowed` },
      { allow: allowed.join(', ') },
    )
  }
  return json(404, { error: `Not found: ${request.path}` })
}
