import * as styles from './PropertyGridSkeleton.module.css'

/** Grey cards where results are on their way; hidden from screen readers (the status line speaks). */
export function PropertyGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.card}>
          <div className={styles.media} />
          <div className={styles.body}>
            <div className={`${styles.line} ${styles.price}`} />
            <div className={styles.line} />
            <div className={`${styles.line} ${styles.short}`} />
          </div>
        </li>
      ))}
    </ul>
  )
}
