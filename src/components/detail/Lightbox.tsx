import { useRef, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import { photoAlt } from '../../domain/detail/gallery'
import { keyTarget, lightboxLabel, pictureCounter, wrapIndex } from '../../domain/detail/lightbox'
import type { Photo } from '../../domain/types'
import { useHistoryEntry } from '../../hooks/useHistoryEntry'
import { containTab, useModalDialog } from '../../hooks/useModalDialog'
import { Icon } from '../Icon'
import { LightboxStage } from './LightboxStage'
import { ThumbnailStrip } from './ThumbnailStrip'
import * as styles from './Lightbox.module.css'

export interface LightboxProps {
  /** At least one picture, in display order. */
  photos: Photo[]
  current: number
  noun: 'Foto' | 'Plano'
  /** The listing's title: the dialog is "Fotos de {title}". */
  title: string
  onSelect: (index: number) => void
  onClose: () => void
}

/**
 * The photos or blueprints of a listing over the whole screen: a modal dialog with the large
 * picture, a counter, previous/next, thumbnails and the caption. The arrow keys, Home and End
 * move (wrapping at the ends), a swipe steps, Escape closes and the focus goes back where it was.
 * The lightbox has its own history entry: Back closes it, as a visitor on a phone expects.
 */
export function Lightbox({ photos, current, noun, title, onSelect, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const close = useRef<HTMLButtonElement>(null)
  useModalDialog(dialog, close)
  useHistoryEntry('lightbox', onClose)
  const count = photos.length
  const photo = photos[current] ?? photos[0]
  if (!photo) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    containTab(event, dialog.current)
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const target = keyTarget(event.key, current, count)
    if (target === null) return
    event.preventDefault()
    onSelect(target)
  }

  return createPortal(
    // tabIndex -1: a click on the picture focuses the dialog, so the keys keep working after it.
    // The keys come up from the dialog's controls: one handler moves, contains Tab and closes.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={lightboxLabel(noun, title)}
      tabIndex={-1}
      className={styles.dialog}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          <span className="visually-hidden">{noun} </span>
          {pictureCounter(current, count)}
        </p>
        <p className={styles.title}>{title}</p>
        <button
          ref={close}
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label="Cerrar"
        >
          <Icon name="close" size={22} />
        </button>
      </div>
      <LightboxStage
        photo={photo}
        next={count > 1 ? photos[wrapIndex(current + 1, count)] : undefined}
        alt={photoAlt(photo, current, title, noun)}
        noun={noun}
        onStep={(delta) => onSelect(wrapIndex(current + delta, count))}
      />
      <p className={styles.caption}>{photo.description.trim()}</p>
      {count > 1 && (
        <ThumbnailStrip
          photos={photos}
          current={current}
          noun={noun}
          onSelect={onSelect}
          roving
          className={styles.thumbs}
        />
      )}
    </div>,
    document.body,
  )
}
