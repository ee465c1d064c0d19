import type { Producer } from '../../domain/types'
import { mailtoHref } from '../../domain/leads/mailto'
import { telHref } from '../../domain/detail/share'
import { Icon } from '../Icon'
import * as styles from './ProducerCard.module.css'

interface ProducerCardProps {
  person: Producer
  /** The agency standing in for a listing without a producer (contactPerson). */
  isAgency?: boolean
}

/** The person in charge of a listing: picture, name and the ways to reach them. */
export function ProducerCard({ person, isAgency = false }: ProducerCardProps) {
  const phones = [...new Set([person.cellphone, person.phone].filter((phone) => phone.trim()))]
  // Only a valid address gets a link (and is shown): anything else would mislead a mail app.
  const mailHref = mailtoHref(person.email)
  return (
    <div className={styles.card}>
      <div className={styles.who}>
        {person.picture ? (
          <img
            className={styles.avatar}
            src={person.picture}
            alt={`Foto de ${person.name}`}
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.avatar}>
            <Icon name={isAgency ? 'building' : 'user'} size={28} />
          </span>
        )}
        <p className={styles.name}>
          <strong>{person.name}</strong>
          <span>{isAgency ? 'Atención al cliente' : 'Asesor a cargo'}</span>
        </p>
      </div>
      <ul className={styles.links}>
        {phones.map((phone) => (
          <li key={phone}>
            <a href={telHref(phone)}>
              <Icon name="phone" size={18} />
              <span className="visually-hidden">Llamar al </span>
              {phone}
            </a>
          </li>
        ))}
        {mailHref && (
          <li>
            <a href={mailHref}>
              <Icon name="mail" size={18} />
              <span className="visually-hidden">Escribir a </span>
              {person.email.trim()}
            </a>
          </li>
        )}
      </ul>
    </div>
  )
}
