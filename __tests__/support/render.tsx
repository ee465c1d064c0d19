/**
 * Renders a component as the site does: with a fresh real store (style anchors §9: never mocked)
 * calling the test services, and a user-event session to interact through.
 */
import { render, type RenderOptions } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { createLiveClient } from '../../src/live/client'
import { makeStore, type RootState } from '../../src/state/store'
import { SITE_ORIGIN } from './siteApi'

/**
 * The state pages start from in component tests: as after the visit's live summary came back
 * agreeing with the build (it is asked once per visit, so a page test need not answer it; SiteSync's
 * own test and the home's live-figures test do).
 */
const summaryAlreadyFetched: Partial<RootState> = {
  counters: { status: 'succeeded', summary: null, error: null },
}

/** A store calling the site's endpoints (msw answers them over the test services). */
export function makeTestStore(preloadedState?: Partial<RootState>) {
  const api = createLiveClient({ baseUrl: SITE_ORIGIN })
  return makeStore({
    preloadedState: { ...summaryAlreadyFetched, ...preloadedState },
    loadApi: async () => api,
  })
}

export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, ...options }: { preloadedState?: Partial<RootState> } & RenderOptions = {},
) {
  const store = makeTestStore(preloadedState)
  // user-event checks `pointer-events` through jsdom's getComputedStyle before every key by
  // default, which made typing a form take seconds; the tests never style a field inert.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  return { store, user, ...render(<Provider store={store}>{ui}</Provider>, options) }
}
