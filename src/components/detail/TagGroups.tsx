import type { TagGroup } from '../../domain/property/tags'
import * as styles from './TagGroups.module.css'

interface TagGroupsProps {
  groups: TagGroup[]
  /** Level of each group's heading under the section's own. */
  headingLevel?: 3 | 4
}

/** Tags under their group headings (Servicios, Ambientes, Adicionales). */
export function TagGroups({ groups, headingLevel = 3 }: TagGroupsProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <div key={group.type}>
          <Heading className={styles.heading}>{group.label}</Heading>
          <ul className={styles.tags}>
            {group.names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
