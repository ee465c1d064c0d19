import * as styles from './FavouritesList.module.css'

/** The shape of a card while its property loads (spec §4, the full-properties flag). */
export function FavouriteSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <span className={`${styles.bone} ${styles.bonePhoto}`} />
      <span className={`${styles.bone} ${styles.bonePrice}`} />
      <span className={`${styles.bone} ${styles.boneLine}`} />
      <span className={`${styles.bone} ${styles.boneShort}`} />
    </div>
  )
}
