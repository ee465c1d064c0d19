/**
 * The site's endpoints as Gatsby Functions: each file of src/api exports `gatsbyFunction(...)`
 * of one handler. The production server (server/) runs them, as do `gatsby develop` and Gatsby's
 * Netlify adapter. The query string is read from the request's own URL, so only what the
 * handler's parser allows is ever read.
 */
import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { serverContext, type ServerContext } from './context'
import type { ApiRequest, Handler } from './http'

function toApiRequest(request: GatsbyFunctionRequest): ApiRequest {
  // Express keeps the whole address in originalUrl; `url` loses the mount path.
  const { originalUrl } = request as { originalUrl?: string }
  const address = request.rawUrl ?? originalUrl ?? request.url ?? ''
  const queryAt = address.indexOf('?')
  const headers: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(request.headers))
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  return {
    method: (request.method ?? 'GET').toUpperCase(),
    params: request.params ?? {},
    search: queryAt >= 0 ? address.slice(queryAt + 1) : '',
    headers,
    body: request.body,
    remoteAddress: request.socket?.remoteAddress ?? '',
    // Set by the production server (server/functions.ts) on the request it hands over.
    visitorAddress: (request as { visitorAddress?: string }).visitorAddress,
  }
}

/** A Gatsby Function that answers with `pick(endpoints of this runtime's context)`. */
export function gatsbyFunction(pick: (context: ServerContext) => Handler) {
  return async function handler(request: GatsbyFunctionRequest, response: GatsbyFunctionResponse) {
    try {
      const answer = await pick(serverContext())(toApiRequest(request))
      for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value)
      response.setHeader('X-Content-Type-Options', 'nosniff')
      response.status(answer.status).json(answer.body)
    } catch (error) {
      console.error('Error inesperado en el servidor del sitio:', error)
      response.setHeader('Cache-Control', 'no-store')
      response.status(500).json({ error: 'Ocurrió un error inesperado. Probá de nuevo.' })
    }
  }
}

/** A CV is at most 5 MB, about 6.7 MB as a data URL: lead bodies get room for it. */
export const LEAD_FUNCTION_CONFIG: GatsbyFunctionConfig = {
  bodyParser: { json: { limit: '8mb' } },
}
