import {
  customTagGroups,
  TAG_FILTERS,
  tagsOfType,
  toggledId,
} from '../../domain/listing/listingFilters'
import type { SearchFilters } from '../../domain/types'
import type { FilterOptions } from '../../hooks/useListingOptions'
import { CheckList } from './CheckList'

interface TagFiltersProps {
  filters: SearchFilters
  options: Pick<FilterOptions, 'tags' | 'specials'>
  onChange: (filters: SearchFilters) => void
}

/** The broker's tags as Ambientes, Adicionales and Servicios, then the agency's own by group. */
export function TagFilters({ filters, options, onChange }: TagFiltersProps) {
  return (
    <>
      {TAG_FILTERS.map(({ field, tagType, label }) => (
        <CheckList
          key={field}
          legend={label}
          options={tagsOfType(options.tags, tagType)}
          chosen={filters[field]}
          onToggle={(id) => onChange({ ...filters, [field]: toggledId(filters[field], id) })}
        />
      ))}
      {customTagGroups(options.specials).map(({ group, options: specials }) => (
        <CheckList
          key={group}
          legend={group || 'Otras etiquetas'}
          options={specials}
          chosen={filters.specials}
          onToggle={(id) => onChange({ ...filters, specials: toggledId(filters.specials, id) })}
        />
      ))}
    </>
  )
}
