import type { MonthlyCostText } from '../../domain/property/monthlyCostText'
import * as styles from './PropertyHeader.module.css'

interface MonthlyCostProps {
  monthly: MonthlyCostText
  /** The rent before it dropped ("ARS 900K"); null when it did not. */
  previous?: string | null
}

/**
 * A rent as what it costs a month: "ARS 880.000 por mes con expensas" and its parts below
 * ("Alquiler ARS 800.000 + expensas ARS 80.000"). A dropped rent is struck beside the rent: in
 * the parts' line when the headline is the total.
 */
export function MonthlyCost({ monthly, previous = null }: MonthlyCostProps) {
  const previousInParts = previous !== null && monthly.detail.startsWith('Alquiler')
  return (
    <>
      <p className={styles.price}>
        <span className={styles.amount}>{monthly.amount}</span>
        <span className={styles.period}> {monthly.label}</span>
        {previous && !previousInParts && (
          <span className={styles.previous}>
            Antes <del>{previous}</del>
          </span>
        )}
      </p>
      {monthly.detail && (
        <p className={styles.cost}>
          {monthly.detail}
          {previousInParts && (
            <>
              {' · antes '}
              <del>{previous}</del>
            </>
          )}
        </p>
      )}
    </>
  )
}
