import type { ResultsDisplay } from '../../domain/listing/resultsDisplay'
import { Icon } from '../Icon'
import * as styles from './ListingResults.module.css'

interface ResultsDisplayToggleProps {
  display: ResultsDisplay
  onChange: (display: ResultsDisplay) => void
}

const CHOICES = [
  { display: 'list', label: 'Ver lista', icon: 'list' },
  { display: 'map', label: 'Ver mapa', icon: 'map' },
] as const

/**
 * "Ver lista" and "Ver mapa": two buttons, the one shown pressed. Both stay where they are, so
 * the focus stays on the one pressed and the visitor can switch back from the same place.
 */
export function ResultsDisplayToggle({ display, onChange }: ResultsDisplayToggleProps) {
  return (
    <div className={styles.display} role="group" aria-label="Mostrar los resultados">
      {CHOICES.map((choice) => (
        <button
          key={choice.display}
          type="button"
          aria-pressed={display === choice.display}
          onClick={() => onChange(choice.display)}
        >
          <Icon name={choice.icon} size={18} /> {choice.label}
        </button>
      ))}
    </div>
  )
}
