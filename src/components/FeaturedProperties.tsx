import { useEffect } from 'react'
import type { PropertyCardData } from '../domain/listing/cards'
import { unlessChanged } from '../domain/site/sameData'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { selectIsLoading } from '../state/loadingSlice'
import { featuredRequested, selectFeatured } from '../state/propertiesSlice'
import { LiveNotice } from './LiveNotice'
import { PropertyGrid } from './PropertyGrid'

/**
 * The home's featured properties: the build's, then the ones the agency stars today once the
 * proxy answers (asked once per visit: the thunk knows). A failure says so and leaves the built ones.
 */
export function FeaturedProperties({ built }: { built: PropertyCardData[] }) {
  const dispatch = useAppDispatch()
  const featured = useAppSelector(selectFeatured)
  const updating = useAppSelector((state) => selectIsLoading(state, 'featured'))
  useEffect(() => {
    void dispatch(featuredRequested(built.length || 8))
  }, [dispatch, built.length])
  const live = featured.status === 'succeeded' && featured.cards.length > 0
  return (
    <>
      <LiveNotice updating={updating} error={featured.error} what="las destacadas" underHeading />
      <PropertyGrid cards={live ? unlessChanged(built, featured.cards) : built} />
    </>
  )
}
