import { useEffect } from 'react'
import type { NewsCardData } from '../domain/cards'
import { useHydrated } from '../hooks/useLocationSearch'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { gridNoveltiesRequested, selectGridNovelties } from '../state/noveltiesSlice'
import { NewsCard } from './NewsCard'

/** The home's newest news: the build's, then the backend's newest once it answers. */
export function LatestNews({ built, className }: { built: NewsCardData[]; className?: string }) {
  const dispatch = useAppDispatch()
  const grid = useAppSelector(selectGridNovelties)
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated && grid === null) void dispatch(gridNoveltiesRequested())
  }, [dispatch, hydrated, grid])
  return (
    <ul className={className}>
      {(grid && grid.length > 0 ? grid : built).map((card) => (
        <li key={card.id}>
          <NewsCard card={card} />
        </li>
      ))}
    </ul>
  )
}
