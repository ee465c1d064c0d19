import * as styles from './Form.module.css'
import * as choiceStyles from './ChoiceGroup.module.css'

interface ChoiceGroupProps {
  id: string
  legend: string
  options: readonly string[]
  /** The options chosen; with `single`, at most one. */
  value: string[]
  onChange: (value: string[]) => void
  single?: boolean
  error?: string
  required?: boolean
}

/** A group of checkboxes (or radios with `single`) under a legend, with its error. */
export function ChoiceGroup({
  id,
  legend,
  options,
  value,
  onChange,
  single = false,
  error,
  required,
}: ChoiceGroupProps) {
  const toggle = (option: string, checked: boolean) =>
    onChange(
      single ? [option] : checked ? [...value, option] : value.filter((item) => item !== option),
    )
  return (
    <fieldset
      className={choiceStyles.choices}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.label}>
        {legend}
        {!required && <span className={styles.optional}> (opcional)</span>}
      </legend>
      <div className={choiceStyles.choiceList}>
        {options.map((option, index) => (
          <label key={option} className={choiceStyles.choice}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name={id}
              value={option}
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              // A refused group takes the focus on its first choice.
              {...(index === 0 && error ? { 'aria-invalid': true } : {})}
            />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
