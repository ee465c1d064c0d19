import * as styles from './Form.module.css'

interface SelectFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** Each option's text, or its value and the text shown for it. */
  options: readonly (string | { value: string; label: string })[]
  /** The first, empty option ("Elegí una opción"). */
  placeholder: string
  error?: string
  /** The error is said once for a group of fields (a day and its time): marked here, said there. */
  errorId?: string
  /** Said under the field and heard with it (why an optional answer is asked). */
  hint?: string
  required?: boolean
  /** Whether an optional field says so; not where its group's legend does already. */
  markOptional?: boolean
  autoComplete?: string
}

/** A labelled drop-down whose error (and hint) screen readers hear with it. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  errorId,
  hint,
  required = false,
  markOptional = true,
  autoComplete,
}: SelectFieldProps) {
  const described =
    [hint && `${id}-ayuda`, error && (errorId ?? `${id}-error`)].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {!required && markOptional && <span className={styles.optional}> (opcional)</span>}
      </label>
      <select
        id={id}
        name={id}
        className={styles.input}
        value={value}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          )
        })}
      </select>
      {hint && (
        <p id={`${id}-ayuda`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && !errorId && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
