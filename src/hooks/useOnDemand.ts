import { useCallback, useEffect, useState } from 'react'
import type { OnDemand } from './onDemand'

export interface OnDemandState<Module> {
  /** The module once it has arrived; undefined until then. */
  module: Module | undefined
  /** Its code could not arrive (offline, or a release since the page loaded replaced it). */
  failed: boolean
  /** Asks for it again after a failure. */
  retry: () => void
}

/**
 * Code fetched on demand, for a component: fetched once `wanted`, shown when it arrives, and a
 * failure is state the caller shows (React.lazy throws it instead, and an error no boundary
 * catches makes React unmount the whole page). The browser reports the failed request itself.
 */
export function useOnDemand<Module>(code: OnDemand<Module>, wanted = true): OnDemandState<Module> {
  const [module, setModule] = useState(code.loaded)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!wanted || module || failed) return
    let live = true
    code.load().then(
      (arrived) => live && setModule(() => arrived),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [code, wanted, module, failed])
  const retry = useCallback(() => setFailed(false), [])
  return { module, failed, retry }
}
