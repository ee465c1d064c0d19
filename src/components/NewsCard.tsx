import { Link } from 'gatsby'
import { memo } from 'react'
import type { NewsCardData } from '../domain/news/newsCards'
import { StaticHtml } from './StaticHtml'
import * as styles from './NewsCard.module.css'

// Cards sit one to a row on a phone, up to three on a desktop (CardList's grid).
const CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw'

/** A news entry in a list: picture, date, title and headline. */
export const NewsCard = memo(function NewsCard({
  card,
  headingLevel = 3,
}: {
  card: NewsCardData
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <StaticHtml as="article" className={styles.card} inputs={[card, headingLevel]}>
      {card.image && (
        <img
          className={styles.image}
          src={card.picture?.src ?? card.image}
          srcSet={card.picture?.srcSet}
          sizes={card.picture ? CARD_SIZES : undefined}
          alt=""
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.body}>
        {card.date && (
          <time className={styles.date} dateTime={card.date_published}>
            {card.date}
          </time>
        )}
        <Heading className={styles.title}>
          <Link to={card.path} className={styles.link}>
            {card.title}
          </Link>
        </Heading>
        {card.headline && <p className={styles.headline}>{card.headline}</p>}
        {card.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Temas">
            {card.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
    </StaticHtml>
  )
})
