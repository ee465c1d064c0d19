import { useId, useState, type ComponentType, type ReactNode } from 'react'
import * as styles from './LazyDisclosure.module.css'

interface LazyDisclosureProps<P extends object> {
  label: ReactNode
  /** The panel's code, fetched at the first press (again after a failed fetch). */
  load: () => Promise<ComponentType<P>>
  panelProps: P
  buttonClassName?: string
  panelClassName?: string
}

type Loaded<P> =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; Panel: ComponentType<P> }

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
  const [loaded, setLoaded] = useState<Loaded<P>>({ status: 'idle' })
  const panelId = useId()

  const fetchPanel = () => {
    setLoaded({ status: 'loading' })
    load().then(
      (Panel) => setLoaded({ status: 'ready', Panel }),
      (error: unknown) => {
        console.error('No se pudo cargar un panel del sitio', error)
        setLoaded({ status: 'failed' })
      },
    )
  }

  const toggle = () => {
    if (!open && (loaded.status === 'idle' || loaded.status === 'failed')) fetchPanel()
    setOpen(!open)
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
        {loaded.status === 'ready' && <loaded.Panel {...panelProps} />}
        {loaded.status === 'loading' && <p className={styles.note}>Cargando…</p>}
        {loaded.status === 'failed' && (
          <div role="alert" className={styles.note}>
            <p>No pudimos abrir esta opción. Revisá tu conexión y probá de nuevo.</p>
            <button type="button" className="button button-secondary" onClick={fetchPanel}>
              Reintentar
            </button>
          </div>
        )}
      </div>
    </>
  )
}
