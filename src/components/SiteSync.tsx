import { useEffect } from 'react'
import type { Site } from '../hooks/useSite'
import { summaryRequested } from '../state/countersSlice'
import { useAppDispatch, useAppStore } from '../state/hooks'
import { settingsLoaded } from '../state/settingsSlice'

/**
 * Hands the build's settings to the store and, once per visit, asks for the live search summary
 * so the counters and the menu follow the catalogue as it is now (spec §4). Renders nothing; it
 * sits first in the layout so its effect runs before the page's own.
 */
export function SiteSync({ site }: { site: Site }) {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const { listing_source: listingSource, modules, contact } = site.settings
  useEffect(() => {
    dispatch(
      settingsLoaded({ listingSource, compare: modules.compare, whatsapp: contact.whatsapp }),
    )
  }, [dispatch, listingSource, modules.compare, contact.whatsapp])
  useEffect(() => {
    // Asked once per visit; after a failure, again on the next page.
    const { status } = store.getState().counters
    if (status === 'idle' || status === 'failed') void dispatch(summaryRequested())
  }, [dispatch, store])
  return null
}
