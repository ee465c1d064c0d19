import { useId } from 'react'
import { EMBED_POLICIES, isEmbeddable } from '../../domain/detail/embeds'
import { providerName } from '../../domain/detail/gallery'
import type { Video } from '../../domain/types'
import { Icon } from '../Icon'
import { LazyFrame } from './LazyFrame'
import * as styles from './MediaEmbed.module.css'

interface MediaEmbedProps {
  media: Video
  /** Used in the player's title when the broker gave the video none. */
  listingTitle: string
}

/**
 * A video or 360° tour that loads nothing until the visitor asks: a button stands where the
 * player goes and swaps in the provider's iframe on click, then gives it the focus. The frame is
 * sandboxed and given the features its provider's player needs (src/domain/detail/embeds.ts); an address
 * off that provider's player hosts renders nothing (the normaliser never gives one).
 */
export function MediaEmbed({ media, listingTitle }: MediaEmbedProps) {
  const captionId = useId()
  if (!isEmbeddable(media.provider, media.player_url)) return null
  const policy = EMBED_POLICIES[media.provider]
  const noun = media.is_tour ? 'Recorrido 360°' : 'Video'
  const title = media.title.trim() || `${noun} de ${listingTitle}`
  return (
    <figure className={styles.embed}>
      <div className={styles.frame}>
        <LazyFrame
          src={media.player_url}
          title={title}
          sandbox={policy.sandbox}
          allow={policy.allow}
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
        {media.is_tour && (
          // A tour is best walked full screen at its provider; its address is the player's own.
          <>
            {' '}
            <a
              className={styles.outside}
              href={media.player_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              Abrir en {providerName(media.provider)}
              <span className="visually-hidden"> (se abre en otra pestaña)</span>
            </a>
          </>
        )}
      </figcaption>
    </figure>
  )
}
