import { Icon } from '../Icon'
import { LazyDisclosure } from '../LazyDisclosure'
import type { AlertPanelProps } from './AlertPanel'
import * as styles from './SearchAlert.module.css'

// The alert's form loads at the first press: most visitors of a listing never ask for one.
const loadAlertPanel = () => import('./AlertPanel').then((module) => module.AlertPanel)

/** "Avisame de nuevas propiedades" for the listing's current search. */
export function SearchAlert(props: AlertPanelProps) {
  return (
    <LazyDisclosure
      label={
        <>
          <Icon name="bell" size={20} />
          Avisame de nuevas propiedades
        </>
      }
      load={loadAlertPanel}
      panelProps={props}
      buttonClassName={`button button-secondary ${styles.toggle}`}
      panelClassName={styles.panel}
    />
  )
}
