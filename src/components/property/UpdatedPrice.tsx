import type { PriceUpdate } from '../../domain/detail/liveCheck'
import { MonthlyCost } from './MonthlyCost'
import * as styles from './PropertyHeader.module.css'

/** The price as it is now, marked as changed since the page was published. */
export default function UpdatedPrice({ update }: { update: PriceUpdate }) {
  return (
    <div role="status">
      {update.monthly ? (
        <MonthlyCost monthly={update.monthly} />
      ) : (
        <p className={styles.price}>
          <span className={styles.amount}>{update.amount}</span>
          {update.period && <span className={styles.period}> {update.period}</span>}
        </p>
      )}
      <p className={styles.update}>
        <span className={styles.updated}>Precio actualizado</span>
        {update.drop && <span className={styles.drop}>{update.drop}</span>}
        <span className={styles.previous}>
          Antes <del>{update.was}</del>
        </span>
      </p>
    </div>
  )
}
