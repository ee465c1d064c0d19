import { Link } from 'gatsby'
import type { ReactNode } from 'react'
import * as styles from './CardList.module.css'

interface CardListProps<T> {
  items: readonly T[]
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  /** "7 emprendimientos", or the empty list's message; announced when a filter changes it. */
  summary: string
  /** The way out of an empty list, under its message: a link, or a button that clears a filter. */
  emptyAction: { label: string; to: string } | { label: string; onClick: () => void }
}

/** A filtered list of cards: a live summary line, then the cards or an empty state. */
export function CardList<T>({
  items,
  itemKey,
  renderItem,
  summary,
  emptyAction,
}: CardListProps<T>) {
  const empty = items.length === 0
  // The status line stays the same element in both states, so screen readers keep following it.
  return (
    <div className={empty ? styles.empty : undefined}>
      <p className={styles.summary} role="status">
        {summary}
      </p>
      {empty && 'to' in emptyAction && (
        <Link className="button" to={emptyAction.to}>
          {emptyAction.label}
        </Link>
      )}
      {empty && 'onClick' in emptyAction && (
        <button type="button" className="button" onClick={emptyAction.onClick}>
          {emptyAction.label}
        </button>
      )}
      {!empty && (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
