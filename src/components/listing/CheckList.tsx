import { useEffect, useRef, useState } from 'react'
import type { FacetOption } from '../../domain/listing/catalogueFacts'
import * as styles from './FilterGroup.module.css'

interface CheckListProps {
  legend: string
  options: readonly FacetOption[]
  chosen: readonly number[]
  onToggle: (id: number) => void
  /** Open from the start (the most used groups); any group with a choice opens anyway. */
  defaultOpen?: boolean
}

/**
 * A collapsible group of checkboxes, each option with how many properties it has. A closed group
 * holds only its summary: its options (up to a hundred elements) render when it opens.
 */
export function CheckList({
  legend,
  options,
  chosen,
  onToggle,
  defaultOpen = false,
}: CheckListProps) {
  const [open, setOpen] = useState(defaultOpen || chosen.length > 0)
  const details = useRef<HTMLDetailsElement>(null)
  // A summary pressed before hydration opened the browser's own details, whose toggle event
  // React never saw: the group takes the state the visitor left it in.
  useEffect(() => {
    if (details.current && details.current.open !== open) setOpen(details.current.open)
    // Once, at hydration: afterwards every toggle reaches onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // A group opens when something in it gets chosen (the address read after hydration, Back);
  // otherwise it stays as the visitor left it.
  const [hadChoice, setHadChoice] = useState(chosen.length > 0)
  if (hadChoice !== chosen.length > 0) {
    setHadChoice(chosen.length > 0)
    if (chosen.length > 0) setOpen(true)
  }
  if (options.length === 0) return null
  const count = options.filter((option) => chosen.includes(option.id)).length
  return (
    <details
      ref={details}
      className={styles.group}
      open={open}
      // The visitor may open it before hydration (see above).
      suppressHydrationWarning
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.summary}>
        {legend}
        {count > 0 && (
          <span className={styles.badge}>
            {count}
            <span className="visually-hidden"> {count === 1 ? 'elegida' : 'elegidas'}</span>
          </span>
        )}
      </summary>
      {open && (
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">{legend}</legend>
          <div className={styles.checks}>
            {options.map((option) => (
              <label
                key={option.id}
                className={styles.check}
                // Drawn by the stylesheet after the name (one element less an option); the
                // hidden text is what a screen reader says.
                data-count={option.count > 0 ? option.count : undefined}
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(option.id)}
                  onChange={() => onToggle(option.id)}
                />
                {option.name}
                {option.count > 0 && <span className="visually-hidden"> ({option.count})</span>}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </details>
  )
}
