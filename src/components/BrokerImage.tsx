import { GatsbyImage, getImageData, type IGetImageDataArgs } from 'gatsby-plugin-image'
import { CDN_WIDTHS, isPlaceholder } from '../domain/photos'
import type { Photo } from '../domain/types'
import * as styles from './BrokerImage.module.css'

// Listing photos are landscape 3:2 at the CDN; the box is reserved at that ratio (no layout shift).
const SOURCE = { width: 1600, height: 1067 }

function urlFor(photo: Photo, width: number): string {
  if (width <= CDN_WIDTHS.thumb) return photo.thumb
  if (width <= CDN_WIDTHS.image) return photo.image
  return photo.original
}

interface BrokerImageProps {
  photo: Photo
  alt: string
  /** How wide the picture shows, for the browser's choice among the CDN sizes. */
  sizes: string
  /** Eager for the page's main picture (LCP); lazy, the default, for everything below. */
  eager?: boolean
  className?: string
}

/**
 * A broker photo through GatsbyImage, with image data built from the CDN's own addresses: no
 * download or resizing at build time, so the build does not grow with the number of photos.
 */
export function BrokerImage({ photo, alt, sizes, eager = false, className }: BrokerImageProps) {
  if (isPlaceholder(photo)) {
    return (
      <div className={`${styles.placeholder} ${className ?? ''}`}>
        <img
          src={photo.image}
          alt={alt}
          width={SOURCE.width}
          height={SOURCE.height}
          loading="lazy"
        />
      </div>
    )
  }
  // `sizes` reaches the srcset through getImageData's pass-through options, which its type omits.
  const args: IGetImageDataArgs & { sizes: string } = {
    baseUrl: photo.image,
    pluginName: 'broker-cdn',
    sourceWidth: SOURCE.width,
    sourceHeight: SOURCE.height,
    layout: 'fullWidth',
    formats: ['auto'],
    breakpoints: Object.values(CDN_WIDTHS),
    sizes,
    urlBuilder: ({ width }) => urlFor(photo, width),
    backgroundColor: 'var(--color-surface)',
  }
  const image = getImageData(args)
  return (
    <GatsbyImage
      image={image}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      imgStyle={{ objectFit: 'cover' }}
    />
  )
}
