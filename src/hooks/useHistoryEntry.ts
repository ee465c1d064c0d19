import { useEffect } from 'react'

/** True while the browser is on an entry marked with `marker`. */
const onMarkedEntry = (marker: string): boolean =>
  (window.history.state as Record<string, unknown> | null)?.[marker] === true

/**
 * Gives an overlay its own history entry while it is mounted, so that Back closes it instead of
 * leaving the page. The entry keeps the address and the router's state (Gatsby's router reads
 * its `key`), marked with `marker`. Back from it calls `onBack`; an overlay closed another way
 * steps back over its entry, so a later Back leaves the page as before. An unmount because the
 * page changed finds another entry and steps nowhere.
 */
export function useHistoryEntry(marker: string, onBack: () => void): void {
  useEffect(() => {
    // An entry already marked (Forward onto it, or a reload) is reused rather than doubled.
    if (!onMarkedEntry(marker)) {
      window.history.pushState({ ...(window.history.state as object | null), [marker]: true }, '')
    }
    return () => {
      if (onMarkedEntry(marker)) window.history.back()
    }
  }, [marker])

  useEffect(() => {
    const onPopState = () => {
      if (!onMarkedEntry(marker)) onBack()
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [marker, onBack])
}
