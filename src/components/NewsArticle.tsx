import { Link } from 'gatsby'
import { useId, type ReactNode } from 'react'
import { formatDate } from '../domain/site/dates'
import { newsTopicPath } from '../domain/news/news'
import type { NewsEntry } from '../domain/types'
import { NEWS_PATH } from '../domain/site/urls'
import { Icon } from './Icon'
import { StaticHtml } from './StaticHtml'
import * as styles from './NewsArticle.module.css'

interface NewsArticleProps {
  entry: NewsEntry
  /** After the text: the live page's link to the permanent address. */
  children?: ReactNode
}

/**
 * A news entry as a reader sees it: topics, title, date and author, main picture and text. Shared
 * by the built entry pages and the live /novedad page, so both read alike.
 */
export function NewsArticle({ entry, children }: NewsArticleProps) {
  const date = formatDate(entry.date_published)
  const titleId = useId()
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <StaticHtml as="header" className={styles.header} inputs={[entry, titleId]}>
        <Link to={NEWS_PATH} className={styles.back}>
          <Icon name="arrowLeft" size={16} /> Todas las novedades
        </Link>
        {entry.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Temas">
            {entry.tags.map((tag) => (
              <li key={tag.id}>
                <Link to={newsTopicPath(tag.name)}>{tag.name}</Link>
              </li>
            ))}
          </ul>
        )}
        <h1 id={titleId} className={styles.title}>
          {entry.title || 'Novedad'}
        </h1>
        {(date || entry.author) && (
          <p className={styles.meta}>
            {date && (
              <span>
                <Icon name="calendar" size={16} />{' '}
                <time dateTime={entry.date_published}>{date}</time>
              </span>
            )}
            {entry.author && (
              <span>
                <Icon name="user" size={16} /> Por {entry.author}
              </span>
            )}
          </p>
        )}
      </StaticHtml>
      {entry.main_image && (
        <img
          className={styles.image}
          src={entry.main_image}
          alt=""
          width={1600}
          height={1000}
          decoding="async"
        />
      )}
      {/* Sanitised by the normaliser (src/broker/normalise/html.ts): safe to inject as is. */}
      <div
        className={`prose ${styles.content}`}
        dangerouslySetInnerHTML={{ __html: entry.content }}
      />
      {children}
    </article>
  )
}
