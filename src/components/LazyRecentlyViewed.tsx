import { useEffect, useState } from 'react'
import { afterLoadWhenIdle } from '../hooks/useLiveCheck'
import { useOnDemand } from '../hooks/useOnDemand'
import { onDemand } from '../hooks/onDemand'
import { RECENTLY_VIEWED_STORAGE_KEY } from '../state/recentlyViewedKey'

// The list is the device's, so the built page has none: its code (and the checks of what the
// device kept) loads once the page is idle, and only on a device that has kept one.
const recentlyViewedCode = onDemand(() => import('./RecentlyViewed'))

function deviceKeepsOne(): boolean {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) !== null
  } catch {
    return false
  }
}

/** "Vistas recientemente", loaded once the page runs in a browser that has viewed properties. */
export function LazyRecentlyViewed({ className }: { className?: string }) {
  const [wanted, setWanted] = useState(false)
  // Once the page is idle: the list is below the fold, never worth a moment of hydration.
  useEffect(() => afterLoadWhenIdle(() => setWanted(deviceKeepsOne())), [])
  // Without its code (offline), the page goes without the list.
  const { module } = useOnDemand(recentlyViewedCode, wanted)
  return module ? <module.default className={className} /> : null
}
