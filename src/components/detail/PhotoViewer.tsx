import type { MouseEvent } from 'react'
import { photoAlt } from '../../domain/detail/gallery'
import { wrapIndex } from '../../domain/detail/lightbox'
import { NO_IMAGE_PHOTO } from '../../domain/detail/photos'
import type { Photo } from '../../domain/types'
import { BrokerImage } from '../BrokerImage'
import { Icon } from '../Icon'
import { ThumbnailStrip } from './ThumbnailStrip'
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
  /** The picture shown, kept by the gallery slice so the lightbox opens on it. */
  current: number
  onSelect: (index: number) => void
  /** Asks for the lightbox, on the current picture. */
  onOpen: () => void
}

// The main picture spans the left two thirds of the content from 960 px up, the whole width below.
const MAIN_SIZES = '(min-width: 1200px) 780px, (min-width: 960px) 65vw, 100vw'

/**
 * A main picture with previous/next controls and thumbnails (lazy) to choose another; pressing
 * the picture opens it in the lightbox.
 */
export function PhotoViewer({
  photos,
  title,
  noun = 'Foto',
  eager = false,
  current,
  onSelect,
  onOpen,
}: PhotoViewerProps) {
  const photo = photos[current] ?? NO_IMAGE_PHOTO
  const count = photos.length
  const step = (delta: number) => onSelect(wrapIndex(current + delta, count))
  const lower = noun.toLowerCase()
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    // Safari does not focus a clicked button; the lightbox gives the focus back to this one.
    event.currentTarget.focus()
    onOpen()
  }
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
        {count > 0 && (
          <button
            type="button"
            className={styles.open}
            onClick={open}
            aria-label={`Ampliar ${lower} ${current + 1} de ${count}`}
            aria-haspopup="dialog"
          >
            <span className={styles.zoom}>
              <Icon name="search" size={16} />
              Ampliar
            </span>
          </button>
        )}
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
        <ThumbnailStrip photos={photos} current={current} noun={noun} onSelect={onSelect} />
      )}
    </div>
  )
}
