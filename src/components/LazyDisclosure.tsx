import { useId, useState, type ComponentType, type ReactNode } from 'react'
import * as styles from './LazyDisclosure.module.css'

interface LazyDisclosureProps<P extends object> {
  label: ReactNode
  /** The panel's code, fetched at the first press (again at the next press after a failure). */
  load: () => Promise<ComponentType<P>>
  panelProps: P
  buttonClassName?: string
  panelClassName?: string
}

const FAILED = 'No pudimos abrirlo. Revisá tu conexión y tocá el botón de nuevo.'

/**
 * A button that shows and hides a panel whose code only the visitors who press it need, so it
 * is not part of the page's first load. Once open, the panel stays mounted while hidden: what
 * the visitor typed in it is there when it opens again.
 */
export function LazyDisclosure<P extends object>({
  label,
  load,
  panelProps,
  buttonClassName = 'button button-secondary',
  panelClassName,
}: LazyDisclosureProps<P>) {
  const [open, setOpen] = useState(false)
  // The panel's component, or what to say while there is none.
  const [panel, setPanel] = useState<{ Panel: ComponentType<P> } | string | null>(null)
  const panelId = useId()

  const toggle = () => {
    // A press on an open panel whose code failed to arrive tries again instead of closing it.
    const retry = open && panel === FAILED
    if (!retry) setOpen(!open)
    if ((open && !retry) || (panel !== null && panel !== FAILED)) return
    setPanel('Cargando…')
    load().then(
      (Panel) => setPanel({ Panel }),
      () => setPanel(FAILED),
    )
  }

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {label}
      </button>
      <div id={panelId} className={panelClassName} hidden={!open}>
        {typeof panel === 'string' ? (
          <p role="status" className={styles.note}>
            {panel}
          </p>
        ) : (
          panel && <panel.Panel {...panelProps} />
        )}
      </div>
    </>
  )
}
