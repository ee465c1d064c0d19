/**
 * The theme (spec §3 Theme: a dark flag and the location it was last set from, default home).
 * Until the visitor picks one, the site follows the system preference; their pick then sticks.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface ThemeState {
  dark: boolean
  /** True once the visitor chose, so the system preference no longer decides. */
  chosen: boolean
  /** Where the theme was last changed from (spec: default 'home'). */
  location: string
}

export const initialThemeState: ThemeState = { dark: false, chosen: false, location: 'home' }

const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    /** The visitor switched the theme on some page. */
    themeToggled(state, action: PayloadAction<{ location: string }>) {
      state.dark = !state.dark
      state.chosen = true
      state.location = action.payload.location
    },
    /** The page learnt the stored choice or the system preference after loading. */
    themeDetected(state, action: PayloadAction<{ dark: boolean; chosen: boolean }>) {
      state.dark = action.payload.dark
      state.chosen = action.payload.chosen
    },
  },
  selectors: {
    selectDarkTheme: (state) => state.dark,
  },
})

export const { themeToggled, themeDetected } = themeSlice.actions
export const { selectDarkTheme } = themeSlice.selectors
export default themeSlice.reducer
