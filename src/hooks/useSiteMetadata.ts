import { graphql, useStaticQuery } from 'gatsby'

/** The site's title, description and public URL from gatsby-config. */
export function useSiteMetadata(): { title: string; description: string; siteUrl: string } {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          description
          siteUrl
        }
      }
    }
  `)
  const meta = data.site?.siteMetadata
  return {
    title: meta?.title ?? 'Inmobiliaria',
    description: meta?.description ?? '',
    siteUrl: meta?.siteUrl ?? '',
  }
}
