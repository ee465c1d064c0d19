/**
 * Tags of a listing grouped as the detail pages show them (spec §3: extra_services,
 * extra_amenities and extra_general become tags of type 1, 2 and 3).
 */
import type { Tag, TagType } from '../types'

export const TAG_GROUP_LABELS: Readonly<Record<TagType, string>> = {
  1: 'Servicios',
  2: 'Ambientes',
  3: 'Adicionales',
}

const TAG_TYPES: readonly TagType[] = [1, 2, 3]

export interface TagGroup {
  type: TagType
  label: string
  /** Tag names in broker order, without repeats. */
  names: string[]
}

/** The tags in groups of type 1, 2, 3 (in that order); groups without tags are left out. */
export function groupTags(tags: readonly Tag[]): TagGroup[] {
  return TAG_TYPES.map((type) => {
    const names = tags
      .filter((tag) => tag.tag_type === type)
      .map((tag) => tag.name.trim())
      .filter((name) => name !== '')
    return { type, label: TAG_GROUP_LABELS[type], names: [...new Set(names)] }
  }).filter((group) => group.names.length > 0)
}
