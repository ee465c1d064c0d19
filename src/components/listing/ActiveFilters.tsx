import type { ActiveFilter } from '../../domain/listing/listingFilters'
import type { SearchFilters } from '../../domain/types'
import { Icon } from '../Icon'
import * as styles from './ActiveFilters.module.css'

interface ActiveFiltersProps {
  active: readonly ActiveFilter[]
  onChange: (filters: SearchFilters) => void
  onClear: () => void
}

/** The chosen filters as chips, each a button that takes it out, and one that clears them all. */
export function ActiveFilters({ active, onChange, onClear }: ActiveFiltersProps) {
  if (active.length === 0) return null
  return (
    <div className={styles.active}>
      <ul className={styles.chips} aria-label="Filtros elegidos">
        {active.map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => onChange(filter.without)}
              aria-label={`Quitar filtro: ${filter.label}`}
            >
              {filter.label}
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      {active.length > 1 && (
        <button type="button" className={`button-link ${styles.clear}`} onClick={onClear}>
          Limpiar todos los filtros
        </button>
      )}
    </div>
  )
}
