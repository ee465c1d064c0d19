/** The agent in charge: Tokko's `producer` or `users_in_charge`, the backend's `producer`. */
import type { Producer } from '../../domain/types'
import type { BackendProducer, TokkoProducer } from '../wireTypes'
import { fields, isRecord, toArray, toHttpUrl, toLine, toPositiveId } from './coerce'

/** The producer, or null when there is none or it has neither a name nor a way to reach it. */
export function readProducer(value: unknown): Producer | null {
  if (!isRecord(value)) return null
  const raw = fields<TokkoProducer & BackendProducer>(value)
  const producer: Producer = {
    id: toPositiveId(raw.id),
    name: toLine(raw.name),
    picture: toHttpUrl(raw.picture),
    email: toLine(raw.email),
    phone: toLine(raw.phone),
    cellphone: toLine(raw.cellphone),
  }
  const reachable = producer.email || producer.phone || producer.cellphone
  return producer.name || reachable ? producer : null
}

/** Tokko's `users_in_charge`: one object, or a list whose first usable entry counts. */
export function readUserInCharge(value: unknown): Producer | null {
  if (isRecord(value)) return readProducer(value)
  for (const item of toArray(value)) {
    const producer = readProducer(item)
    if (producer) return producer
  }
  return null
}
