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
    const { counters, loading } = store.getState()
    if (counters.summary === null && loading.totalFilters === 0) void dispatch(summaryRequested())
  }, [dispatch, store])
  return null
}
