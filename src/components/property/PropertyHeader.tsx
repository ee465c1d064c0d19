import { Link } from 'gatsby'
import type { ReactNode } from 'react'
import type { PriceUpdate } from '../../domain/detail/liveCheck'
import type { MonthlyCostText } from '../../domain/property/monthlyCostText'
import {
  operationPrices,
  propertyHighlights,
  type Highlight,
  type OperationPrices,
} from '../../domain/property/propertyDetail'
import { typeNameOrFallback } from '../../domain/site/texts'
import type { OperationId, Property } from '../../domain/types'
import { propertyPath } from '../../domain/site/urls'
import { Icon, type IconName } from '../Icon'
import * as shared from '../detail/DetailHeader.module.css'
import { FavouriteButton } from '../favourites/FavouriteButton'
import { useOnDemand } from '../../hooks/useOnDemand'
import { onDemand } from '../../hooks/onDemand'
import { MonthlyCost } from './MonthlyCost'
import { PrintButton } from './PrintButton'
import * as styles from './PropertyHeader.module.css'

interface PropertyHeaderProps {
  property: Property
  operationId: OperationId
  /** Id of the enquiry section's heading, the target of "Consultar". */
  enquiryId: string
  /** The price of this page's operation as it is now, when it changed since the build. */
  priceUpdate?: PriceUpdate | null
  /** No longer on offer: there is nothing to enquire about. */
  withdrawn?: boolean
  /** A rent's cost a month with expensas (src/domain/property/pageMonthlyCost.ts); null otherwise. */
  monthly: MonthlyCostText | null
}

const HIGHLIGHT_ICONS: Record<Highlight['key'], IconName> = {
  surface: 'area',
  rooms: 'rooms',
  bedrooms: 'bed',
  bathrooms: 'bath',
  parking: 'car',
}

interface PriceLinesProps {
  prices: OperationPrices
  large?: boolean
  /** A rent's monthly cost, shown in place of its main price with the parts below. */
  monthly?: MonthlyCostText | null
}

function PriceLines({ prices, large, monthly }: PriceLinesProps) {
  return (
    <>
      {prices.lines.map((line, index) =>
        index === 0 && monthly ? (
          <MonthlyCost key={index} monthly={monthly} previous={line.previous} />
        ) : (
          <p key={index} className={large ? styles.price : styles.otherPrice}>
            <span className={styles.amount}>{line.amount}</span>
            {line.period && <span className={styles.period}> {line.period}</span>}
            {line.previous && (
              <span className={styles.previous}>
                Antes <del>{line.previous}</del>
              </span>
            )}
          </p>
        ),
      )}
    </>
  )
}

// Only a page whose price changed since the build needs it, after its live check.
const updatedPriceCode = onDemand(() => import('./UpdatedPrice'))

/** The price the live check found, once its code has arrived; until then, or without it, `built`. */
function LazyUpdatedPrice({ update, built }: { update: PriceUpdate; built: ReactNode }) {
  const { module } = useOnDemand(updatedPriceCode)
  return module ? <module.default update={update} /> : built
}

/** Title, place, type, the prices of every operation (this page's first) and key figures. */
export function PropertyHeader({
  property,
  operationId,
  enquiryId,
  priceUpdate,
  withdrawn,
  monthly,
}: PropertyHeaderProps) {
  const [own, ...others] = operationPrices(property, operationId)
  const highlights = propertyHighlights(property)
  const address = property.fake_address || property.address
  return (
    <header className={shared.header}>
      <div className={styles.intro}>
        <p className={shared.kicker}>
          {own && <span className={shared.badge}>{own.name}</span>}
          <span>{typeNameOrFallback(property.type.name)}</span>
          {property.development && <span>Emprendimiento {property.development.name}</span>}
          {property.reference_code && <span>Cód. {property.reference_code}</span>}
        </p>
        <h1 className={shared.title}>{property.title}</h1>
        <p className={shared.address}>
          <Icon name="pin" size={18} />
          {[address, property.location.full_name].filter(Boolean).join(' · ')}
        </p>
        {highlights.length > 0 && (
          <ul className={styles.highlights} aria-label="Características principales">
            {highlights.map((highlight) => (
              <li key={highlight.key}>
                <Icon name={HIGHLIGHT_ICONS[highlight.key]} size={18} /> {highlight.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={shared.panel}>
        {withdrawn && <p className={styles.lastPrice}>Último precio publicado</p>}
        {priceUpdate ? (
          <LazyUpdatedPrice
            update={priceUpdate}
            built={own && <PriceLines prices={own} large monthly={monthly} />}
          />
        ) : (
          own && <PriceLines prices={own} large monthly={monthly} />
        )}
        {others.map((operation) => (
          <div key={operation.operationId} className={styles.other}>
            <Link to={propertyPath(property, operation.operationId)}>
              También en {operation.name.toLowerCase()}
            </Link>
            <PriceLines prices={operation} />
          </div>
        ))}
        {!withdrawn && (
          <a className={`button ${styles.enquire}`} href={`#${enquiryId}`}>
            Consultar
          </a>
        )}
        <FavouriteButton id={property.id} operation={operationId} variant="inline" />
        <PrintButton />
      </div>
    </header>
  )
}
