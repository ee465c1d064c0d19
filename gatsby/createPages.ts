/** Every generated page, family by family, from the catalogue sourceNodes stored. */
import type { GatsbyNode } from 'gatsby'
import { developmentPages } from './pages/developments'
import { homePage } from './pages/home'
import { listingPages } from './pages/listings'
import { newsPages } from './pages/news'
import { propertyPages } from './pages/properties'
import { catalogFromNodes, type PageFamily } from './pages/shared'

const FAMILIES: PageFamily[] = [homePage, listingPages, propertyPages, developmentPages, newsPages]

export const createPages: GatsbyNode['createPages'] = ({ actions, getNodesByType }) => {
  const catalog = catalogFromNodes(getNodesByType)
  for (const family of FAMILIES) family(catalog, actions.createPage)
}
