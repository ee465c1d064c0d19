import * as styles from './FilterSuggestions.module.css'

/**
 * "Buscando alternativas…" over one grey button per search being counted: the suggestions that
 * replace it take the same rows or fewer, so nothing below is pushed down when they arrive.
 */
export function SuggestionsPending({ count }: { count: number }) {
  return (
    <>
      <p className={styles.intro}>Buscando alternativas…</p>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.placeholder} />
        ))}
      </ul>
    </>
  )
}
