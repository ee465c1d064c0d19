import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import type { PropertyCardData } from '../domain/listing/cards'
import type { SuggestionStatus } from '../hooks/useHomeSuggestions'
import * as styles from './AddressCombobox.module.css'

interface AddressComboboxProps {
  /** The input's id, for the label the form puts over it. */
  id: string
  value: string
  onChange: (value: string) => void
  suggestions: PropertyCardData[]
  status: SuggestionStatus
  /** The visitor picked a suggestion (Enter or click): its page opens. */
  onChoose: (card: PropertyCardData) => void
}

function announcement(status: SuggestionStatus, count: number): string {
  if (status === 'searching') return 'Buscando propiedades…'
  if (status !== 'succeeded') return ''
  if (count === 0) return 'No encontramos propiedades con esa dirección.'
  const found = count === 1 ? '1 propiedad sugerida' : `${count} propiedades sugeridas`
  return `${found}. Usá las flechas para recorrerlas y Enter para abrir una.`
}

/** The option after `index` a step away, wrapping round; up from none lands on the last. */
function stepped(index: number, step: 1 | -1, count: number): number {
  return index < 0 && step < 0 ? count - 1 : (index + step + count) % count
}

/**
 * The list's open state and active option, and the keys that move through it. A new set of
 * suggestions starts with none active.
 */
function useSuggestionList(
  suggestions: PropertyCardData[],
  onChoose: (card: PropertyCardData) => void,
) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [shown, setShown] = useState(suggestions)
  if (shown !== suggestions) {
    setShown(suggestions)
    setActive(-1)
  }
  const expanded = open && suggestions.length > 0
  const optionId = (index: number) => `${listId}-${index}`
  const activeId = expanded && active >= 0 ? optionId(active) : undefined

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => stepped(index, step, count))
    } else if (event.key === 'Enter' && expanded && suggestions[active]) {
      event.preventDefault()
      onChoose(suggestions[active])
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return { listId, setOpen, active, expanded, optionId, activeId, onKeyDown }
}

interface SuggestionOptionProps {
  id: string
  card: PropertyCardData
  selected: boolean
  onChoose: (card: PropertyCardData) => void
}

/** One suggested property in the listbox: its title, address and price. */
function SuggestionOption({ id, card, selected, onChoose }: SuggestionOptionProps) {
  return (
    // The keyboard stays in the field, which points at the active option
    // (aria-activedescendant): a click is the only event an option takes.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={styles.option}
      onClick={() => onChoose(card)}
      // Keeps the focus in the field, so the list stays open until the click lands.
      onMouseDown={(event) => event.preventDefault()}
    >
      <span className={styles.title}>{card.title}</span>
      <span className={styles.address}>
        {[card.address, card.location].filter(Boolean).join(' · ')}
      </span>
      <span className={styles.price}>
        {card.price}
        {card.period && ` ${card.period}`}
      </span>
    </li>
  )
}

/**
 * The address field as a combobox (WAI-ARIA list autocomplete): suggestions in a listbox under it,
 * arrows move through them, Enter opens the chosen property, Escape closes the list. Without a
 * chosen suggestion, Enter submits the search form as usual.
 */
export function AddressCombobox(props: AddressComboboxProps) {
  const { id, value, onChange, suggestions, status, onChoose } = props
  const { listId, setOpen, active, expanded, optionId, activeId, onKeyDown } = useSuggestionList(
    suggestions,
    onChoose,
  )

  return (
    <div className={styles.combo}>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        placeholder="Calle, barrio o referencia"
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Propiedades sugeridas"
        className={styles.list}
        hidden={!expanded}
      >
        {suggestions.map((card, index) => (
          <SuggestionOption
            key={card.id}
            id={optionId(index)}
            card={card}
            selected={index === active}
            onChoose={onChoose}
          />
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {value.trim() ? announcement(status, suggestions.length) : ''}
      </p>
    </div>
  )
}
