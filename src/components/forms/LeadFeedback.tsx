import { useEffect, useRef, type ReactNode } from 'react'
import type { LeadStatus } from '../../state/leadsSlice'
import * as styles from './Form.module.css'

interface LeadFeedbackProps {
  status: LeadStatus
  error: string | null
  /** "Recibimos tu consulta." */
  successTitle: string
  successText?: string
  /** "No pudimos enviar tu mensaje." */
  failureTitle?: string
  /** "Enviar otro mensaje". */
  startOverLabel?: string
  onRetry: () => void
  onStartOver: () => void
  /** Shown under the success message (what was asked for, a file to keep). */
  children?: ReactNode
}

/**
 * What happened to the lead, announced to screen readers: received (even when only one of the
 * agency's two systems took it: the visitor need not send it again), or not received, with a
 * retry and the reassurance that nothing typed was lost.
 */
export function LeadFeedback({
  status,
  error,
  successTitle,
  successText,
  failureTitle = 'No pudimos enviar tu mensaje.',
  startOverLabel = 'Enviar otro mensaje',
  onRetry,
  onStartOver,
  children,
}: LeadFeedbackProps) {
  const box = useRef<HTMLDivElement>(null)
  // The send button was disabled, or is gone once sent: a keyboard user continues from here.
  useEffect(() => {
    if ((status === 'sent' || status === 'failed') && document.activeElement === document.body) {
      box.current?.focus()
    }
  }, [status])
  return (
    <div
      ref={box}
      tabIndex={-1}
      // A live region without role="status": the footer's newsletter puts one on every page, and
      // "status" stays the page's own (result counts, loading notices).
      aria-live="polite"
      aria-atomic="true"
      className={
        styles.feedback +
        (status === 'sent' ? ` ${styles.success}` : status === 'failed' ? ` ${styles.failure}` : '')
      }
    >
      {status === 'sent' && (
        <>
          <p>
            <strong>{successTitle}</strong> {successText}
          </p>
          {children}
          <button type="button" className="button button-secondary" onClick={onStartOver}>
            {startOverLabel}
          </button>
        </>
      )}
      {status === 'failed' && (
        <>
          <p>
            <strong>{failureTitle}</strong> {error} Lo que escribiste sigue acá: no se perdió nada.
          </p>
          <button type="button" className="button" onClick={onRetry}>
            Reintentar
          </button>
        </>
      )}
    </div>
  )
}
