import { navigate, prefetchPathname } from 'gatsby'
import { sameData } from '../domain/site/sameData'
import {
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react'
import { isHydrating } from './hydration'

// React leaves an element's HTML alone while its `__html` stays the same: in production hydration
// never compares it, so the server's markup is adopted without a fibre for anything inside it.
const KEEP_SERVER_HTML = { __html: '' }

type Tag = 'div' | 'section' | 'article' | 'header'

interface StaticHtmlProps extends HTMLAttributes<HTMLElement> {
  as?: Tag
  /**
   * What the content is made from, like a hook's dependencies. While they say what they said at
   * hydration, the server's HTML stays; once one says something else (a live answer changed the
   * card), React renders `children`.
   */
  inputs: readonly unknown[]
  children: ReactNode
}

/** The internal address an event's link leads to, or null when the browser should follow it. */
function internalTarget(event: SyntheticEvent<HTMLElement>): string | null {
  const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || !event.currentTarget.contains(anchor)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null
}

// A kept link is plain HTML, not a Gatsby Link: the island follows it and fetches its page data
// ahead the way a Link would, on pointer or focus.
function followLink(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
  const target = internalTarget(event)
  if (target === null) return
  event.preventDefault()
  void navigate(target)
}

function prefetchLink(event: SyntheticEvent<HTMLElement>): void {
  const target = internalTarget(event)
  if (target !== null) prefetchPathname(target.replace(/[?#].*$/, ''))
}

/**
 * Content that nothing on the page changes after the build (a card's text, a description, the
 * footer): on the page the browser loaded, React adopts its server HTML without rendering it, so
 * hydration walks none of it. Anywhere else (a page reached by a link, a changed input) it is
 * rendered as usual. Nothing inside may need React: no handlers, no state, only links.
 */
export function StaticHtml({
  as: Element = 'div',
  inputs,
  children,
  ...attributes
}: StaticHtmlProps) {
  const [adopted, setAdopted] = useState(() => (isHydrating() ? inputs : null))
  // Compared by content: a live answer that says the same keeps the server's HTML. Once left, the
  // server's HTML is gone for good (React rendered over it), so it is never adopted again.
  const kept = adopted !== null && sameData(adopted, inputs)
  if (adopted !== null && !kept) setAdopted(null)
  const links = { onClick: followLink, onPointerOver: prefetchLink, onFocus: prefetchLink }
  if (kept)
    return (
      <Element
        {...attributes}
        {...links}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    )
  return (
    <Element {...attributes} {...links}>
      {children}
    </Element>
  )
}
