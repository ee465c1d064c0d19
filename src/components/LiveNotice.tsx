import * as styles from './LiveNotice.module.css'

interface LiveNoticeProps {
  updating: boolean
  /** The visitor's message when the live call failed; what the page shows stays as built. */
  error: string | null
  /** What is being refreshed, for the messages ("la lista"). */
  what?: string
}

/**
 * A quiet line over a list refreshed live: "Actualizando…" while the call runs, and a short
 * Spanish message when it fails, saying the list shown is the published one (spec §8).
 */
export function LiveNotice({ updating, error, what = 'la lista' }: LiveNoticeProps) {
  return (
    <p className={styles.notice} aria-live="polite">
      {updating ? (
        <span className={styles.updating}>Actualizando {what}…</span>
      ) : error ? (
        <span className={styles.error}>
          No pudimos actualizar {what}: {error} Te mostramos la versión publicada.
        </span>
      ) : null}
    </p>
  )
}
