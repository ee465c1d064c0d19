import { useEffect, useId, useRef, useState } from 'react'
import { favouritesCleared } from '../../state/favouritesSlice'
import { useAppDispatch } from '../../state/hooks'
import * as styles from './FavouritesView.module.css'

interface ClearFavouritesProps {
  count: number
  onCleared: () => void
}

/** "Vaciar favoritos", with a confirmation step: emptying the list cannot be undone. */
export function ClearFavourites({ count, onCleared }: ClearFavouritesProps) {
  const dispatch = useAppDispatch()
  const [confirming, setConfirming] = useState(false)
  const questionId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const openRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)

  // The focus follows the step: to "Cancelar" when asked, back to the button when cancelled.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus()
    else if (wasConfirming.current) openRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  if (!confirming) {
    return (
      <button
        ref={openRef}
        type="button"
        className="button button-secondary"
        onClick={() => setConfirming(true)}
      >
        Vaciar favoritos
      </button>
    )
  }
  return (
    // Escape pressed on either of its buttons cancels: the keys come up from them.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={styles.confirm}
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => event.key === 'Escape' && setConfirming(false)}
    >
      <p id={questionId}>
        {count === 1
          ? '¿Quitar la propiedad de tus favoritos?'
          : `¿Quitar las ${count} propiedades de tus favoritos?`}
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          dispatch(favouritesCleared())
          onCleared()
        }}
      >
        Sí, vaciar
      </button>
      <button
        ref={cancelRef}
        type="button"
        className="button button-secondary"
        onClick={() => setConfirming(false)}
      >
        Cancelar
      </button>
    </div>
  )
}
