import { useEffect, useMemo } from 'react'
import { liveNewsCards, type NewsCardData } from '../domain/news/newsCards'
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
  // The build's card-size pictures stay; an unchanged list keeps the build's very objects.
  const cards = useMemo(
    () => (grid && grid.length > 0 ? liveNewsCards(built, grid) : built),
    [grid, built],
  )
  return (
    <>
      <LiveNotice updating={updating} error={error} what="las novedades" underHeading />
      <ul className={className}>
        {cards.map((card) => (
          <li key={card.id}>
            <NewsCard card={card} />
          </li>
        ))}
      </ul>
    </>
  )
}
