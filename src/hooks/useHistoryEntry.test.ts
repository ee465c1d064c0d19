import { renderHook } from '@testing-library/react'
import { useHistoryEntry } from './useHistoryEntry'

// jsdom's History is real: entries, state, and popstate fired a moment after back().
const popped = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  )

/** The browser on a listing reached from another page, with the router's state on its entry. */
function onListing() {
  window.history.pushState({ key: 'previous' }, '', '/venta')
  window.history.pushState({ key: 'listing' }, '', '/propiedad/venta/casa/1')
}

function renderEntry() {
  const onBack = jest.fn()
  const rendered = renderHook(() => useHistoryEntry('overlay', onBack))
  return { onBack, ...rendered }
}

afterEach(() => {
  jest.restoreAllMocks()
})

describe('useHistoryEntry', () => {
  it("adds one entry at the same address, keeping the router's state", async () => {
    onListing()
    const length = window.history.length
    const { unmount } = renderEntry()
    expect(window.history.length).toBe(length + 1)
    expect(window.history.state).toEqual({ key: 'listing', overlay: true })
    expect(window.location.pathname).toBe('/propiedad/venta/casa/1')
    unmount()
    await popped()
  })

  it('calls onBack when Back leaves its entry, and steps back no further', async () => {
    onListing()
    const { onBack, unmount } = renderEntry()
    window.history.back()
    await popped()
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(window.history.state).toEqual({ key: 'listing' })

    const back = jest.spyOn(window.history, 'back')
    unmount()
    expect(back).not.toHaveBeenCalled()
  })

  it('ignores a popstate that leaves the browser on its entry (a script announcing a route)', async () => {
    onListing()
    const { onBack, unmount } = renderEntry()
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    expect(onBack).not.toHaveBeenCalled()
    unmount()
    await popped()
  })

  it('steps back over its entry once when closed another way, so Back then leaves the page', async () => {
    onListing()
    const { onBack, unmount } = renderEntry()
    const back = jest.spyOn(window.history, 'back')
    unmount()
    expect(back).toHaveBeenCalledTimes(1)
    await popped()
    expect(window.history.state).toEqual({ key: 'listing' })
    expect(onBack).not.toHaveBeenCalled()

    back.mockRestore()
    window.history.back()
    await popped()
    expect(window.location.pathname).toBe('/venta')
  })

  it('steps nowhere when it unmounts because the page changed', () => {
    onListing()
    const { onBack, unmount } = renderEntry()
    const back = jest.spyOn(window.history, 'back')
    // Gatsby's router pushes the next page's entry before the old page unmounts.
    window.history.pushState({ key: 'next' }, '', '/alquiler')
    unmount()
    expect(back).not.toHaveBeenCalled()
    expect(onBack).not.toHaveBeenCalled()
    expect(window.location.pathname).toBe('/alquiler')
  })

  it('reuses an entry already marked (Forward onto it, a reload) instead of adding another', async () => {
    onListing()
    window.history.pushState({ key: 'listing', overlay: true }, '')
    const length = window.history.length
    const { unmount } = renderEntry()
    expect(window.history.length).toBe(length)
    unmount()
    await popped()
    expect(window.history.state).toEqual({ key: 'listing' })
    expect(window.location.pathname).toBe('/propiedad/venta/casa/1')
  })
})
