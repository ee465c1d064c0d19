import { useMemo } from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import type { OperationCounts, SiteSettings } from '../domain/types'

/** What every page shows of the agency: its settings, the catalogue counts and the public URL. */
export interface Site {
  settings: Pick<SiteSettings, 'name' | 'contact' | 'social' | 'seo' | 'listing_source'> & {
    /** The office's address; its coordinates are shown nowhere, so not queried. */
    location: Pick<SiteSettings['location'], 'address' | 'city'>
    modules: Pick<SiteSettings['modules'], 'sumate' | 'compare' | 'credit'> & {
      services: { enabled: boolean }
    }
  }
  /** Properties on offer per operation, when the site was built. */
  counts: OperationCounts
  developmentCount: number
  newsCount: number
  siteUrl: string
}

/**
 * The site-wide data, from one static query shared by every page. Its answer is served to every
 * browser (page-data/sq), so it names only what pages show: never the settings' `keys` (which
 * the settings node does not even hold, gatsby/nodes.ts) nor `template_data`.
 */
export function useSite(): Site {
  const data = useStaticQuery<Queries.SiteQuery>(graphql`
    query Site {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteSettings {
        name
        listing_source
        contact {
          phone
          whatsapp
          mail
        }
        social {
          instagram
          facebook
          twitter
          linkedin
          youtube
        }
        location {
          address
          city
        }
        seo {
          title
          description
          image
        }
        modules {
          compare
          services {
            enabled
          }
          sumate {
            positions
          }
          credit {
            uva_value
            uva_date
            tna
            usd_ars
            max_ltv
            income_ratio
          }
        }
      }
      siteCatalogue {
        counts {
          venta
          alquiler
          temporario
        }
        developments
        news
      }
    }
  `)
  // One object while the query's data is the same: the memoised header and footer take it.
  return useMemo(() => siteOf(data), [data])
}

function siteOf(data: Queries.SiteQuery): Site {
  const settings = data.siteSettings
  const catalogue = data.siteCatalogue
  // sourceNodes always creates both nodes, or the build stops before any page renders.
  if (!settings || !catalogue)
    throw new Error('Faltan los datos del sitio (SiteSettings / SiteCatalogue).')
  return {
    settings: {
      name: settings.name,
      listing_source: settings.listing_source === 'backend' ? 'backend' : 'tokko',
      contact: { ...settings.contact },
      social: { ...settings.social },
      location: {
        address: settings.location.address,
        city: settings.location.city,
      },
      seo: { ...settings.seo },
      modules: {
        compare: settings.modules.compare,
        services: { enabled: settings.modules.services.enabled },
        sumate: { positions: [...settings.modules.sumate.positions] },
        // Only the mortgage estimate reads it, on a sale's page.
        credit: settings.modules.credit,
      },
    },
    counts: { ...catalogue.counts },
    developmentCount: catalogue.developments,
    newsCount: catalogue.news,
    siteUrl: (data.site?.siteMetadata?.siteUrl ?? '').replace(/\/+$/, ''),
  }
}
