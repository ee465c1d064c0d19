import { useEffect } from 'react'
import { CDN_WIDTHS, photoSrcSet } from '../../domain/detail/photos'
import type { Photo } from '../../domain/types'
import { useSwipe } from '../../hooks/useSwipe'
import { Icon } from '../Icon'
import * as styles from './Lightbox.module.css'

interface LightboxStageProps {
  photo: Photo
  /** The picture after this one, fetched ahead so that "next" shows at once; none when alone. */
  next: Photo | undefined
  alt: string
  noun: 'Foto' | 'Plano'
  onStep: (delta: 1 | -1) => void
}

// The picture fits under the bars (about 11rem with the caption and thumbnails): the height limits
// a 3:2 photo on screens wider than 3:2, the width on the others. The browser picks from the CDN
// sizes with this and the pixel ratio: the original on phones and on desktops.
const SIZES = '(min-aspect-ratio: 3/2) calc((100vh - 11rem) * 1.5), 100vw'
const HEIGHT = Math.round((CDN_WIDTHS.original * 2) / 3)

/** The large picture with previous/next buttons; a sideways swipe on it steps too. */
export function LightboxStage({ photo, next, alt, noun, onStep }: LightboxStageProps) {
  const swipe = useSwipe(onStep)

  useEffect(() => {
    if (!next) return
    const ahead = new Image()
    // sizes before srcset: the browser chooses the candidate as soon as srcset is set.
    ahead.sizes = SIZES
    ahead.srcset = photoSrcSet(next)
  }, [next])

  return (
    <div className={styles.stage} {...swipe}>
      <img
        key={photo.original}
        className={styles.picture}
        src={photo.original}
        srcSet={photoSrcSet(photo)}
        sizes={SIZES}
        alt={alt}
        width={CDN_WIDTHS.original}
        height={HEIGHT}
        draggable={false}
      />
      {next && (
        <>
          <button
            type="button"
            className={`${styles.step} ${styles.previous}`}
            onClick={() => onStep(-1)}
            aria-label={`${noun} anterior`}
          >
            <Icon name="arrowLeft" size={24} />
          </button>
          <button
            type="button"
            className={`${styles.step} ${styles.next}`}
            onClick={() => onStep(1)}
            aria-label={`${noun} siguiente`}
          >
            <Icon name="arrowRight" size={24} />
          </button>
        </>
      )}
    </div>
  )
}
