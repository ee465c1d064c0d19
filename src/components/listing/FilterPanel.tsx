import { useId, useRef, useState, type ReactNode } from 'react'
import { Icon } from '../Icon'
import * as styles from './FilterPanel.module.css'

interface FilterPanelProps {
  /** How many filters are chosen, shown on the phone's toggle. */
  activeCount: number
  /** "Ver 37 propiedades": the phone's way back to the results. */
  resultsLabel: string
  onClear: () => void
  children: ReactNode
}

/**
 * The filters: a sidebar on desktop, a section a phone opens and closes (Escape closes it and
 * gives the focus back to its button). Both are the same markup; CSS decides by width.
 */
export function FilterPanel({ activeCount, resultsLabel, onClear, children }: FilterPanelProps) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const bodyId = useId()
  const headingId = useId()
  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="filter" />
        {open ? 'Ocultar filtros' : 'Filtros'}
        {activeCount > 0 && (
          <span className={styles.badge}>
            {activeCount}
            <span className="visually-hidden"> {activeCount === 1 ? 'elegido' : 'elegidos'}</span>
          </span>
        )}
      </button>
      {/* Escape pressed on any filter closes the panel: the keys come up from the fields. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        id={bodyId}
        className={styles.body}
        data-open={open}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation()
            close()
          }
        }}
      >
        <h2 id={headingId} className={styles.title}>
          Filtros
        </h2>
        {children}
        <div className={styles.footer}>
          <button
            type="button"
            className="button button-secondary"
            onClick={onClear}
            disabled={activeCount === 0}
          >
            Limpiar filtros
          </button>
          <button type="button" className={`button ${styles.done}`} onClick={close}>
            {resultsLabel}
          </button>
        </div>
      </div>
    </section>
  )
}
