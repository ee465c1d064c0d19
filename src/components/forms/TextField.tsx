import type { HTMLInputTypeAttribute } from 'react'
import * as styles from './Form.module.css'

interface TextFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  type?: HTMLInputTypeAttribute
  /** A textarea instead of a single line. */
  multiline?: boolean
  required?: boolean
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal'
}

/** A labelled text field whose error (and hint) screen readers hear with it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  multiline = false,
  required = false,
  autoComplete,
  inputMode,
}: TextFieldProps) {
  const described =
    [hint && `${id}-ayuda`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const shared = {
    id,
    name: id,
    className: styles.input,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    autoComplete,
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {!required && <span className={styles.optional}> (opcional)</span>}
      </label>
      {multiline ? (
        <textarea {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <p id={`${id}-ayuda`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
