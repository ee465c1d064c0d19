/**
 * Tokko's own API (api-contract.md, Broker): the search summary and the webcontact inbox.
 * Auth is the `key` query param; a bad or missing key gets 401 with an empty body, as Tokko does.
 */
import type { Lang } from '../data/taxonomy'
import type { EmulatorContext } from './context'
import { fail, json } from './responses'
import { webContactProblem } from './forms'
import { langParam } from './localise'
import { BadRequest, choiceParam, type Range } from './params'
import type { Route } from './router'
import { filterProperties, toNumber, type SearchCriteria } from './search'
import { summarise } from './summary'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function idList(data: Record<string, unknown>, name: string): number[] | undefined {
  const value = data[name]
  if (value === undefined || value === null) return undefined
  const items = Array.isArray(value) ? value : [value]
  const ids = items.map(toNumber)
  if (ids.some((id) => id === null || !Number.isInteger(id))) {
    throw new BadRequest(`Invalid ${name} in data: expected a list of integer ids`)
  }
  return ids as number[]
}

function bound(data: Record<string, unknown>, name: string): number | null {
  const value = data[name]
  if (value === undefined || value === null || value === '') return null
  const number = toNumber(value)
  if (number === null) throw new BadRequest(`Invalid ${name} in data: expected a number`)
  return number
}

/** The search `data` JSON (tokko-api.md §2.2) as criteria; throws BadRequest when malformed. */
export function parseSearchData(raw: string | null): SearchCriteria {
  if (raw === null || raw.trim() === '') return {}
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    throw new BadRequest('Invalid data: not valid JSON')
  }
  if (!isObject(data)) throw new BadRequest('Invalid data: expected a JSON object')
  const type = data.current_localization_type ?? 'division'
  if (type !== 'division' && type !== 'state' && type !== 'country') {
    throw new BadRequest(
      `Invalid current_localization_type '${String(type)}' (expected division | state | country)`,
    )
  }
  // Consumers send 0 (or Argentina, 1) with type country to mean anywhere.
  const locationIds = idList(data, 'current_localization_id')?.filter((id) => id !== 0)
  const price: Range = { min: bound(data, 'price_from'), max: bound(data, 'price_to') }
  const currency = String(data.currency ?? 'ANY').toUpperCase()
  if (currency !== 'ANY' && currency !== 'USD' && currency !== 'ARS') {
    throw new BadRequest(
      `Invalid currency '${String(data.currency)}' in data (expected USD | ARS | ANY)`,
    )
  }
  const operations = idList(data, 'operation_types')
  if (operations?.some((id) => id < 1 || id > 3))
    throw new BadRequest('Invalid operation_types in data')
  return {
    operations,
    typeIds: idList(data, 'property_types'),
    locationIds: locationIds?.length ? locationIds : undefined,
    price: price.min === null && price.max === null ? undefined : price,
    currency: currency === 'ANY' ? undefined : currency,
    tags: idList(data, 'with_tags'),
    withoutTags: idList(data, 'without_tags'),
    customTags: idList(data, 'with_custom_tags'),
  }
}

/** The broker's routes. */
export function brokerRoutes(ctx: EmulatorContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/api/v1/property/get_search_summary',
      service: 'broker',
      handler: (request) => {
        const lang: Lang = langParam(request.query, 'en')
        choiceParam(request.query, 'format', ['json'], 'json')
        const criteria = parseSearchData(request.query.get('data'))
        return json(200, summarise(filterProperties(ctx.index, criteria), criteria, lang))
      },
    },
    {
      method: 'POST',
      pattern: '/api/v1/webcontact',
      service: 'broker',
      handler: (request) => {
        const problem = webContactProblem(request.body)
        if (problem) return fail(400, problem)
        ctx.submissions.add('webcontact', request.body)
        return json(201, { result: 'success' })
      },
    },
  ]
}
