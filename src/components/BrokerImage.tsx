import { isPlaceholder, photoSrcSet, type CdnSize } from '../domain/detail/photos'
import type { Photo } from '../domain/types'
import * as styles from './BrokerImage.module.css'

// Listing photos are landscape 3:2 at the CDN; the box is reserved at that ratio (no layout shift).
const SOURCE = { width: 1600, height: 1067 }

interface BrokerImageProps {
  photo: Photo
  alt: string
  /** How wide the picture shows, for the browser's choice among the CDN sizes. */
  sizes: string
  /** Eager for the page's main picture (LCP); lazy, the default, for everything below. */
  eager?: boolean
  /** The largest CDN size offered: cards stop at `image`, never the full-size original. */
  largest?: CdnSize
  className?: string
}

/**
 * A broker photo as a plain responsive <img> over the CDN's three sizes: nothing is downloaded or
 * resized at build time, and the browser's own lazy loading needs no script. (GatsbyImage would
 * add its runtime, react-dom/server included, to every page with a photo: docs/performance.md.)
 */
export function BrokerImage({
  photo,
  alt,
  sizes,
  eager = false,
  largest = 'original',
  className,
}: BrokerImageProps) {
  const placeholder = isPlaceholder(photo)
  // React 18 does not know `fetchPriority` yet; the lowercase attribute reaches the DOM as is.
  const priority = eager ? { fetchpriority: 'high' } : {}
  return (
    <img
      className={`${styles.image} ${className ?? ''}`}
      src={photo.image}
      srcSet={placeholder ? undefined : photoSrcSet(photo, largest)}
      sizes={placeholder ? undefined : sizes}
      alt={alt}
      width={SOURCE.width}
      height={SOURCE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...priority}
    />
  )
}
