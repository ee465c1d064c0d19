import { LazyDisclosure } from '../LazyDisclosure'
import * as styles from './Shortlist.module.css'

// Few visitors share or send their favourites: each panel's code (the send form's included)
// loads at its button's first press.
const loadSharePanel = () => import('./SharePanel').then((module) => module.SharePanel)
const loadSendPanel = () =>
  import('./SendSelectionPanel').then((module) => module.SendSelectionPanel)

/** The favourites' toolbar actions: "Compartir mi selección" and "Enviar mi selección a un asesor". */
export function ShortlistActions({ ids }: { ids: readonly number[] }) {
  const panelProps = { ids }
  return (
    <div className={styles.actions}>
      <LazyDisclosure
        label="Compartir mi selección"
        load={loadSharePanel}
        panelProps={panelProps}
        panelClassName={styles.panel}
      />
      <LazyDisclosure
        label="Enviar mi selección a un asesor"
        load={loadSendPanel}
        panelProps={panelProps}
        panelClassName={styles.panel}
      />
    </div>
  )
}
