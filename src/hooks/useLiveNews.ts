import { useEffect, useMemo } from 'react'
import { liveNewsCards, type NewsCardData } from '../domain/news/newsCards'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { selectIsLoading } from '../state/loadingSlice'
import {
  noveltiesRequested,
  selectNewsTags,
  selectNovelties,
  selectNoveltiesFailed,
} from '../state/noveltiesSlice'

export interface LiveNews {
  entries: NewsCardData[]
  tags: string[]
  updating: boolean
  /** True when the live list could not be fetched; the built one stays shown. */
  failed: boolean
}

/**
 * The news list: the built one first, then the backend's current list (entries published since
 * the build included) once it answers. Asked until it arrives, once per visit after that.
 */
export function useLiveNews(builtEntries: NewsCardData[], builtTags: string[]): LiveNews {
  const dispatch = useAppDispatch()
  const entries = useAppSelector(selectNovelties)
  const tags = useAppSelector(selectNewsTags)
  const updating = useAppSelector((state) => selectIsLoading(state, 'novelties'))
  const failed = useAppSelector(selectNoveltiesFailed)

  useEffect(() => {
    void dispatch(noveltiesRequested())
  }, [dispatch])

  // The build's card-size pictures stay; an unchanged list keeps the build's very objects.
  const shown = useMemo(
    () => (entries ? liveNewsCards(builtEntries, entries) : builtEntries),
    [entries, builtEntries],
  )
  return {
    entries: shown,
    tags: tags ?? builtTags,
    updating,
    failed,
  }
}
