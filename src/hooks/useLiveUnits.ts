import { useDeferredValue, useEffect, useMemo } from 'react'
import { unlessChanged } from '../domain/site/sameData'
import type { DevelopmentUnit } from '../domain/types'
import { developmentUnitsRequested, selectLiveUnits } from '../state/developmentsSlice'
import { useAppDispatch, useAppSelector } from '../state/hooks'
import { selectIsLoading } from '../state/loadingSlice'

/**
 * A development's units as they are now: the build's first, then the live answer (a unit sold
 * since the build leaves the table). A failed refresh keeps the built units and says so.
 */
export function useLiveUnits(
  developmentId: number,
  built: DevelopmentUnit[],
): { units: DevelopmentUnit[]; updating: boolean; failed: boolean } {
  const dispatch = useAppDispatch()
  const live = useAppSelector((state) => selectLiveUnits(state, developmentId))
  const updating = useAppSelector((state) => selectIsLoading(state, 'unities'))
  useEffect(() => {
    const request = dispatch(developmentUnitsRequested(developmentId))
    return () => request.abort()
  }, [dispatch, developmentId])
  // An answer the same as the build keeps the built units, so the table does not render again.
  const answered = live?.status === 'succeeded' ? live.units : built
  const current = useMemo(() => unlessChanged(built, answered), [built, answered])
  // The live table renders in a background transition (interruptible, in slices): the store
  // update itself is synchronous, and a table of many units would be one long task.
  const units = useDeferredValue(current)
  return {
    units,
    updating,
    failed: live?.status === 'failed',
  }
}
