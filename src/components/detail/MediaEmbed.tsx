import { useEffect, useId, useRef, useState } from 'react'
import { providerName } from '../../domain/gallery'
import type { Video } from '../../domain/types'
import { Icon } from '../Icon'
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
  const [open, setOpen] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const captionId = useId()
  useEffect(() => {
    if (open) frame.current?.focus()
  }, [open])
  const noun = media.is_tour ? 'Recorrido 360°' : 'Video'
  const title = media.title.trim() || `${noun} de ${listingTitle}`
  return (
    <figure className={styles.embed}>
      <div className={styles.frame}>
        {open ? (
          <iframe
            ref={frame}
            src={media.player_url}
            title={title}
            loading="lazy"
            allow={ALLOW}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className={styles.play}
            onClick={() => setOpen(true)}
            aria-describedby={captionId}
          >
            <Icon name={media.is_tour ? 'cube' : 'play'} size={36} />
            <span>{media.is_tour ? 'Ver recorrido 360°' : 'Ver video'}</span>
          </button>
        )}
      </div>
      <figcaption id={captionId} className={styles.caption}>
        {title} <span className={styles.provider}>· {providerName(media.provider)}</span>
      </figcaption>
    </figure>
  )
}
