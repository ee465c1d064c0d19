/**
 * The catalogue of this build, handed from sourceNodes to createPages and onPostBuild (Gatsby
 * runs all three in its main process). Broker records are not Gatsby nodes: no query reads them,
 * and as nodes every rebuild paid for their digests, their store and Gatsby's sweep of stale ones.
 */
import type { Development, NewsEntry, Property, SiteSettings } from '../src/domain/types'
import { newestFirst } from '../src/domain/listing/catalogueFacts'
import { publicDevelopment, publicProperty } from '../src/domain/contracts/publicRecord'
import type { Catalogue } from './sourcing/fetchCatalogue'

export interface BuiltCatalogue {
  settings: SiteSettings
  properties: Property[]
  developments: Development[]
  news: NewsEntry[]
}

/**
 * The public records every page is made of, each list newest first (the order of every list on
 * the site): an owner's masked address and exact point never reach a page or page-data file.
 */
export function publicCatalogue(catalogue: Catalogue): BuiltCatalogue {
  return {
    settings: catalogue.settings,
    properties: catalogue.properties.map(publicProperty).sort(newestFirst),
    developments: catalogue.developments.map(publicDevelopment).sort(newestFirst),
    news: [...catalogue.news].sort(newsNewestFirst),
  }
}

/** News by date, newest first; the same day, the highest id first. */
export function newsNewestFirst(a: NewsEntry, b: NewsEntry): number {
  return b.date_published.localeCompare(a.date_published) || b.id - a.id
}

let built: BuiltCatalogue | null = null

/** Keeps what sourceNodes fetched, as the pages will show it. */
export function keepBuiltCatalogue(catalogue: Catalogue): void {
  built = publicCatalogue(catalogue)
}

/** The catalogue sourceNodes kept in this process. */
export function builtCatalogue(): BuiltCatalogue {
  if (!built) throw new Error('No hay catálogo: sourceNodes no lo descargó en este proceso.')
  return built
}
