import { Link } from 'gatsby'
import { useId } from 'react'
import { useCentredInRow } from '../hooks/useCentredInRow'
import * as styles from './TagNav.module.css'

export interface TagNavLink {
  name: string
  path: string
  /** Shown beside the name when known. */
  count?: number
}

interface TagNavProps {
  /** Visible name of the navigation ("Etiquetas"). */
  label: string
  links: readonly TagNavLink[]
  /** The path of the page being shown: its link is marked as the current one. */
  currentPath: string
}

/** Links to the pages a list is split into (developments by tag), the current one marked. */
export function TagNav({ label, links, currentPath }: TagNavProps) {
  const labelId = useId()
  const listRef = useCentredInRow<HTMLUListElement>('[aria-current="page"]', currentPath)

  return (
    <nav className={styles.nav} aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <ul ref={listRef} className={styles.list}>
        {links.map((link) => {
          const current = link.path === currentPath
          return (
            <li key={link.path}>
              <Link
                to={link.path}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
              >
                {link.name}
                {link.count !== undefined && (
                  <>
                    <span className={styles.count} aria-hidden="true">
                      {link.count}
                    </span>
                    <span className="visually-hidden"> ({link.count})</span>
                  </>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
