import { Link } from 'gatsby'
import type { Crumb } from '../../domain/detail/breadcrumbs'
import * as styles from './Breadcrumbs.module.css'

/** The trail from the home to the current page (the last crumb, not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Ruta de navegación" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((crumb) => (
          <li key={`${crumb.label}${crumb.path ?? ''}`} className={styles.item}>
            {crumb.path ? (
              <Link to={crumb.path}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
