import { Helmet } from 'react-helmet'
import { absoluteUrl } from '../../domain/site/urls'
import { useSite } from '../../hooks/useSite'
import { clipDescription, pageTitle } from '../Seo'

interface LiveSeoProps {
  title: string
  description: string
  /** The record's canonical path. */
  pathname: string
  image?: string
  type?: 'website' | 'article'
}

/**
 * Title, description and canonical address of a record rendered live (react-helmet: Gatsby's Head
 * API renders before the record is known, so it cannot see data fetched in the browser).
 */
export function LiveSeo({ title, description, pathname, image, type = 'website' }: LiveSeoProps) {
  const site = useSite()
  const fullTitle = pageTitle(title, site)
  const text = clipDescription(description || site.settings.seo.description)
  const canonical = absoluteUrl(site.siteUrl, pathname)
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      {image && <meta property="og:image" content={image} />}
    </Helmet>
  )
}

/** The title alone, for a record that could not be shown (not found, or the services failed). */
export function LiveTitle({ title }: { title: string }) {
  return (
    <Helmet>
      <title>{pageTitle(title, useSite())}</title>
    </Helmet>
  )
}
