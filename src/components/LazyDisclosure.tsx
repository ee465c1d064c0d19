import { useId, useState, type ComponentType, type ReactNode } from 'react'
import { useOnDemand } from '../hooks/useOnDemand'
import { onDemand } from '../hooks/onDemand'
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
  const [code] = useState(() => onDemand(load))
  const { module: Panel, failed, retry } = useOnDemand(code, open)
  const panelId = useId()

  // A press on an open panel whose code failed to arrive tries again instead of closing it.
  const toggle = () => (open && failed ? retry() : setOpen(!open))

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
        {Panel ? (
          <Panel {...panelProps} />
        ) : (
          open && (
            <p role="status" className={styles.note}>
              {failed ? FAILED : 'Cargando…'}
            </p>
          )
        )}
      </div>
    </>
  )
}
