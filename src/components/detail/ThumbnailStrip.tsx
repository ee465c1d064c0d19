import { useEffect, useRef } from 'react'
import type { Photo } from '../../domain/types'
import * as styles from './ThumbnailStrip.module.css'

interface ThumbnailStripProps {
  photos: Photo[]
  current: number
  /** "Foto" or "Plano": how the buttons name a picture ("Ver foto 3 de 12"). */
  noun: 'Foto' | 'Plano'
  onSelect: (index: number) => void
  /**
   * One tab stop (the current thumbnail) instead of one per picture, with the focus following the
   * current one: for the lightbox, where the arrow keys already move between pictures.
   */
  roving?: boolean
  className?: string
}

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** A scrolling row of thumbnails (CDN thumb size, lazy) to pick a picture; the current one marked. */
export function ThumbnailStrip({
  photos,
  current,
  noun,
  onSelect,
  roving = false,
  className,
}: ThumbnailStripProps) {
  const list = useRef<HTMLUListElement>(null)
  const moved = useRef(false)
  const lower = noun.toLowerCase()
  const count = photos.length

  // Brings the current thumbnail to the middle of the row by scrolling the row alone: scrolling it
  // into view could also scroll the page, which the lightbox's pictures must not do behind it.
  useEffect(() => {
    const row = list.current
    const button = row?.querySelectorAll<HTMLElement>('button')[current]
    if (!row || !button) return
    const smooth = moved.current && !prefersReducedMotion()
    moved.current = true
    row.scrollTo?.({
      left: button.offsetLeft - (row.clientWidth - button.offsetWidth) / 2,
      behavior: smooth ? 'smooth' : 'auto',
    })
    if (roving && row.contains(document.activeElement)) button.focus()
  }, [current, roving])

  return (
    <ul ref={list} className={`${styles.strip} ${className ?? ''}`} aria-label={`Elegir ${lower}`}>
      {photos.map((thumb, index) => (
        <li key={thumb.image}>
          <button
            type="button"
            className={styles.thumb}
            onClick={() => onSelect(index)}
            aria-label={`Ver ${lower} ${index + 1} de ${count}`}
            aria-current={index === current ? 'true' : undefined}
            tabIndex={roving && index !== current ? -1 : undefined}
          >
            <img src={thumb.thumb} alt="" width={96} height={64} loading="lazy" decoding="async" />
          </button>
        </li>
      ))}
    </ul>
  )
}
