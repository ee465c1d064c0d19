import { useEffect, useState } from 'react'

/**
 * True once `on` has stayed true for `delayMs`, false as soon as it is not: for an indicator that
 * a quick answer should never flash (and never make a page lay itself out twice).
 */
export function useAfterDelay(on: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false)
  useEffect(() => {
    if (!on) return
    const timer = setTimeout(() => setLate(true), delayMs)
    return () => {
      clearTimeout(timer)
      setLate(false)
    }
  }, [on, delayMs])
  return on && late
}
