/**
 * The theme's side effects: the <html data-theme> attribute follows the state, and a visitor's
 * own choice is stored so the next page and the next visit open with it.
 */
import type { Middleware } from '@reduxjs/toolkit'
import { themeDetected, themeToggled, type ThemeState } from './themeSlice'

/** localStorage key of the visitor's choice ('dark' | 'light'); read early by gatsby-ssr's script. */
export const THEME_STORAGE_KEY = 'inmobiliaria:tema'

/** Sets the attribute the CSS tokens switch on. */
export function applyTheme(dark: boolean): void {
  if (typeof document === 'undefined') return
  document.documentElement.dataset.theme = dark ? 'dark' : 'light'
}

function storeChoice(dark: boolean): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, dark ? 'dark' : 'light')
  } catch {
    // Storage can be full or forbidden (private mode): the choice lasts for this page only.
  }
}

/** The stored choice, or the system preference when there is none. */
export function detectTheme(): { dark: boolean; chosen: boolean } {
  let stored: string | null = null
  try {
    stored = window.localStorage.getItem(THEME_STORAGE_KEY)
  } catch {
    stored = null
  }
  if (stored === 'dark' || stored === 'light') return { dark: stored === 'dark', chosen: true }
  return {
    dark: window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
    chosen: false,
  }
}

/**
 * Applies and stores the theme after the reducers ran. A plain middleware: RTK's listener
 * middleware would do the same with more code in every page's first load.
 */
export const themeEffects: Middleware<object, { theme: ThemeState }> =
  (api) => (next) => (action) => {
    const result = next(action)
    if (themeToggled.match(action)) {
      const { dark } = api.getState().theme
      applyTheme(dark)
      storeChoice(dark)
    } else if (themeDetected.match(action)) {
      applyTheme(action.payload.dark)
    }
    return result
  }
