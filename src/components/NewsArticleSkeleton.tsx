import * as styles from './NewsArticleSkeleton.module.css'

/** The shape of a NewsArticle while its entry loads, so the page does not jump when it arrives. */
export function NewsArticleSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <h1 className="visually-hidden">Novedad</h1>
      <p className="visually-hidden" role="status">
        Cargando la novedad…
      </p>
      <div aria-hidden="true">
        <span className={`${styles.bone} ${styles.back}`} />
        <span className={`${styles.bone} ${styles.tag}`} />
        <span className={`${styles.bone} ${styles.title}`} />
        <span className={`${styles.bone} ${styles.titleEnd}`} />
        <span className={`${styles.bone} ${styles.meta}`} />
        <span className={`${styles.bone} ${styles.image}`} />
        {[96, 100, 88, 92, 60].map((width, index) => (
          <span
            key={index}
            className={`${styles.bone} ${styles.line}`}
            style={{ width: `${width}%` }}
          />
        ))}
      </div>
    </div>
  )
}
