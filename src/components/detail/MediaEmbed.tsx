import { useId } from 'react'
import { providerName } from '../../domain/gallery'
import type { Video } from '../../domain/types'
import { Icon } from '../Icon'
import { LazyFrame } from './LazyFrame'
import * as styles from './MediaEmbed.module.css'

interface MediaEmbedProps {
  media: Video
  /** Used in the player's title when the broker gave the video none. */
  listingTitle: string
}

// What the players of spec §9 ask for (fullscreen, gyroscope for 360° tours, autoplay after a click).
const ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; fullscreen; gyroscope; picture-in-picture; xr-spatial-tracking'

/**
 * A video or 360° tour that loads nothing until the visitor asks: a button stands where the
 * player goes and swaps in the provider's iframe on click, then gives it the focus.
 */
export function MediaEmbed({ media, listingTitle }: MediaEmbedProps) {
  const captionId = useId()
  const noun = media.is_tour ? 'Recorrido 360°' : 'Video'
  const title = media.title.trim() || `${noun} de ${listingTitle}`
  return (
    <figure className={styles.embed}>
      <div className={styles.frame}>
        <LazyFrame
          src={media.player_url}
          title={title}
          allow={ALLOW}
          describedBy={captionId}
          buttonClassName={styles.play ?? ''}
          buttonLabel={
            <>
              <Icon name={media.is_tour ? 'cube' : 'play'} size={36} />
              <span>{media.is_tour ? 'Ver recorrido 360°' : 'Ver video'}</span>
            </>
          }
        />
      </div>
      <figcaption id={captionId} className={styles.caption}>
        {title} <span className={styles.provider}>· {providerName(media.provider)}</span>
      </figcaption>
    </figure>
  )
}
