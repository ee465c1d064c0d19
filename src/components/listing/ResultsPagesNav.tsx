import { Link } from 'gatsby'
import { resultsPagePath } from '../../domain/listing/resultsPages'
import type { OperationInfo } from '../../domain/site/operations'
import * as styles from './ResultsPagesNav.module.css'

interface ResultsPagesNavProps {
  operation: OperationInfo
  page: number
  pageCount: number
}

/** The way between the built pages of a listing's results: the previous 50 and the next 50. */
export function ResultsPagesNav({ operation, page, pageCount }: ResultsPagesNavProps) {
  return (
    <nav className={styles.pages} aria-label="Páginas de resultados">
      {page > 1 && (
        <Link
          className="button button-secondary"
          to={resultsPagePath(operation, page - 1)}
          rel="prev"
        >
          Anteriores
        </Link>
      )}
      <span>
        Página {page} de {pageCount}
      </span>
      {page < pageCount && (
        <Link
          className="button button-secondary"
          to={resultsPagePath(operation, page + 1)}
          rel="next"
        >
          Siguientes
        </Link>
      )}
    </nav>
  )
}
