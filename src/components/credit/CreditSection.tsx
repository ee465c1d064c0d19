import type { CreditSettings } from '../../domain/credit/credit'
import type { CreditPrice } from '../../domain/credit/creditOffer'
import { DetailSection } from '../detail/DetailSection'
import { LazyDisclosure } from '../LazyDisclosure'
// Its own few classes: the estimate's stylesheet would bring all of its class names along.
import * as styles from './CreditSection.module.css'

// Few visitors simulate a loan: the estimate's form and arithmetic load at the first press.
const loadEstimate = () => import('./CreditEstimate').then((module) => module.CreditEstimate)

interface CreditSectionProps {
  price: CreditPrice
  settings: CreditSettings
}

/** "Crédito hipotecario UVA" on a sale's page: a button that opens the estimate. */
export function CreditSection({ price, settings }: CreditSectionProps) {
  return (
    // A control, not a fact: the printed sheet leaves it out.
    <DetailSection id="titulo-credito" title="Crédito hipotecario UVA" screenOnly>
      <p className={styles.intro}>
        Calculá la cuota y el ingreso que pediría un banco para comprar esta propiedad con un
        crédito UVA.
      </p>
      <LazyDisclosure
        label="Simular crédito UVA"
        load={loadEstimate}
        panelProps={{ price, settings }}
        panelClassName={styles.panel}
      />
    </DetailSection>
  )
}
