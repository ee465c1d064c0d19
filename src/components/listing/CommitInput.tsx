import { useState, type InputHTMLAttributes } from 'react'

interface CommitInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  value: string
  /** Called with the trimmed text when the visitor is done: Enter, or leaving the field. */
  onCommit: (value: string) => void
}

/**
 * A text field that changes the search once the visitor is done typing, not at every keystroke:
 * each search is one history entry. It follows its value when the address changes (Back).
 */
export function CommitInput({ value, onCommit, ...rest }: CommitInputProps) {
  const [text, setText] = useState(value)
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    setText(value)
  }
  const commit = () => {
    if (text.trim() !== value) onCommit(text.trim())
  }
  return (
    <input
      {...rest}
      type="text"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return
        event.preventDefault()
        commit()
      }}
    />
  )
}
