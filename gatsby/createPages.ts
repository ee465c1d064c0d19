/** Every generated page, family by family, from the catalogue sourceNodes kept. */
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { siteUrlOf } from '../src/config'
import { builtCatalogue } from './builtCatalogue'
import { sizeNewsPictures } from './newsPictures'
import { developmentPages } from './pages/developments'
import { homePage } from './pages/home'
import { listingPages } from './pages/listings'
import { newsPages } from './pages/news'
import { propertyPages } from './pages/properties'
import { tokkoLookupPage } from './pages/tokkoLookup'
import { type PageFamily, type PagesCatalogue } from './pages/shared'
import { withdrawnPages } from './pages/withdrawn'
import { buildStateDir, withdrawnKeepDays } from './sourcing/environment'
import { updateWithdrawnState } from './withdrawnState'

const FAMILIES: PageFamily[] = [
  homePage,
  listingPages,
  propertyPages,
  tokkoLookupPage,
  developmentPages,
  newsPages,
]

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter }) => {
  const warn = (message: string) => reporter.warn(message)
  const records = builtCatalogue()
  const newsPictures = await sizeNewsPictures(
    records.news.map((entry) => entry.main_image),
    {
      publicDir: path.resolve('public'),
      cacheDir: path.join(buildStateDir(), 'news-pictures'),
      warn,
    },
  )
  const catalogue: PagesCatalogue = {
    ...records,
    newsPictures,
    siteUrl: siteUrlOf(process.env.SITE_URL),
  }
  for (const family of FAMILIES) family(catalogue, actions.createPage)

  // Listings gone since the last builds keep their address a while; onPostBuild promotes the state.
  const withdrawn = updateWithdrawnState(buildStateDir(), catalogue.properties, {
    now: new Date(),
    keepDays: withdrawnKeepDays(process.env, warn),
    warn,
  })
  withdrawnPages(withdrawn)(catalogue, actions.createPage)
  if (withdrawn.length > 0)
    reporter.info(
      `Propiedades retiradas: ${withdrawn.length} ${withdrawn.length === 1 ? 'página' : 'páginas'} «ya no disponible»`,
    )
}
