import { Link } from 'gatsby'
import { OPERATIONS } from '../domain/site/operations'
import type { OperationCounts } from '../domain/types'
import { useLiveSummary } from '../hooks/useLiveSummary'
import { LiveNotice } from './LiveNotice'
import * as styles from './OperationCounters.module.css'

const COUNTER_LABELS = {
  venta: 'en venta',
  alquiler: 'en alquiler',
  temporario: 'en alquiler temporario',
}

/**
 * How many properties each operation has, linking to its listing: the build's figures, then the
 * live summary's (spec §4 counters). An operation with none is left out.
 */
export function OperationCounters({ built }: { built: OperationCounts }) {
  const live = useLiveSummary()
  const counts = live.counts ?? built
  return (
    <div className="container">
      <nav
        className={styles.counters}
        aria-label="Propiedades por operación"
        aria-busy={live.updating}
      >
        {OPERATIONS.filter((operation) => counts[operation.countKey] > 0).map((operation) => (
          <Link key={operation.id} to={operation.path} className={styles.counter}>
            <strong className={live.updating ? styles.updating : undefined}>
              {counts[operation.countKey]}
            </strong>{' '}
            {COUNTER_LABELS[operation.countKey]}
          </Link>
        ))}
      </nav>
      <div className={styles.notice}>
        <LiveNotice updating={live.updating} error={live.error} what="las cifras" brief />
      </div>
    </div>
  )
}
