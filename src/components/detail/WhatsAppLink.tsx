import type { MouseEvent, ReactNode } from 'react'
import { WHATSAPP_APP_MAX_WIDTH, whatsappUrl } from '../../domain/detail/share'
import { useViewportWidth } from '../../hooks/useViewportWidth'

interface WhatsAppLinkProps {
  /** The number to write to; without one WhatsApp asks the visitor for a contact (sharing). */
  phone?: string
  text: string
  className?: string
  children: ReactNode
}

/**
 * A WhatsApp link: the app (api host) under 992 px, WhatsApp Web from 992 px. The static HTML
 * carries the web host; the width is read after hydration and again at click time.
 */
export function WhatsAppLink({ phone, text, className, children }: WhatsAppLinkProps) {
  const width = useViewportWidth()
  const href = whatsappUrl({ phone, text, viewportWidth: width ?? WHATSAPP_APP_MAX_WIDTH })
  const atClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = whatsappUrl({ phone, text, viewportWidth: window.innerWidth })
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener" onClick={atClick}>
      {children}
      <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
    </a>
  )
}
