/** What every page family needs: its template's file and the catalogue with the build's pictures. */
import path from 'node:path'
import type { Actions } from 'gatsby'
import { toNewsCard, type SizedPicture } from '../../src/domain/news/newsCards'
import type { NewsEntry } from '../../src/domain/types'
import type { BuiltCatalogue } from '../builtCatalogue'

export type TemplateName =
  | 'HomePage'
  | 'ListingPage'
  | 'ResultsPage'
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

/** The catalogue with what the build made for the pages: the news pictures at card sizes. */
export interface PagesCatalogue extends BuiltCatalogue {
  /** By original address (gatsby/newsPictures.ts); a picture missing here keeps its original. */
  newsPictures: ReadonlyMap<string, SizedPicture>
  /** The published site's address (SITE_URL): the pages' structured data names absolute URLs. */
  siteUrl: string
}

/** One page family: creates its pages from the catalogue. */
export type PageFamily = (catalogue: PagesCatalogue, createPage: Actions['createPage']) => void

/** A news entry's card, with the build's copies of its picture. */
export function newsCardOf(catalogue: PagesCatalogue) {
  return (entry: NewsEntry) =>
    toNewsCard(entry, catalogue.newsPictures.get(entry.main_image) ?? null)
}
