import { useSiteMetadata } from '../hooks/useSiteMetadata'

interface SeoProps {
  title?: string
  description?: string
  pathname: string
}

/** Title, description, canonical URL and social cards for a page's Head export. */
export function Seo({ title, description, pathname }: SeoProps) {
  const site = useSiteMetadata()
  const fullTitle = title ? `${title} | ${site.title}` : site.title
  const text = description || site.description
  const canonical = `${site.siteUrl}${pathname}`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="es_AR" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
    </>
  )
}
