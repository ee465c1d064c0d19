/**
 * What the Site static query (src/hooks/useSite.ts) answers in a build of the demo agency: the
 * demo settings through the real normaliser, and counts of the demo catalogue.
 */
import { normaliseSettings, normaliseTokkoProperty } from '../../src/broker/normalise'
import { operationCounts } from '../../src/domain/catalog'
import { demoData } from './services'

export const TEST_SITE_URL = 'https://inmobiliaria.example'

export function siteQueryResult() {
  const data = demoData()
  const settings = normaliseSettings(data.settings)
  return {
    site: { siteMetadata: { siteUrl: TEST_SITE_URL } },
    siteSettings: settings,
    siteCatalog: {
      counts: operationCounts(data.properties.map(normaliseTokkoProperty)),
      developments: data.developments.length,
      news: data.news.length,
    },
  }
}
