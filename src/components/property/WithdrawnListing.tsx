import { Link } from 'gatsby'
import type { PropertyCardData } from '../../domain/listing/cards'
import type { OperationId } from '../../domain/types'
import { listingPath } from '../../domain/site/urls'
import { PropertyCard } from '../PropertyCard'
import * as styles from './WithdrawnListing.module.css'

const LISTING_LINKS = {
  1: 'Ver propiedades en venta',
  2: 'Ver propiedades en alquiler',
  3: 'Ver alquileres temporarios',
} as const

/**
 * A listing that has left the catalogue: its last card, marked unavailable (no heart, no link to
 * the page it is on), beside the ways on: its operation's listing and the agency.
 */
export function WithdrawnListing({
  card,
  operationId,
}: {
  card: PropertyCardData
  operationId: OperationId
}) {
  return (
    <div className={`container section ${styles.layout}`}>
      <div className={styles.card}>
        <PropertyCard card={card} headingLevel={2} eager unavailable />
      </div>
      <div className={styles.next}>
        <p>¿Buscás algo parecido? Mirá lo que tenemos publicado o escribinos y te ayudamos.</p>
        <p className={styles.links}>
          <Link className="button" to={listingPath(operationId)}>
            {LISTING_LINKS[operationId]}
          </Link>
          <Link className="button button-secondary" to="/contacto">
            Contactanos
          </Link>
        </p>
      </div>
    </div>
  )
}
