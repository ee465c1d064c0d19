import { developmentFacts } from '../../domain/development/developmentDetail'
import { constructionStatusLabel } from '../../domain/development/construction'
import { typeNameOrFallback } from '../../domain/site/texts'
import type { Development } from '../../domain/types'
import { Icon } from '../Icon'
import * as shared from '../detail/DetailHeader.module.css'
import * as styles from './DevelopmentHeader.module.css'

interface DevelopmentHeaderProps {
  development: Development
  /** Id of the enquiry heading, the target of "Consultar". */
  enquiryId: string
  /** No longer on offer: there is nothing to enquire about. */
  withdrawn?: boolean
}

/** Name, title, place, status and the development's key figures. */
export function DevelopmentHeader({
  development,
  enquiryId,
  withdrawn = false,
}: DevelopmentHeaderProps) {
  const status = constructionStatusLabel(development.construction_status)
  const facts = developmentFacts(development)
  const address = development.fake_address || development.address
  return (
    <header className={shared.header}>
      <div>
        <p className={shared.kicker}>
          {status && <span className={shared.badge}>{status}</span>}
          <span>Emprendimiento · {typeNameOrFallback(development.type.name)}</span>
        </p>
        <h1 className={shared.title}>{development.name}</h1>
        {development.publication_title !== development.name && (
          <p className={styles.subtitle}>{development.publication_title}</p>
        )}
        <p className={shared.address}>
          <Icon name="pin" size={18} />
          {[address, development.location.full_name].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className={shared.panel}>
        {facts.length > 0 && (
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {!withdrawn && (
          <a className="button" href={`#${enquiryId}`}>
            Consultar
          </a>
        )}
      </div>
    </header>
  )
}
