import { Link } from 'gatsby'
import type { ReactNode } from 'react'
import type { NewsEntry } from '../domain/types'
import { NEWS_PATH, newsPath } from '../domain/site/urls'
import { useLiveNewsEntry } from '../hooks/useLiveNewsEntry'
import { NewsArticle } from './NewsArticle'
import { NewsArticleSkeleton } from './NewsArticleSkeleton'
import * as styles from './LiveNewsEntry.module.css'

interface LiveNewsEntryProps {
  /** The entry's id; undefined until hydration (the skeleton shows), null when there is none. */
  id: number | null | undefined
  /**
   * At the entry's own address (the 404 page): its title and canonical address (react-helmet),
   * rendered with the article in place of the permanent link, which would point to itself; with
   * null, the title of an entry not found.
   */
  head?: (entry: NewsEntry | null) => ReactNode
}

/**
 * An entry fetched live (it may be newer than the last build): a skeleton while it loads, the
 * article, or a message with a way on when it is unknown or the service failed.
 */
export function LiveNewsEntry({ id, head }: LiveNewsEntryProps) {
  const { state, retry } = useLiveNewsEntry(id)

  if (state.status === 'loading') return <NewsArticleSkeleton />

  if (state.status === 'loaded') {
    const path = newsPath(state.entry)
    return (
      <NewsArticle entry={state.entry}>
        {head ? (
          head(state.entry)
        ) : (
          <p className={styles.permalink}>
            {/* A plain link: an entry newer than the build has no page yet, so Gatsby must not
                prefetch one; the 404 page renders it live until the next build. */}
            Dirección permanente: <a href={path}>{path}</a>
          </p>
        )}
      </NewsArticle>
    )
  }

  const notFound = state.status === 'not-found'
  return (
    <section className={`container section ${styles.message}`}>
      {notFound && head?.(null)}
      <h1>{notFound ? 'No encontramos esta novedad' : 'No pudimos cargar la novedad'}</h1>
      <p role="alert">
        {notFound
          ? 'Puede que la dirección esté incompleta o que la novedad ya no esté publicada.'
          : 'Hubo un problema al conectarnos con el servidor. Probá de nuevo en unos segundos.'}
      </p>
      <div className={styles.actions}>
        {!notFound && (
          <button type="button" className="button" onClick={retry}>
            Reintentar
          </button>
        )}
        <Link className={notFound ? 'button' : 'button button-secondary'} to={NEWS_PATH}>
          Ver todas las novedades
        </Link>
      </div>
    </section>
  )
}
