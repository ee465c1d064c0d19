import { useEffect, useState } from 'react'
import { DATA_FRESHNESS_FILE, freshnessText } from '../domain/freshness'
import { afterLoadWhenIdle } from '../hooks/useLiveCheck'

// Read once per visit: every page of one visit shows the same publication.
let reading: Promise<string | null> | null = null

function readFreshness(): Promise<string | null> {
  reading ??= fetch(`/${DATA_FRESHNESS_FILE}`, { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : null))
    .then(freshnessText)
    .catch(() => {
      reading = null
      return null
    })
  return reading
}

/** For tests: the next page reads the file again. */
export function forgetDataFreshness(): void {
  reading = null
}

/**
 * "Datos actualizados el 23/11 a las 14:05": when the published data was read, fetched when the
 * browser is idle (gatsby/freshness.ts says why it is not in the page). Its line is kept while
 * unknown, so nothing moves when it arrives.
 */
export function DataFreshness({ className }: { className?: string }) {
  const [text, setText] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    const cancel = afterLoadWhenIdle(() => {
      void readFreshness().then((found) => current && setText(found))
    })
    return () => {
      current = false
      cancel()
    }
  }, [])
  return <p className={className}>{text ?? '\u00a0'}</p>
}
