/** Tokko's `lang` switch (tokko-api.md §0): type and operation names follow the language. */
import type { TokkoProperty } from '../../src/broker/wireTypes'
import { operationName, typeName, type Lang } from '../data/taxonomy'
import { BadRequest } from './params'
import { toNumber } from './search'

/** The `lang` query value, or the fallback; throws on an unknown language. */
export function langParam(query: URLSearchParams, fallback: Lang): Lang {
  const raw = query.get('lang')
  if (raw === null || raw.trim() === '') return fallback
  const value = raw.trim().toLowerCase()
  if (value === 'en' || value === 'es_ar') return value
  throw new BadRequest(`Invalid lang '${raw}' provided (expected en | es_ar)`)
}

/** The record with names in `lang`; records are stored in Spanish and never mutated. */
export function localiseProperty(record: TokkoProperty, lang: Lang): TokkoProperty {
  if (lang === 'es_ar') return record
  const typeId = toNumber(record.type?.id)
  return {
    ...record,
    type: record.type && {
      ...record.type,
      name: (typeId !== null && typeName(typeId, 'en')) || record.type.name,
    },
    operations: record.operations?.map((operation) => {
      const id = toNumber(operation.operation_id)
      return {
        ...operation,
        operation_type: (id !== null && operationName(id, 'en')) || operation.operation_type,
      }
    }),
  }
}
