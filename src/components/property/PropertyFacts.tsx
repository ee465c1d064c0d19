import type { Fact } from '../../domain/property/propertyDetail'
import * as styles from './PropertyFacts.module.css'

/** Every figure of a property as a definition list ("Ambientes: 3", "Expensas: $ 95.000"). */
export function PropertyFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
