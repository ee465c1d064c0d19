import { useAfterDelay } from '../hooks/useAfterDelay'
import * as styles from './LiveNotice.module.css'

/**
 * How long a live call runs before "Actualizando…" shows: an answer within it (most are) changes
 * nothing on the page, so it neither flashes, nor makes screen readers speak, nor lays it out.
 */
export const UPDATING_NOTICE_DELAY_MS = 700

interface LiveNoticeProps {
  updating: boolean
  /** The visitor's message when the live call failed; what the page shows stays as built. */
  error: string | null
  /** What is being refreshed, for the messages ("la lista"). */
  what?: string
  /** Sits in the gap under a section's heading instead of adding a line of its own. */
  underHeading?: boolean
  /** One short line on failure, without the reason: for side details shown anyway (figures, options). */
  brief?: boolean
}

/**
 * A quiet line over a list refreshed live: "Actualizando…" while a slow call runs, and a short
 * Spanish message when it fails, saying the list shown is the published one (spec §8).
 */
export function LiveNotice({
  updating,
  error,
  what = 'la lista',
  underHeading = false,
  brief = false,
}: LiveNoticeProps) {
  const slow = useAfterDelay(updating, UPDATING_NOTICE_DELAY_MS)
  return (
    <p
      className={underHeading ? `${styles.notice} ${styles.underHeading}` : styles.notice}
      aria-live="polite"
    >
      {slow ? (
        <span className={styles.updating}>Actualizando {what}…</span>
      ) : error ? (
        <span className={styles.error}>
          {brief
            ? `No pudimos actualizar ${what}.`
            : `No pudimos actualizar ${what}: ${error} Te mostramos la versión publicada.`}
        </span>
      ) : null}
    </p>
  )
}
