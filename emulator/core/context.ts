/** What every route reads: the demo data, indexed once, plus the stores that change. */
import type { RawNewsEntry, TokkoDevelopment } from '../../src/broker/wireTypes'
import type { DemoData } from '../data'
import type { MediaService } from './photoRenderer'
import { indexProperty, toNumber, type IndexedProperty } from './search'
import type { SubmissionStore } from './submissions'

export interface EmulatorContext {
  data: DemoData
  tokkoKey: string
  clientId: number
  /** Every published listing, indexed for search, in generation order. */
  index: IndexedProperty[]
  propertiesById: Map<number, IndexedProperty>
  developments: TokkoDevelopment[]
  developmentsById: Map<number, TokkoDevelopment>
  newsById: Map<number, RawNewsEntry>
  submissions: SubmissionStore
  media: MediaService
}

/** Indexes the data for the routes. */
export function createContext(
  data: DemoData,
  settings: {
    tokkoKey: string
    clientId: number
    submissions: SubmissionStore
    media: MediaService
  },
): EmulatorContext {
  const index = data.properties.map(indexProperty)
  return {
    data,
    ...settings,
    index,
    propertiesById: new Map(index.map((item) => [item.id, item])),
    developments: data.developments,
    developmentsById: new Map(
      data.developments.map((development) => [toNumber(development.id) ?? 0, development]),
    ),
    newsById: new Map(data.news.map((entry) => [toNumber(entry.id) ?? 0, entry])),
  }
}
