import { useEffect, useState } from 'react'

/** How long a busy page may put the check off before it runs anyway. */
const IDLE_TIMEOUT_MS = 5_000

/**
 * Runs `task` once the page has loaded and the browser is idle, so it never competes with the
 * first paint or hydration. Returns the cancel.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let idle: number | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    else timer = setTimeout(task, 1)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idle !== null) window.cancelIdleCallback(idle)
    if (timer !== null) clearTimeout(timer)
  }
}

/**
 * The answer of a live check of what a built page shows, run when the browser is idle: null
 * until then, and whenever the check finds nothing to correct or fails (the page then stays as
 * built). `check` loads its own code, so a page pays for it only after its first paint; it must
 * stop when its signal aborts (the visitor left).
 */
export function useLiveCheck<T>(
  check: (signal: AbortSignal) => Promise<T | null>,
  key: unknown,
): T | null {
  // Kept with the record it checked: another record's answer never shows.
  const [result, setResult] = useState<{ key: unknown; found: T | null } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const cancel = afterLoadWhenIdle(() => {
      check(controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setResult({ key, found })
        },
        // Its code could not load (offline): the page is as good as built.
        () => undefined,
      )
    })
    return () => {
      cancel()
      controller.abort()
    }
    // `key` names the record checked; a new `check` closure for the same record is the same check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return result !== null && Object.is(result.key, key) ? result.found : null
}
