import { useAppDispatch, useAppSelector } from '../state/hooks'
import { selectDarkTheme, themeToggled } from '../state/themeSlice'
import { Icon } from './Icon'
import * as styles from './ThemeToggle.module.css'

/** Switches between the light and dark themes; says which one it turns on. */
export function ThemeToggle() {
  const dark = useAppSelector(selectDarkTheme)
  const dispatch = useAppDispatch()
  const label = dark ? 'Usar tema claro' : 'Usar tema oscuro'
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={label}
      title={label}
      onClick={() => dispatch(themeToggled({ location: window.location.pathname }))}
    >
      <Icon name={dark ? 'sun' : 'moon'} />
    </button>
  )
}
