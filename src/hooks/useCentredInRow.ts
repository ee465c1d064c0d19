import { useEffect, useRef } from 'react'

/**
 * For rows of chips that scroll sideways on a phone: keeps the element matching `selector` (the
 * current tag, the chosen option) centred in view whenever `key` changes, scrolling the row only,
 * never the page (scrollIntoView would). Returns the ref for the scrolling element.
 */
export function useCentredInRow<T extends HTMLElement>(selector: string, key: unknown) {
  const rowRef = useRef<T>(null)
  useEffect(() => {
    const row = rowRef.current
    const target = row?.querySelector(selector)
    if (!row || !target || row.scrollWidth <= row.clientWidth) return
    const box = row.getBoundingClientRect()
    const item = target.getBoundingClientRect()
    row.scrollLeft += item.left - box.left - (box.width - item.width) / 2
  }, [selector, key])
  return rowRef
}
