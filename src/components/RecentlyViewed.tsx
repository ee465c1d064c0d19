import { useEffect, useId, useRef, useState } from 'react'
import { useRecentlyViewed } from '../hooks/useRecentlyViewed'
import { clearRecentlyViewed } from '../state/recentlyViewedStorage'
import { PropertyGrid } from './PropertyGrid'
import * as styles from './RecentlyViewed.module.css'

interface RecentlyViewedProps {
  className?: string
}

/**
 * "Vistas recientemente": the last properties this device opened, newest first, with a way to
 * forget them. Nothing in the built page: the list is the device's, shown once it is read.
 */
export function RecentlyViewed({ className }: RecentlyViewedProps) {
  const cards = useRecentlyViewed()
  const headingId = useId()
  const [cleared, setCleared] = useState(false)
  const doneRef = useRef<HTMLParagraphElement>(null)

  // The button the visitor pressed is gone with the list: the focus goes to what happened.
  useEffect(() => {
    if (cleared) doneRef.current?.focus()
  }, [cleared])

  if (cleared && cards?.length === 0) {
    return (
      <p ref={doneRef} className={`${className ?? ''} ${styles.done}`} tabIndex={-1} role="status">
        Borramos tu historial de propiedades vistas.
      </p>
    )
  }
  if (!cards || cards.length === 0) return null
  return (
    <section className={className} aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>Vistas recientemente</h2>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            clearRecentlyViewed()
            setCleared(true)
          }}
        >
          Borrar historial
        </button>
      </div>
      <PropertyGrid cards={cards} label="Propiedades vistas" />
    </section>
  )
}

export default RecentlyViewed
