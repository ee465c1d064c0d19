import { startTransition, useEffect, useState, type RefObject } from 'react'

/** How far below (or above) the viewport counts as near: one screen. */
const ONE_SCREEN = '100% 0px'

/**
 * Becomes true, for good, once `target` comes within a screen of the viewport (watched only while
 * `watching`). False on the server and through hydration, so both render the same.
 */
export function useNearViewport(target: RefObject<Element>, watching = true): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = target.current
    if (near || !watching || !element) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        observer.disconnect()
        // What nearing it shows may be much (a grid's remaining cards): input comes first.
        startTransition(() => setNear(true))
      },
      { rootMargin: ONE_SCREEN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [target, watching, near])
  return near
}
