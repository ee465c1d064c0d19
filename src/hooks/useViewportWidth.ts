import { useEffect, useState } from 'react'

/**
 * The viewport width after hydration, kept current on resize; null during SSR and the first
 * render, so server and browser render the same markup. Used by WhatsAppLink (app or web host).
 */
export function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    update()
    window.addEventListener('resize', update, { passive: true })
    return () => window.removeEventListener('resize', update)
  }, [])
  return width
}
