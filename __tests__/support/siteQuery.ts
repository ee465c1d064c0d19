/**
 * What the Site static query (src/hooks/useSite.ts) answers in a build of the demo agency: the
 * demo settings through the real normaliser, and counts of the demo catalogue as the build makes
 * them (gatsby/sourceNodes.ts).
 */
import { catalogueSummary } from '../../gatsby/sourceNodes'
import {
  normaliseNewsEntry,
  normaliseSettings,
  normaliseTokkoDevelopment,
  normaliseTokkoProperty,
} from '../../src/broker/normalise'
import { demoData } from './services'

export const TEST_SITE_URL = 'https://inmobiliaria.example'

export function siteQueryResult() {
  const data = demoData()
  const settings = normaliseSettings(data.settings)
  return {
    site: { siteMetadata: { siteUrl: TEST_SITE_URL } },
    siteSettings: settings,
    siteCatalogue: catalogueSummary({
      settings,
      properties: data.properties.map(normaliseTokkoProperty),
      developments: data.developments.map(normaliseTokkoDevelopment),
      news: data.news.map(normaliseNewsEntry),
    }),
  }
}
