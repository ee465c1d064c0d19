/** What every page family needs: its template's file and the catalogue read back from the nodes. */
import path from 'node:path'
import type { Actions, Node } from 'gatsby'
import { toNewsCard, type SizedPicture } from '../../src/domain/newsCards'
import type { Development, NewsEntry, Property, SiteSettings } from '../../src/domain/types'
import { newestFirst } from '../../src/domain/catalog'
import { publicDevelopment, publicProperty } from '../../src/domain/publicRecord'
import { recordFromNode, singletonFromNode } from '../nodes'
import { NODE_TYPES } from '../schema'

export type TemplateName =
  | 'HomePage'
  | 'ListingPage'
  | 'PropertyPage'
  | 'WithdrawnPropertyPage'
  | 'DevelopmentsPage'
  | 'DevelopmentPage'
  | 'NewsListPage'
  | 'NewsEntryPage'
  | 'TokkoLookupPage'

/** The file of a template in src/templates. */
export function getTemplate(name: TemplateName): string {
  return path.resolve(__dirname, '../../src/templates', `${name}.tsx`)
}

export interface BuiltCatalog {
  settings: SiteSettings
  properties: Property[]
  developments: Development[]
  news: NewsEntry[]
}

/**
 * The catalogue sourceNodes stored, as the public records every page is made of: an owner's
 * masked address and exact point stay in the node store, out of every page and page-data file.
 */
export function catalogFromNodes(getNodesByType: (type: string) => Node[]): BuiltCatalog {
  const [settingsNode] = getNodesByType(NODE_TYPES.settings)
  if (!settingsNode)
    throw new Error('No hay configuración del sitio: sourceNodes no creó el nodo SiteSettings.')
  return {
    settings: singletonFromNode<SiteSettings>(settingsNode),
    // Newest first, the order of every list on the site.
    properties: getNodesByType(NODE_TYPES.property)
      .map((node) => publicProperty(recordFromNode<Property>(node)))
      .sort(newestFirst),
    developments: getNodesByType(NODE_TYPES.development)
      .map((node) => publicDevelopment(recordFromNode<Development>(node)))
      .sort(newestFirst),
    news: getNodesByType(NODE_TYPES.news)
      .map((node) => recordFromNode<NewsEntry>(node))
      .sort((a, b) => b.date_published.localeCompare(a.date_published) || b.id - a.id),
  }
}

/** The catalogue with what the build made for the pages: the news pictures at card sizes. */
export interface PagesCatalog extends BuiltCatalog {
  /** By original address (gatsby/newsPictures.ts); a picture missing here keeps its original. */
  newsPictures: ReadonlyMap<string, SizedPicture>
  /** The published site's address (SITE_URL): the pages' structured data names absolute URLs. */
  siteUrl: string
}

/** One page family: creates its pages from the catalogue. */
export type PageFamily = (catalog: PagesCatalog, createPage: Actions['createPage']) => void

/** A news entry's card, with the build's copies of its picture. */
export function newsCardOf(catalog: PagesCatalog) {
  return (entry: NewsEntry) => toNewsCard(entry, catalog.newsPictures.get(entry.main_image) ?? null)
}
