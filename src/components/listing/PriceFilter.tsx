import type { SearchFilters } from '../../domain/types'
import { AmountRange } from './AmountRange'
import * as styles from './FilterGroup.module.css'

const CURRENCIES = [
  { value: 'USD', label: 'Dólares' },
  { value: 'ARS', label: 'Pesos' },
] as const

interface PriceFilterProps {
  price: SearchFilters['price']
  onChange: (price: SearchFilters['price']) => void
}

/**
 * The price range in dollars or pesos. Once it has an amount it can be switched off without
 * losing it (is_off), to compare the search with and without it.
 */
export function PriceFilter({ price, onChange }: PriceFilterProps) {
  return (
    <AmountRange
      legend="Precio"
      units={CURRENCIES}
      unit={price.type}
      onUnitChange={(type) => onChange({ ...price, type })}
      min={price.priceMin}
      max={price.priceMax}
      onRangeChange={({ min, max }) =>
        onChange({ ...price, priceMin: min, priceMax: max, is_off: false })
      }
    >
      {(price.priceMin !== null || price.priceMax !== null) && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={!price.is_off}
            onChange={() => onChange({ ...price, is_off: !price.is_off })}
          />
          <span className={styles.name}>Filtrar por precio</span>
        </label>
      )}
    </AmountRange>
  )
}
