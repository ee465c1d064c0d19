import { Link } from 'gatsby'
import type { DevelopmentCardData } from '../domain/listing/cards'
import { BrokerImage } from './BrokerImage'
import { Icon } from './Icon'
import { StaticHtml } from './StaticHtml'
import * as styles from './DevelopmentCard.module.css'

const PHOTO_SIZES = '(min-width: 1200px) 390px, (min-width: 700px) 50vw, 100vw'

/** A development in a list: cover, status, delivery, units and starting price. */
export function DevelopmentCard({
  card,
  headingLevel = 3,
}: {
  card: DevelopmentCardData
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  const [cover] = card.photos
  return (
    <StaticHtml as="article" className={styles.card} inputs={[card, headingLevel]}>
      <div className={styles.media}>
        {cover && (
          <BrokerImage
            photo={cover}
            alt={cover.description || `Imagen de ${card.name}`}
            sizes={PHOTO_SIZES}
            largest="image"
          />
        )}
        {card.status_label && <span className={styles.status}>{card.status_label}</span>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={card.path} className={styles.link}>
            {card.name}
          </Link>
        </Heading>
        {card.title !== card.name && <p className={styles.title}>{card.title}</p>}
        <p className={styles.meta}>
          <Icon name="pin" size={16} /> {[card.address, card.location].filter(Boolean).join(' · ')}
        </p>
        <dl className={styles.facts}>
          {card.delivery && (
            <div>
              <dt>Entrega</dt>
              <dd>{card.delivery}</dd>
            </div>
          )}
          <div>
            <dt>Unidades</dt>
            <dd>{card.unit_count > 0 ? card.unit_count : 'Consultar'}</dd>
          </div>
          {card.price_from && (
            <div>
              <dt>Desde</dt>
              <dd>{card.price_from}</dd>
            </div>
          )}
        </dl>
      </div>
    </StaticHtml>
  )
}
