import { memo, useId } from 'react'
import { ageLabel } from '../../domain/property/age'
import { AGE_CHOICES, ROOM_CHOICES, toggledId } from '../../domain/listing/listingFilters'
import type { SearchFilters } from '../../domain/types'
import { countLabel } from '../../domain/site/countWords'
import type { FilterOptions } from '../../hooks/useListingOptions'
import { AmountRange } from './AmountRange'
import { CheckList } from './CheckList'
import { CommitInput } from './CommitInput'
import * as styles from './FilterGroup.module.css'
import { PriceFilter } from './PriceFilter'
import { RangeSelects } from './RangeSelects'
import { TagFilters } from './TagFilters'

interface ListingFiltersProps {
  filters: SearchFilters
  options: FilterOptions
  onChange: (filters: SearchFilters) => void
}

const SURFACES = [
  { value: 'total', label: 'Total' },
  { value: 'roofed', label: 'Cubierta' },
] as const
const rooms = (value: number) => countLabel(value, 'ambiente', 'ambientes')
const bedrooms = (value: number) => countLabel(value, 'dormitorio', 'dormitorios')

interface AddressFieldProps {
  id: string
  address: SearchFilters['address']
  onCommit: (address: SearchFilters['address']) => void
}

/** The street or landmark, searched once the visitor commits it (CommitInput). */
function AddressField({ id, address, onCommit }: AddressFieldProps) {
  return (
    <div className={`${styles.group} ${styles.field}`}>
      <label htmlFor={id} className={styles.legend}>
        Dirección
      </label>
      <CommitInput
        id={id}
        placeholder="Calle o referencia"
        enterKeyHint="search"
        autoComplete="off"
        value={address}
        onCommit={onCommit}
      />
    </div>
  )
}

/**
 * The agents to offer: the listing's, plus the chosen one when they lack it (named by its number,
 * with no count), so the select always shows what is chosen.
 */
function producerChoices(
  producers: FilterOptions['producers'],
  chosen: SearchFilters['producer_id'],
): FilterOptions['producers'] {
  return chosen === null || producers.some((option) => option.id === chosen)
    ? producers
    : [...producers, { id: chosen, name: `Agente n.º ${chosen}`, count: 0 }]
}

interface AgentFilterProps {
  id: string
  producer: SearchFilters['producer_id']
  /** The agents the listing has. */
  offered: FilterOptions['producers']
  onChange: (producer: SearchFilters['producer_id']) => void
}

/** One agent's listings, or everyone's; left out when there is no agent to offer. */
function AgentFilter({ id, producer, offered, onChange }: AgentFilterProps) {
  const producers = producerChoices(offered, producer)
  if (producers.length === 0) return null
  return (
    <div className={`${styles.group} ${styles.field}`}>
      <label htmlFor={id} className={styles.legend}>
        Agente
      </label>
      <select
        id={id}
        value={producer ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">Todos los agentes</option>
        {producers.map((option) => (
          <option key={option.id} value={option.id}>
            {option.count > 0 ? `${option.name} (${option.count})` : option.name}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * Every filter of spec §3, in the order a visitor usually narrows a search. Memoised: the page
 * re-renders as its searches start and end, which changes none of these.
 */
export const ListingFilters = memo(function ListingFilters({
  filters,
  options,
  onChange,
}: ListingFiltersProps) {
  const id = useId()
  const set = (change: Partial<SearchFilters>) => onChange({ ...filters, ...change })
  const { surface } = filters
  return (
    <>
      <AddressField
        id={`${id}-direccion`}
        address={filters.address}
        onCommit={(address) => set({ address })}
      />
      <CheckList
        legend="Ubicación"
        options={options.locations}
        chosen={filters.location}
        onToggle={(item) => set({ location: toggledId(filters.location, item) })}
        defaultOpen
      />
      <CheckList
        legend="Tipo de propiedad"
        options={options.types}
        chosen={filters.type}
        onToggle={(item) => set({ type: toggledId(filters.type, item) })}
        defaultOpen
      />
      <PriceFilter price={filters.price} onChange={(price) => set({ price })} />
      <RangeSelects
        legend="Cantidad de ambientes"
        range={filters.environments}
        choices={ROOM_CHOICES}
        label={rooms}
        onChange={(environments) => set({ environments })}
      />
      <RangeSelects
        legend="Dormitorios"
        range={filters.bedrooms}
        choices={ROOM_CHOICES}
        label={bedrooms}
        onChange={(range) => set({ bedrooms: range })}
      />
      <AmountRange
        legend="Superficie (m²)"
        units={SURFACES}
        unit={surface.type}
        onUnitChange={(type) => set({ surface: { ...surface, type } })}
        min={surface.surfaceMin}
        max={surface.surfaceMax}
        onRangeChange={({ min, max }) =>
          set({ surface: { ...surface, surfaceMin: min, surfaceMax: max } })
        }
      />
      <RangeSelects
        legend="Antigüedad"
        range={filters.age}
        choices={AGE_CHOICES}
        label={ageLabel}
        onChange={(age) => set({ age })}
        stacked
      />
      <TagFilters filters={filters} options={options} onChange={onChange} />
      <AgentFilter
        id={`${id}-agente`}
        producer={filters.producer_id}
        offered={options.producers}
        onChange={(producer) => set({ producer_id: producer })}
      />
    </>
  )
})
