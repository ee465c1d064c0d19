import { useEffect, useState } from 'react'
import { afterLoadWhenIdle } from '../hooks/useLiveCheck'

/**
 * "Datos actualizados el 23/11 a las 14:05": when the published data was read, fetched when the
 * browser is idle with the code that reads it (gatsby/dataFreshnessFile.ts says why it is not in the
 * page). Its line is kept while unknown, so nothing moves when it arrives.
 */
export function DataFreshness({ className }: { className?: string }) {
  const [text, setText] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    const cancel = afterLoadWhenIdle(() => {
      import('../live/dataFreshness')
        .then(({ readFreshness }) => readFreshness())
        .then(
          (found) => current && setText(found),
          // Offline, its code could not load: the line stays empty.
          () => undefined,
        )
    })
    return () => {
      current = false
      cancel()
    }
  }, [])
  return <p className={className}>{text ?? '\u00a0'}</p>
}
