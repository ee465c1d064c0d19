import type { MouseEvent, ReactNode } from 'react'
import { WHATSAPP_APP_MAX_WIDTH, whatsappUrl } from '../../domain/detail/share'
import { withReference, type WhatsAppListing } from '../../domain/leads/whatsappReference'
import { useViewportWidth } from '../../hooks/useViewportWidth'
import { pressReference } from '../whatsappPress'

interface WhatsAppLinkProps {
  /** The number to write to; without one WhatsApp asks the visitor for a contact (sharing). */
  phone?: string
  text: string
  /**
   * An enquiry to the agency: each press adds a new reference to the text and tells the site
   * what it stands for (the listing, or null for none), so staff can tell where it came from.
   */
  enquiry?: { listing: WhatsAppListing | null }
  className?: string
  children: ReactNode
}

/**
 * A WhatsApp link: the app (api host) under 992 px, WhatsApp Web from 992 px. The static HTML
 * carries the web host and the text without a reference; the width is read after hydration
 * and again at press time, when the reference is added.
 */
export function WhatsAppLink({ phone, text, enquiry, className, children }: WhatsAppLinkProps) {
  const width = useViewportWidth()
  const href = whatsappUrl({ phone, text, viewportWidth: width ?? WHATSAPP_APP_MAX_WIDTH })
  const atPress = (event: MouseEvent<HTMLAnchorElement>) => {
    // A right click opens the menu, not the link: no press.
    if (event.type === 'auxclick' && event.button !== 1) return
    const message = enquiry ? withReference(text, pressReference(enquiry.listing)) : text
    event.currentTarget.href = whatsappUrl({
      phone,
      text: message,
      viewportWidth: window.innerWidth,
    })
  }
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener"
      onClick={atPress}
      onAuxClick={atPress}
    >
      {children}
      <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
    </a>
  )
}
