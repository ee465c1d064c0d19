import { Link } from 'gatsby'
import { useState, type ReactNode } from 'react'
import type { PropertyCardData } from '../domain/listing/cards'
import { monthlyCostText } from '../domain/property/monthlyCostText'
import { BrokerImage } from './BrokerImage'
import { iconBefore } from './Icon'
import { StaticHtml } from './StaticHtml'
import * as styles from './PropertyCard.module.css'

interface PropertyCardProps {
  card: PropertyCardData
  /** The first card of a page carries its largest picture: load it at once. */
  eager?: boolean
  /** Heading level inside the page's outline. */
  headingLevel?: 2 | 3
  /** The favourite heart over the photo's corner, given the class that places it there. */
  heart?: (className: string) => ReactNode
  /** A listing that has left the catalogue: marked so, and its title leads nowhere. */
  unavailable?: boolean
  /** Listed since the visitor's last visit to this search: marked "Nueva". */
  isNew?: boolean
}

// Cards sit 1, 2, 3 or 4 to a row as the screen grows (PropertyGrid).
const PHOTO_SIZES =
  '(min-width: 1200px) 290px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw'

type FactIcon = 'area' | 'rooms' | 'bed' | 'bath'

interface CardFact {
  icon: FactIcon
  text: string
}

/** The main figures the card has (surface, rooms, bedrooms, bathrooms), each with its icon. */
function cardFacts(card: PropertyCardData): CardFact[] {
  return [
    card.surface && { icon: 'area' as const, text: card.surface },
    card.rooms !== null && card.rooms > 0 && { icon: 'rooms' as const, text: `${card.rooms} amb.` },
    card.bedrooms !== null &&
      card.bedrooms > 0 && { icon: 'bed' as const, text: `${card.bedrooms} dorm.` },
    card.bathrooms !== null &&
      card.bathrooms > 0 && {
        icon: 'bath' as const,
        text: `${card.bathrooms} ${card.bathrooms === 1 ? 'baño' : 'baños'}`,
      },
  ].filter((fact): fact is CardFact => Boolean(fact))
}

interface CardBadgesProps {
  card: PropertyCardData
  unavailable: boolean
  isNew: boolean
}

/** The labels over the photo: the operation, then "Nueva", then "No disponible" or "Destacada". */
function CardBadges({ card, unavailable, isNew }: CardBadgesProps) {
  return (
    <div className={styles.badges}>
      {card.operation && <span className={styles.badge}>{card.operation}</span>}
      {isNew && !unavailable && <span className={`${styles.badge} ${styles.fresh}`}>Nueva</span>}
      {unavailable ? (
        <span className={styles.badge}>No disponible</span>
      ) : (
        card.featured && <span className={`${styles.badge} ${styles.featured}`}>Destacada</span>
      )}
    </div>
  )
}

interface PhotoStepperProps {
  /** The property's title, which names the buttons. */
  title: string
  /** The photo shown, from 0. */
  index: number
  count: number
  onStep: (delta: number) => void
}

/** The previous and next buttons between a card's photos, and which one is shown. */
function PhotoStepper({ title, index, count, onStep }: PhotoStepperProps) {
  return (
    <>
      <button
        type="button"
        className={`${styles.stepPrevious} ${iconBefore('arrowLeft')}`}
        onClick={() => onStep(-1)}
        aria-label={`Foto anterior de ${title}`}
      />
      <span className={styles.stepCount} aria-live="polite">
        {index + 1}/{count}
      </span>
      <button
        type="button"
        className={`${styles.stepNext} ${iconBefore('arrowRight')}`}
        onClick={() => onStep(1)}
        aria-label={`Foto siguiente de ${title}`}
      />
    </>
  )
}

/** The price line, and for a rent the line that breaks its monthly cost down. */
function CardPrice({ card }: { card: PropertyCardData }) {
  // A rent shows what it costs a month with expensas (cards kept before this have no `monthly`).
  const monthly = card.monthly ? monthlyCostText(card.price, card.monthly) : null
  const label = monthly?.label ?? card.period
  // A dropped rent is struck beside the rent: in the parts' line when the headline is the total.
  const previousBeside = card.previous_price && (!monthly || monthly.amount === card.price)
  return (
    <>
      <p className={styles.price}>
        {monthly?.amount ?? card.price}
        {label && <span className={styles.period}> {label}</span>}
        {previousBeside && (
          <del className={styles.previous}>
            <span className="visually-hidden">Antes </span>
            {card.previous_price}
          </del>
        )}
      </p>
      {monthly?.detail && (
        <p className={styles.cost}>
          {monthly.detail}
          {card.previous_price && !previousBeside && (
            <>
              {' · antes '}
              <del>{card.previous_price}</del>
            </>
          )}
        </p>
      )}
    </>
  )
}

type CardBodyProps = Required<Pick<PropertyCardProps, 'card' | 'headingLevel' | 'unavailable'>>

/** The card's text, kept as the server rendered it until the card changes (StaticHtml). */
function CardBody({ card, headingLevel, unavailable }: CardBodyProps) {
  const Heading = `h${headingLevel}` as const
  const facts = cardFacts(card)
  return (
    <StaticHtml className={styles.body} inputs={[card, unavailable, headingLevel]}>
      <CardPrice card={card} />
      <Heading className={styles.title}>
        {unavailable ? (
          card.title
        ) : (
          <Link to={card.path} className={styles.link}>
            {card.title}
          </Link>
        )}
      </Heading>
      <p className={`${styles.address} ${iconBefore('pin', 16)}`}>
        {[card.address, card.location].filter(Boolean).join(' · ')}
      </p>
      <p className={styles.type}>
        {card.type}
        {card.development && ` · ${card.development}`}
      </p>
      {facts.length > 0 && (
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact.icon} className={iconBefore(fact.icon, 16)}>
              {fact.text}
            </li>
          ))}
        </ul>
      )}
    </StaticHtml>
  )
}

/** A property in a list: its photos (cover first), price, title, address and main figures. */
export function PropertyCard({
  card,
  eager = false,
  headingLevel = 3,
  heart,
  unavailable = false,
  isNew = false,
}: PropertyCardProps) {
  const [photoIndex, setPhotoIndex] = useState(0)
  const photo = card.photos[photoIndex] ?? card.photos[0]
  const step = (delta: number) =>
    setPhotoIndex((index) => (index + delta + card.photos.length) % card.photos.length)

  return (
    <article className={unavailable ? `${styles.card} ${styles.unavailable}` : styles.card}>
      <div className={styles.media}>
        {photo && (
          <BrokerImage
            photo={photo}
            alt={photo.description || `Foto de ${card.title}`}
            sizes={PHOTO_SIZES}
            largest="image"
            eager={eager && photoIndex === 0}
            className={styles.photo}
          />
        )}
        <CardBadges card={card} unavailable={unavailable} isNew={isNew} />
        {card.photos.length > 1 && (
          <PhotoStepper
            title={card.title}
            index={photoIndex}
            count={card.photos.length}
            onStep={step}
          />
        )}
        {heart?.(styles.actions!)}
      </div>
      <CardBody card={card} headingLevel={headingLevel} unavailable={unavailable} />
    </article>
  )
}
