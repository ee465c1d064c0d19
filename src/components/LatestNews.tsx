import { useEffect } from 'react'
import type { NewsCardData } from '../domain/cards'
import { unlessChanged } from '../domain/sameData'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { selectIsLoading } from '../state/loadingSlice'
import {
  gridNoveltiesRequested,
  selectGridNovelties,
  selectGridNoveltiesError,
} from '../state/noveltiesSlice'
import { LiveNotice } from './LiveNotice'
import { NewsCard } from './NewsCard'

/**
 * The home's newest news: the build's, then the backend's newest once it answers. A failure
 * says so and leaves the built ones.
 */
export function LatestNews({ built, className }: { built: NewsCardData[]; className?: string }) {
  const dispatch = useAppDispatch()
  const grid = useAppSelector(selectGridNovelties)
  const error = useAppSelector(selectGridNoveltiesError)
  const updating = useAppSelector((state) => selectIsLoading(state, 'grid'))
  useEffect(() => {
    void dispatch(gridNoveltiesRequested())
  }, [dispatch])
  return (
    <>
      <LiveNotice updating={updating} error={error} what="las novedades" underHeading />
      <ul className={className}>
        {(grid && grid.length > 0 ? unlessChanged(built, grid) : built).map((card) => (
          <li key={card.id}>
            <NewsCard card={card} />
          </li>
        ))}
      </ul>
    </>
  )
}
