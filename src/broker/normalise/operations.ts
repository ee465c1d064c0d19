/** Operations and prices from either source (tokko-api.md §3.3, api-contract.md Shapes). */
import { fold } from '../../domain/site/fold'
import { operationById, parseOperationId } from '../../domain/site/operations'
import type { Currency, Operation, OperationId, Price } from '../../domain/types'
import type { BackendOperation, BackendPrice, TokkoOperation, TokkoPrice } from '../wireTypes'
import { fields, toArray, toBool, toInteger, toNumber, toText } from './coerce'

// Spellings agents and imports use; prices in other currencies (PYG, UYU…) cannot be shown.
const CURRENCIES: Record<string, Currency> = {
  usd: 'USD',
  u$s: 'USD',
  us$: 'USD',
  u$d: 'USD',
  dolar: 'USD',
  dolares: 'USD',
  ars: 'ARS',
  $: 'ARS',
  ar$: 'ARS',
  peso: 'ARS',
  pesos: 'ARS',
}

/** 'USD' or 'ARS' from the usual spellings ("U$S", "$", "pesos"); null for anything else. */
export function toCurrency(value: unknown): Currency | null {
  return CURRENCIES[fold(toText(value)).replace(/[\s.]/g, '')] ?? null
}

function positive(value: unknown): number | null {
  const parsed = toNumber(value)
  return parsed !== null && parsed > 0 ? parsed : null
}

/** A price, or null for an unusable currency; an unusable amount stays, as "a consultar". */
export function readPrice(value: unknown): Price | null {
  const raw = fields<TokkoPrice & BackendPrice>(value)
  const currency = toCurrency(raw.currency)
  if (currency === null) return null
  const price = positive(raw.price)
  const previous = positive(raw.previous_price)
  const period = toInteger(raw.period)
  const periodNumber = toInteger(raw.period_number)
  return {
    price,
    currency,
    period: period !== null && period > 0 ? period : 0,
    period_number: periodNumber !== null && periodNumber > 0 ? periodNumber : null,
    previous_price: previous,
    // Two amounts decide by themselves; the backend's flag counts only when one is missing.
    is_less_than_previous_price:
      previous !== null && price !== null
        ? previous > price
        : toBool(raw.is_less_than_previous_price, false),
  }
}

function samePrice(a: Price, b: Price): boolean {
  return a.currency === b.currency && a.price === b.price && a.period === b.period
}

/** Known operations, by operation_id or else the operation_type name or code, merged and sorted. */
export function readOperations(value: unknown): Operation[] {
  const byId = new Map<OperationId, Price[]>()
  for (const item of toArray(value)) {
    const raw = fields<TokkoOperation & BackendOperation>(item)
    const id = parseOperationId(raw.operation_id) ?? parseOperationId(raw.operation_type)
    if (id === null) continue
    const prices = byId.get(id) ?? []
    for (const price of toArray(raw.prices).map(readPrice)) {
      if (price && !prices.some((known) => samePrice(known, price))) prices.push(price)
    }
    byId.set(id, prices)
  }
  return [...byId.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, prices]) => ({ operation_id: id, operation_type: operationById(id).name, prices }))
}
