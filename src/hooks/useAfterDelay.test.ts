import { act, renderHook } from '@testing-library/react'
import { useAfterDelay } from './useAfterDelay'

describe('useAfterDelay', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('says true only once the flag has held for the delay, and false at once after', () => {
    const { result, rerender } = renderHook(({ on }) => useAfterDelay(on, 700), {
      initialProps: { on: true },
    })
    expect(result.current).toBe(false)
    act(() => jest.advanceTimersByTime(699))
    expect(result.current).toBe(false)
    act(() => jest.advanceTimersByTime(1))
    expect(result.current).toBe(true)
    rerender({ on: false })
    expect(result.current).toBe(false)
  })

  it('never says true for a flag that drops before the delay', () => {
    const { result, rerender } = renderHook(({ on }) => useAfterDelay(on, 700), {
      initialProps: { on: true },
    })
    act(() => jest.advanceTimersByTime(500))
    rerender({ on: false })
    act(() => jest.advanceTimersByTime(1000))
    expect(result.current).toBe(false)
  })
})
