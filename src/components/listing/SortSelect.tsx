import { useId } from 'react'
import { SORT_OPTIONS, sortValue } from '../../domain/listing/filtersUrl'
import type { SearchFilters } from '../../domain/types'
import * as styles from './ListingResults.module.css'

interface SortSelectProps {
  filters: SearchFilters
  onChange: (filters: SearchFilters) => void
}

/** The order of the results, from the sort options of filtersUrl. */
export function SortSelect({ filters, onChange }: SortSelectProps) {
  const id = useId()
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Ordenar por</label>
      <select
        id={id}
        value={sortValue(filters) ?? ''}
        onChange={(event) => {
          const option = SORT_OPTIONS.find((item) => item.value === event.target.value)
          if (option) onChange({ ...filters, order_by: option.order_by, order: option.order })
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
