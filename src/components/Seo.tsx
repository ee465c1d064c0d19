import { absoluteUrl } from '../domain/site/urls'
import { useSite, type Site } from '../hooks/useSite'

interface SeoProps {
  /** The page's own title; the agency's name is added after it. */
  title?: string
  description?: string
  /** The page's path, for its canonical address. */
  pathname: string
  /** Social card picture: an absolute URL or a path of this site. */
  image?: string
  /** Open Graph type: 'website' by default, 'article' for news. */
  type?: 'website' | 'article'
  /** schema.org data, rendered as JSON-LD. */
  jsonLd?: object
  /** Pages a search engine should not list (favourites, live lookups). */
  noindex?: boolean
  /**
   * Title and icons only: the page sets its description and canonical address itself once it
   * knows them (a record rendered live, src/components/live/LiveSeo.tsx).
   */
  bare?: boolean
}

// Search results show about this much of a description.
const DESCRIPTION_LENGTH = 160

export function clipDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= DESCRIPTION_LENGTH
    ? clean
    : `${clean.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`
}

/** "Page | Agency", or the agency's own title for the home. */
export function pageTitle(title: string | undefined, site: Site): string {
  const { name, seo } = site.settings
  return title ? `${title} | ${name}` : seo.title || name
}

/** JSON for a script element: '<' escaped so no text in it can close the element. */
const jsonForScript = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c')

/** Title, description, canonical URL, Open Graph and Twitter cards for a page's Head export. */
export function Seo({
  title,
  description,
  pathname,
  image,
  type = 'website',
  jsonLd,
  noindex,
  bare,
}: SeoProps) {
  const site = useSite()
  const { name, seo } = site.settings
  const fullTitle = pageTitle(title, site)
  const text = clipDescription(description || seo.description)
  const canonical = absoluteUrl(site.siteUrl, pathname)
  const picture = image || seo.image
  const pictureUrl = picture
    ? /^https?:\/\//.test(picture)
      ? picture
      : absoluteUrl(site.siteUrl, picture)
    : ''
  const icons = (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#0b5cab" />
    </>
  )
  if (bare)
    return (
      <>
        <title>{fullTitle}</title>
        {icons}
      </>
    )
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      {icons}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="es_AR" />
      <meta property="og:site_name" content={name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      {pictureUrl && <meta property="og:image" content={pictureUrl} />}
      <meta name="twitter:card" content={pictureUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {pictureUrl && <meta name="twitter:image" content={pictureUrl} />}
      {jsonLd && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }}
        />
      )}
    </>
  )
}
