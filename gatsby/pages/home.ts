/** The home page: featured properties, the newest developments and news, counters and search options. */
import { isOnOffer } from '../../src/domain/property/availability'
import { toDevelopmentCard, toPropertyCard } from '../../src/domain/listing/cards'
import {
  locationOptions,
  operationCounts,
  typeOptions,
} from '../../src/domain/listing/catalogueFacts'
import type { HomeContext } from '../../src/domain/contracts/pageContexts'
import { getTemplate, newsCardOf, type PageFamily } from './shared'

const FEATURED_COUNT = 8
const DEVELOPMENT_COUNT = 3
const NEWS_COUNT = 3

export const homePage: PageFamily = (catalogue, createPage) => {
  const { developments, news } = catalogue
  // A sold or rented unit keeps its own page, but the home offers nothing no longer available.
  const properties = catalogue.properties.filter(isOnOffer)
  // Featured first; an agency that stars few properties still gets a full row of its newest.
  const featured = [
    ...properties.filter((property) => property.is_starred_on_web),
    ...properties.filter((property) => !property.is_starred_on_web),
  ].slice(0, FEATURED_COUNT)
  const shownDevelopments = [
    ...developments.filter((development) => development.is_starred_on_web),
    ...developments.filter((development) => !development.is_starred_on_web),
  ].slice(0, DEVELOPMENT_COUNT)
  createPage<HomeContext>({
    path: '/',
    component: getTemplate('HomePage'),
    context: {
      featured: featured.map((property) => toPropertyCard(property)),
      developments: shownDevelopments.map(toDevelopmentCard),
      news: news.slice(0, NEWS_COUNT).map(newsCardOf(catalogue)),
      counts: operationCounts(properties),
      locations: locationOptions(properties),
      types: typeOptions(properties),
    },
  })
}
