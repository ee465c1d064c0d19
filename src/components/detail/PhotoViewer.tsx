import { useState } from 'react'
import { photoAlt } from '../../domain/gallery'
import { NO_IMAGE_PHOTO } from '../../domain/photos'
import type { Photo } from '../../domain/types'
import { BrokerImage } from '../BrokerImage'
import { Icon } from '../Icon'
import * as styles from './PhotoViewer.module.css'

interface PhotoViewerProps {
  /** In display order; none shows the no-image picture. */
  photos: Photo[]
  /** The listing's title, for alt texts ("Foto 3 de {title}"). */
  title: string
  /** "Foto" or "Plano": how the alt texts and controls name a picture. */
  noun?: 'Foto' | 'Plano'
  /** True for the page's first picture (its LCP): loaded at once, not lazily. */
  eager?: boolean
}

// The main picture spans the left two thirds of the content from 960 px up, the whole width below.
const MAIN_SIZES = '(min-width: 1200px) 780px, (min-width: 960px) 65vw, 100vw'

/** A main picture with previous/next controls and thumbnails (lazy) to choose another. */
export function PhotoViewer({ photos, title, noun = 'Foto', eager = false }: PhotoViewerProps) {
  const [current, setCurrent] = useState(0)
  const photo = photos[current] ?? NO_IMAGE_PHOTO
  const count = photos.length
  const step = (delta: number) => setCurrent((index) => (index + delta + count) % count)
  const lower = noun.toLowerCase()
  return (
    <div className={styles.viewer}>
      <figure className={styles.main}>
        <BrokerImage
          key={photo.image}
          photo={photo}
          alt={count ? photoAlt(photo, current, title, noun) : NO_IMAGE_PHOTO.description}
          sizes={MAIN_SIZES}
          eager={eager && current === 0}
          className={styles.picture}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.step} ${styles.previous}`}
              onClick={() => step(-1)}
              aria-label={`${noun} anterior`}
            >
              <Icon name="arrowLeft" />
            </button>
            <button
              type="button"
              className={`${styles.step} ${styles.next}`}
              onClick={() => step(1)}
              aria-label={`${noun} siguiente`}
            >
              <Icon name="arrowRight" />
            </button>
            <figcaption className={styles.counter} aria-live="polite">
              {noun} {current + 1} de {count}
            </figcaption>
          </>
        )}
      </figure>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={`Elegir ${lower}`}>
          {photos.map((thumb, index) => (
            <li key={thumb.image}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => setCurrent(index)}
                aria-label={`Ver ${lower} ${index + 1} de ${count}`}
                aria-current={index === current ? 'true' : undefined}
              >
                <img
                  src={thumb.thumb}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
