import { navigate } from 'gatsby'
import { useId, useState, type FormEvent } from 'react'
import { summaryOptions, withChosen, type FacetOption } from '../domain/listing/catalogueFacts'
import { serialiseFilters } from '../domain/listing/filtersUrl'
import { OPERATIONS, parseOperationId } from '../domain/site/operations'
import { defaultHomeSearch, defaultSearchFilters } from '../domain/listing/search'
import type { HomeSearch, OperationCounts } from '../domain/types'
import { listingPath } from '../domain/site/urls'
import { useHomeSuggestions } from '../hooks/useHomeSuggestions'
import { useLiveSummary } from '../hooks/useLiveSummary'
import { AddressCombobox } from './AddressCombobox'
import { Icon } from './Icon'
import * as styles from './QuickSearch.module.css'

interface QuickSearchProps {
  /** The build's options and counts; the live search summary's replace them once it arrives. */
  locations: FacetOption[]
  types: FacetOption[]
  counts: OperationCounts
}

/** The listing address for a quick search: the operation's page with the chosen filters. */
export function quickSearchPath(search: HomeSearch): string {
  const query = serialiseFilters({
    ...defaultSearchFilters(search.operation),
    location: search.location,
    type: search.type,
    address: search.address,
  })
  return `${listingPath(search.operation)}${query ? `?${query}` : ''}`
}

/**
 * The home's search box (spec §3 Home search): operation, location, type and address, with the
 * properties matching the typed address suggested live; submitting opens the listing.
 */
export function QuickSearch(built: QuickSearchProps) {
  const [search, setSearch] = useState<HomeSearch>(defaultHomeSearch)
  const suggestions = useHomeSuggestions(search)
  const { summary, counts: liveCounts } = useLiveSummary()
  const id = useId()
  const live = summary && summaryOptions(summary)
  const counts = liveCounts ?? built.counts
  // A place or type already chosen stays listed, so the select never shows one thing and sends another.
  const locations = withChosen(live?.locations ?? built.locations, search.location, built.locations)
  const types = withChosen(live?.types ?? built.types, search.type, built.types)
  const offered = OPERATIONS.filter((operation) => counts[operation.countKey] > 0)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void navigate(quickSearchPath(search))
  }

  return (
    <form className={styles.form} role="search" aria-label="Buscar propiedades" onSubmit={submit}>
      <fieldset className={styles.operations}>
        <legend className="visually-hidden">Operación</legend>
        {offered.map((operation) => (
          <label key={operation.id} className={styles.operation}>
            <input
              type="radio"
              name="operacion"
              value={operation.id}
              checked={search.operation === operation.id}
              onChange={(event) =>
                setSearch({ ...search, operation: parseOperationId(event.target.value) ?? 1 })
              }
            />
            <span>{operation.label}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.fields}>
        <label className={styles.field} htmlFor={`${id}-ubicacion`}>
          <span>Ubicación</span>
          <select
            id={`${id}-ubicacion`}
            value={search.location[0] ?? ''}
            onChange={(event) =>
              setSearch({
                ...search,
                location: event.target.value ? [Number(event.target.value)] : [],
              })
            }
          >
            <option value="">Todas las zonas</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={`${id}-tipo`}>
          <span>Tipo</span>
          <select
            id={`${id}-tipo`}
            value={search.type[0] ?? ''}
            onChange={(event) =>
              setSearch({ ...search, type: event.target.value ? [Number(event.target.value)] : [] })
            }
          >
            <option value="">Todos los tipos</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.field}>
          <label htmlFor={`${id}-direccion`}>Dirección</label>
          <AddressCombobox
            id={`${id}-direccion`}
            value={search.address}
            onChange={(address) => setSearch({ ...search, address })}
            suggestions={suggestions.cards}
            status={suggestions.status}
            onChoose={(card) => void navigate(card.path)}
          />
        </div>
        <button type="submit" className={styles.submit}>
          <Icon name="search" /> Buscar
        </button>
      </div>
    </form>
  )
}
