import { MAP_SANDBOX } from '../../domain/detail/embeds'
import { googleMapsUrl, osmEmbedUrl } from '../../domain/detail/mapLinks'
import type { GeoPoint } from '../../domain/types'
import { Icon } from '../Icon'
import { LazyFrame } from './LazyFrame'
import * as styles from './MapEmbed.module.css'

interface MapEmbedProps {
  point: GeoPoint
  /** What the map shows ("Gorriti al 4300, Palermo"), for the map's title. */
  label: string
}

/**
 * A map of the point that loads nothing until asked: "Ver mapa" swaps in the OpenStreetMap
 * embed; "Abrir en Google Maps" is a plain link for the visitor's own map app.
 */
export function MapEmbed({ point, label }: MapEmbedProps) {
  return (
    <div className={styles.map}>
      <div className={styles.frame}>
        <LazyFrame
          src={osmEmbedUrl(point)}
          title={`Mapa de ${label}`}
          sandbox={MAP_SANDBOX}
          buttonClassName={styles.show ?? ''}
          buttonLabel={
            <>
              <Icon name="pin" size={32} />
              <span>Ver mapa</span>
            </>
          }
        />
      </div>
      <a className={styles.external} href={googleMapsUrl(point)} target="_blank" rel="noopener">
        <Icon name="link" size={18} /> Abrir en Google Maps
        <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
      </a>
    </div>
  )
}
