import { useId, type ReactNode } from 'react'
import { formatAmount, parseAmount, withRangeEnd } from '../../domain/listing/listingFilters'
import type { NumberRange } from '../../domain/types'
import { CommitInput } from './CommitInput'
import * as styles from './FilterGroup.module.css'

interface AmountRangeProps<U extends string> {
  legend: string
  /** The unit choice (currency, kind of surface) as a radio group. */
  units: readonly { value: U; label: string }[]
  unit: U
  onUnitChange: (unit: U) => void
  min: number | null
  max: number | null
  onRangeChange: (range: NumberRange) => void
  /** Under the fields (the price's on/off switch). */
  children?: ReactNode
}

/** A price or surface range: the unit, then "Desde" and "Hasta" amounts typed in full. */
export function AmountRange<U extends string>({
  legend,
  units,
  unit,
  onUnitChange,
  min,
  max,
  onRangeChange,
  children,
}: AmountRangeProps<U>) {
  const id = useId()
  return (
    <fieldset className={`${styles.group} ${styles.fieldset}`}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.units}>
        {units.map((option) => (
          <label key={option.value} className={styles.unit}>
            <input
              type="radio"
              name={`${id}-unidad`}
              checked={unit === option.value}
              onChange={() => onUnitChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor={`${id}-min`}>Desde</label>
          <CommitInput
            id={`${id}-min`}
            inputMode="numeric"
            autoComplete="off"
            value={formatAmount(min)}
            onCommit={(text) => onRangeChange(withRangeEnd({ min, max }, 'min', parseAmount(text)))}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-max`}>Hasta</label>
          <CommitInput
            id={`${id}-max`}
            inputMode="numeric"
            autoComplete="off"
            value={formatAmount(max)}
            onCommit={(text) => onRangeChange(withRangeEnd({ min, max }, 'max', parseAmount(text)))}
          />
        </div>
      </div>
      {children}
    </fieldset>
  )
}
