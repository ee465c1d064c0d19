import { useRef, type PointerEvent } from 'react'
import { swipeStep } from '../domain/detail/lightbox'

/**
 * Pointer handlers that turn a finger's (or pen's) sideways swipe into a step: +1 for a swipe to
 * the left (the next picture), -1 for one to the right. A mouse drag is left alone: mice have the
 * buttons and the keyboard. The element needs `touch-action: pan-y` so the browser hands over
 * horizontal moves instead of cancelling them as a scroll.
 */
export function useSwipe(onStep: (step: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null)
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse' || !event.isPrimary) return
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY }
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current
      start.current = null
      if (!from || from.id !== event.pointerId) return
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y)
      if (step !== 0) onStep(step)
    },
    onPointerCancel() {
      start.current = null
    },
  }
}
