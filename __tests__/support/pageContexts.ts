/**
 * Page contexts as a build makes them: the demo agency through the real normalisers and the real
 * page families of gatsby/pages, so template tests render what a build would hand them.
 */
import type { Actions } from 'gatsby'
import { newsNewestFirst } from '../../gatsby/builtCatalogue'
import type { PageFamily, PagesCatalogue } from '../../gatsby/pages/shared'
import {
  normaliseNewsEntry,
  normaliseSettings,
  normaliseTokkoDevelopment,
} from '../../src/broker/normalise'
import { demoData } from './services'
import { TEST_SITE_URL } from './siteQuery'

export { developmentPages } from '../../gatsby/pages/developments'
export { propertyPages } from '../../gatsby/pages/properties'
export { newsPages } from '../../gatsby/pages/news'

/** The demo catalogue in the order publicCatalogue (gatsby/builtCatalogue.ts) gives it. */
export function demoCatalogue(): PagesCatalogue {
  const data = demoData()
  return {
    settings: normaliseSettings(data.settings),
    properties: [],
    developments: data.developments.map(normaliseTokkoDevelopment).sort((a, b) => b.id - a.id),
    news: data.news.map(normaliseNewsEntry).sort(newsNewestFirst),
    // As a build that could not size any picture: the cards keep the originals.
    newsPictures: new Map(),
    siteUrl: TEST_SITE_URL,
  }
}

/** The context of the page a family creates at `path` from `catalogue` (the demo's by default). */
export function contextAt<Context>(
  family: PageFamily,
  path: string,
  catalogue: PagesCatalogue = demoCatalogue(),
): Context {
  const pages = new Map<string, unknown>()
  const createPage = ((page: { path: string; context?: unknown }) => {
    pages.set(page.path, page.context)
  }) as Actions['createPage']
  family(catalogue, createPage)
  if (!pages.has(path))
    throw new Error(`La familia no crea ${path}: ${[...pages.keys()].join(', ')}`)
  return pages.get(path) as Context
}
