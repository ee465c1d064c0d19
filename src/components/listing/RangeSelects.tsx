import { useId } from 'react'
import { rangeChoices, withRangeEnd } from '../../domain/listing/listingFilters'
import type { NumberRange } from '../../domain/types'
import * as styles from './FilterGroup.module.css'

interface RangeSelectsProps {
  legend: string
  range: NumberRange
  choices: readonly number[]
  label: (value: number) => string
  onChange: (range: NumberRange) => void
  /** One field under the other, for choices too long to sit side by side in the sidebar. */
  stacked?: boolean
}

const read = (value: string) => (value === '' ? null : Number(value))

/** A range as two selects, "Desde" and "Hasta"; a new end that would cross the other drops it. */
export function RangeSelects({
  legend,
  range,
  choices,
  label,
  onChange,
  stacked = false,
}: RangeSelectsProps) {
  const id = useId()
  const ends = [
    { end: 'min', text: 'Desde', none: 'Sin mínimo' },
    { end: 'max', text: 'Hasta', none: 'Sin máximo' },
  ] as const
  return (
    <fieldset className={`${styles.group} ${styles.fieldset}`}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={stacked ? styles.stack : styles.pair}>
        {ends.map(({ end, text, none }) => (
          <div key={end} className={styles.field}>
            <label htmlFor={`${id}-${end}`}>{text}</label>
            <select
              id={`${id}-${end}`}
              value={range[end] ?? ''}
              onChange={(event) => onChange(withRangeEnd(range, end, read(event.target.value)))}
            >
              <option value="">{none}</option>
              {rangeChoices(choices, range[end], label).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
