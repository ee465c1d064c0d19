/**
 * The live catalogue reads (`GET /api/properties`, `/api/properties/{id}`, `/api/summary`,
 * `/api/developments`, `/api/developments/{id}`, `/api/developments/{id}/units`, `/api/news`, `/api/news/{id}`): each
 * reads only the parameters of src/domain/contracts/liveApi.ts, answers public records, and may be cached a
 * minute by the browser and any shared cache in between.
 */
import {
  parseConstructionStatus,
  parseId,
  parseOperation,
  parsePropertyQuery,
} from '../domain/contracts/liveApi'
import type { ServerContext } from './context'
import {
  CATALOGUE_CACHE,
  limitKey,
  json,
  methodNotAllowed,
  notFound,
  refuse,
  upstreamFailure,
  type ApiRequest,
  type Handler,
} from './apiAnswers'
import { ReadBudgetSpent } from './readBudget'

const BAD_SEARCH = 'La búsqueda no es válida: revisá los filtros elegidos.'

const param = (search: string, name: string) => new URLSearchParams(search).get(name)

export function catalogueEndpoints({ catalogue, env, readBudget }: ServerContext) {
  /**
   * A GET-only endpoint whose result, once read, is cached as the catalogue is. What the cache
   * cannot answer is paid from the visitor's read budget (readBudget.ts).
   */
  function read(context: string, run: (request: ApiRequest) => Promise<unknown> | null): Handler {
    return async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return methodNotAllowed('GET, HEAD')
      try {
        return await readBudget.within(limitKey(request, env.clientIpHeader), async () => {
          const work = run(request)
          return work === null ? refuse(400, BAD_SEARCH) : json(200, await work, CATALOGUE_CACHE)
        })
      } catch (error) {
        if (error instanceof ReadBudgetSpent)
          return refuse(
            429,
            'Hiciste demasiadas búsquedas seguidas. Esperá un momento y probá de nuevo.',
            { code: 'read-budget' },
            { 'Retry-After': String(error.retryAfterSeconds) },
          )
        return upstreamFailure(error, context)
      }
    }
  }

  const byId = (request: ApiRequest) => parseId(request.params.id)
  return {
    properties: read('búsqueda de propiedades', ({ search }) => {
      const query = parsePropertyQuery(search)
      if (!query) return null
      if (query.view === 'featured') return catalogue.featuredProperties(query.limit)
      if (query.view === 'home') return catalogue.homeSearch(query.search)
      if (query.view === 'total') return catalogue.countProperties(query.filters)
      return catalogue.searchProperties(query.filters, query.offset)
    }),

    property: async (request: ApiRequest) => {
      const id = byId(request)
      if (id === null) return notFound('No encontramos esa propiedad.')
      return read('propiedad', () => catalogue.property(id))(request)
    },

    summary: read('resumen de búsqueda', ({ search }) => {
      const raw = param(search, 'operacion')
      const operation = parseOperation(raw)
      if (raw !== null && operation === null) return null
      return catalogue.searchSummary(operation ?? undefined)
    }),

    developments: read('emprendimientos', ({ search }) => {
      const raw = param(search, 'estado')
      const status = parseConstructionStatus(raw)
      if (raw !== null && status === null) return null
      return catalogue.developments(status)
    }),

    development: async (request: ApiRequest) => {
      const id = byId(request)
      if (id === null) return notFound('No encontramos ese emprendimiento.')
      return read('emprendimiento', () => catalogue.development(id))(request)
    },

    developmentUnits: async (request: ApiRequest) => {
      const id = byId(request)
      if (id === null) return notFound('No encontramos ese emprendimiento.')
      return read('unidades', () => catalogue.developmentUnits(id))(request)
    },

    news: read('novedades', () => catalogue.news()),

    newsEntry: async (request: ApiRequest) => {
      const id = byId(request)
      if (id === null) return notFound('No encontramos esa novedad.')
      return read('novedad', () => catalogue.newsEntry(id))(request)
    },
  } satisfies Record<string, Handler>
}
