import { useEffect, type KeyboardEvent, type RefObject } from 'react'

// Roving thumbnails are buttons out of the tab order: tabIndex filters them out below.
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]'

/**
 * What a modal dialog, portalled to <body>, owes the page behind it while it is open: the page
 * neither scrolls nor takes focus or clicks (inert), the focus starts on `initialFocus`, and on
 * close it returns to where it was.
 */
export function useModalDialog(
  dialog: RefObject<HTMLElement>,
  initialFocus: RefObject<HTMLElement>,
): void {
  useEffect(() => {
    const root = dialog.current
    if (!root) return
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const html = document.documentElement
    const overflow = html.style.overflow
    html.style.overflow = 'hidden'
    const behind = Array.from(document.body.children).filter(
      (element) => !element.contains(root) && !element.hasAttribute('inert'),
    )
    behind.forEach((element) => element.setAttribute('inert', ''))
    ;(initialFocus.current ?? root).focus()
    return () => {
      // The page must stop being inert before it can take the focus back.
      behind.forEach((element) => element.removeAttribute('inert'))
      html.style.overflow = overflow
      returnTo?.focus()
    }
  }, [dialog, initialFocus])
}

/**
 * Keeps Tab and Shift+Tab inside the dialog, wrapping at its ends. Inert already does this in
 * browsers that support it; this also covers the others and the way out to the address bar.
 */
export function containTab(event: KeyboardEvent, root: HTMLElement | null): void {
  if (event.key !== 'Tab' || !root) return
  const tabbable = Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden]'),
  )
  const first = tabbable[0]
  const last = tabbable[tabbable.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
