/**
 * The live checks of built pages, loaded when the browser is idle after the first paint
 * (src/hooks/useLiveCheck.ts): each asks the site's server for the record as it is now and says
 * what the page must correct, or null when nothing (a failure included: the page stays as built).
 */
import { checkProperty, type PropertyCheck } from '../domain/detail/liveCheck'
import type { Development, OperationId, Property } from '../domain/types'
import { developmentLookedUp } from './developmentsSlice'
import { propertyLookedUp } from './favouritesSlice'
import type { AppDispatch } from './store'

export async function propertyCheck(
  dispatch: AppDispatch,
  built: Property,
  operationId: OperationId,
  signal: AbortSignal,
): Promise<PropertyCheck | null> {
  const request = dispatch(propertyLookedUp(built.id))
  signal.addEventListener('abort', () => request.abort(), { once: true })
  const result = await request
  if (propertyLookedUp.fulfilled.match(result))
    return checkProperty(built, result.payload, operationId)
  return result.payload?.notFound ? checkProperty(built, null, operationId) : null
}

/** A development that is gone (or hidden from the web) since the build. */
export interface DevelopmentCheck {
  availability: 'withdrawn'
}

export async function developmentCheck(
  dispatch: AppDispatch,
  built: Pick<Development, 'id'>,
  signal: AbortSignal,
): Promise<DevelopmentCheck | null> {
  const request = dispatch(developmentLookedUp(built.id))
  signal.addEventListener('abort', () => request.abort(), { once: true })
  const result = await request
  return developmentLookedUp.rejected.match(result) && result.payload?.notFound
    ? { availability: 'withdrawn' }
    : null
}
