import { useEffect } from 'react'
import { summaryRequested } from '../state/countersSlice'
import { useAppDispatch } from '../state/hooks'

/**
 * Asks for the live search summary so the counters and the menu follow the catalogue as it is
 * now (spec §4); the thunk decides whether this visit still needs it. Renders nothing; it sits
 * first in the layout so its effect runs before the page's own.
 */
export function SiteSync() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    void dispatch(summaryRequested())
  }, [dispatch])
  return null
}
