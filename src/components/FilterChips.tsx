import { useCentredInRow } from '../hooks/useCentredInRow'
import * as styles from './FilterChips.module.css'

export interface FilterChipOption<T> {
  value: T
  label: string
  /** How many items the option would show. */
  count: number
}

interface FilterChipsProps<T> {
  /** The group's visible name ("Estado de la obra"). */
  legend: string
  /** The radio group's form name. */
  name: string
  options: readonly FilterChipOption<T>[]
  value: T
  onChange: (value: T) => void
}

/**
 * One choice among a list's filter options, as a radio group drawn as chips with counts. An
 * option that would show nothing is disabled, unless the address already selected it.
 */
export function FilterChips<T extends string | number | null>({
  legend,
  name,
  options,
  value,
  onChange,
}: FilterChipsProps<T>) {
  const rowRef = useCentredInRow<HTMLDivElement>('[data-checked]', value)
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div ref={rowRef} className={styles.chips}>
        {options.map((option) => {
          const checked = option.value === value
          return (
            <label
              key={String(option.value)}
              className={styles.chip}
              data-checked={checked || undefined}
            >
              <input
                type="radio"
                name={name}
                checked={checked}
                disabled={option.count === 0 && !checked}
                onChange={() => onChange(option.value)}
              />
              <span className={styles.face}>
                {option.label}
                {/* Read as "En pozo (3)"; the badge alone would run the number into the word. */}
                <span className={styles.count} aria-hidden="true">
                  {option.count}
                </span>
                <span className="visually-hidden"> ({option.count})</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
