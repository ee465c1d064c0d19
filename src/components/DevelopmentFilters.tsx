import type { StatusFilterOption } from '../domain/development/statusFilter'
import type { ConstructionStatus } from '../domain/types'
import { DEVELOPMENTS_PATH } from '../domain/site/urls'
import type { DevelopmentTagLink } from '../domain/contracts/pageContexts'
import { FilterChips } from './FilterChips'
import { TagNav } from './TagNav'

interface DevelopmentFiltersProps {
  /** Every tag page, for the navigation (none hides it). */
  tags: readonly DevelopmentTagLink[]
  /** The page being shown: the list's or a tag's path. */
  currentPath: string
  /** The status choices with counts (none hides them: an empty list has nothing to narrow). */
  statusOptions: readonly StatusFilterOption[]
  status: ConstructionStatus | null
  onStatusChange: (status: ConstructionStatus | null) => void
}

/** Over the developments list: the tag pages as links, then the construction-status choice. */
export function DevelopmentFilters({
  tags,
  currentPath,
  statusOptions,
  status,
  onStatusChange,
}: DevelopmentFiltersProps) {
  return (
    <>
      {tags.length > 0 && (
        <TagNav
          label="Etiquetas"
          links={[{ name: 'Todos', path: DEVELOPMENTS_PATH }, ...tags]}
          currentPath={currentPath}
        />
      )}
      {statusOptions.length > 0 && (
        <FilterChips
          legend="Estado de la obra"
          name="estado"
          options={statusOptions}
          value={status}
          onChange={onStatusChange}
        />
      )}
    </>
  )
}
