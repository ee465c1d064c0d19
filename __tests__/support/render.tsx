/**
 * Renders a component as the site does: with a fresh real store (style anchors §9: never mocked)
 * and a user-event session to interact through.
 */
import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { makeStore, type RootState } from '../../src/state/store'

export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, ...options }: { preloadedState?: Partial<RootState> } & RenderOptions = {},
) {
  const store = makeStore(preloadedState)
  const user = userEvent.setup()
  return { store, user, ...render(<Provider store={store}>{ui}</Provider>, options) }
}
