import { useEffect, useLayoutEffect } from 'react'

/**
 * useLayoutEffect in the browser, so a change it dispatches is drawn before the first paint;
 * useEffect during SSR, where layout effects never run and React warns about them.
 */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect
