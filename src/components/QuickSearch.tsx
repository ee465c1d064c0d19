import { navigate } from 'gatsby'
import { useId, useState, type FormEvent } from 'react'
import { summaryOptions, withChosen, type FacetOption } from '../domain/listing/catalogueFacts'
import { serialiseFilters } from '../domain/listing/filtersUrl'
import { OPERATIONS, parseOperationId, type OperationInfo } from '../domain/site/operations'
import { defaultHomeSearch, defaultSearchFilters } from '../domain/listing/search'
import type { HomeSearch, OperationCounts, OperationId } from '../domain/types'
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

interface OperationChoiceProps {
  operations: readonly OperationInfo[]
  chosen: OperationId
  onChange: (operation: OperationId) => void
}

/** The operation radio buttons, one for each operation offered. */
function OperationChoice({ operations, chosen, onChange }: OperationChoiceProps) {
  return (
    <fieldset className={styles.operations}>
      <legend className="visually-hidden">Operación</legend>
      {operations.map((operation) => (
        <label key={operation.id} className={styles.operation}>
          <input
            type="radio"
            name="operacion"
            value={operation.id}
            checked={chosen === operation.id}
            onChange={(event) => onChange(parseOperationId(event.target.value) ?? 1)}
          />
          <span>{operation.label}</span>
        </label>
      ))}
    </fieldset>
  )
}

interface FacetSelectProps {
  id: string
  label: string
  /** The first option, which chooses none. */
  anyLabel: string
  options: FacetOption[]
  /** The chosen ids: the select shows the first, or none. */
  chosen: number[]
  onChange: (chosen: number[]) => void
}

/** A select of one facet (location or type) that chooses one option or none. */
function FacetSelect({ id, label, anyLabel, options, chosen, onChange }: FacetSelectProps) {
  return (
    <label className={styles.field} htmlFor={id}>
      <span>{label}</span>
      <select
        id={id}
        value={chosen[0] ?? ''}
        onChange={(event) => onChange(event.target.value ? [Number(event.target.value)] : [])}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  )
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
      <OperationChoice
        operations={offered}
        chosen={search.operation}
        onChange={(operation) => setSearch({ ...search, operation })}
      />
      <div className={styles.fields}>
        <FacetSelect
          id={`${id}-ubicacion`}
          label="Ubicación"
          anyLabel="Todas las zonas"
          options={locations}
          chosen={search.location}
          onChange={(location) => setSearch({ ...search, location })}
        />
        <FacetSelect
          id={`${id}-tipo`}
          label="Tipo"
          anyLabel="Todos los tipos"
          options={types}
          chosen={search.type}
          onChange={(type) => setSearch({ ...search, type })}
        />
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
