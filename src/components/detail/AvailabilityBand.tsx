import { Link } from 'gatsby'
import * as styles from './AvailabilityBand.module.css'

type AvailabilityBandProps = (
  | { availability: 'withdrawn'; noun: 'propiedad' | 'emprendimiento' }
  // Only a property can be reserved.
  | { availability: 'reserved'; noun: 'propiedad' }
) & {
  /** Where the visitor can go on: the listing this page belongs to. */
  listing: { path: string; label: string }
}

/**
 * The band a page shows when what it was built with is no longer on offer (found by its live
 * check, or already so at the build): said in words at the top, with a way on.
 */
export function AvailabilityBand({ availability, noun, listing }: AvailabilityBandProps) {
  const withdrawn = availability === 'withdrawn'
  const article = noun === 'propiedad' ? 'Esta' : 'Este'
  return (
    <div role="status" className={withdrawn ? styles.withdrawn : styles.reserved}>
      <p className={styles.title}>
        {withdrawn ? `${article} ${noun} ya no está disponible` : 'Esta propiedad está reservada'}
      </p>
      <p className={styles.text}>
        {withdrawn
          ? 'Dejó de publicarse después de la última actualización de esta página. '
          : 'Podés consultarnos igual: si la reserva no se concreta, te avisamos. '}
        <Link to={listing.path}>{listing.label}</Link>
      </p>
    </div>
  )
}
