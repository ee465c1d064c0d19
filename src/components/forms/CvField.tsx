import { CV_MAX_MEGABYTES, CV_TYPES } from '../../domain/leads/applicationValidation'
import { formatFileSize } from '../../domain/leads/cvFile'
import type { ChosenCv } from '../../hooks/useCvFile'
import * as styles from './Form.module.css'
// After the form's own: .file narrows .input's padding.
import * as cvStyles from './CvField.module.css'

const ACCEPT = ['.pdf', '.doc', '.docx', ...CV_TYPES].join(',')

interface CvFieldProps {
  id: string
  cv: ChosenCv | null
  reading: boolean
  error?: string
  /** The rest of the form came back from a draft: the file did not, and the visitor must know. */
  restored: boolean
  /** What the visitor is told then (the form may name other fields that did not come back). */
  restoredNotice?: string
  onChoose: (file: File | null) => void
}

/** The CV upload: what is accepted, the chosen file's name and size, and its problem. */
const RESTORED_NOTICE =
  'Recuperamos lo que habías escrito. El CV no queda guardado en el navegador: adjuntalo de nuevo.'

export function CvField({
  id,
  cv,
  reading,
  error,
  restored,
  restoredNotice = RESTORED_NOTICE,
  onChoose,
}: CvFieldProps) {
  const chosen = reading
    ? 'Leyendo el archivo…'
    : cv
      ? `Adjuntaste «${cv.name}» (${formatFileSize(cv.size)}).`
      : ''
  const notice = restored && !cv && !reading
  const described = [
    `${id}-ayuda`,
    notice && `${id}-aviso`,
    chosen && `${id}-archivo`,
    error && `${id}-error`,
  ]
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        CV
      </label>
      <p id={`${id}-ayuda`} className={styles.hint}>
        PDF o Word, hasta {CV_MAX_MEGABYTES} MB.
      </p>
      {notice && (
        <p id={`${id}-aviso`} className={cvStyles.notice}>
          {restoredNotice}
        </p>
      )}
      <input
        id={id}
        name={id}
        type="file"
        accept={ACCEPT}
        required
        className={`${styles.input} ${cvStyles.file}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.filter(Boolean).join(' ')}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      {/* Always there, so screen readers hear the file once it is read. */}
      <p id={`${id}-archivo`} className={cvStyles.fileName} aria-live="polite">
        {chosen}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
