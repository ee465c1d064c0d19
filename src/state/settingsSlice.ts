/**
 * The settings the live calls need (spec §3 Site settings): where listings come from, and whether
 * favourites compare. The build put them in the page; the page hands them to the store on load.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ListingSource } from '../domain/types'

export interface SettingsState {
  listingSource: ListingSource
  compare: boolean
  /** The agency's WhatsApp, for messages built in the browser. */
  whatsapp: string
}

export const initialSettingsState: SettingsState = {
  listingSource: 'tokko',
  compare: false,
  whatsapp: '',
}

const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    /** The page learnt the site's settings from its build data. */
    settingsLoaded: (_state, action: PayloadAction<SettingsState>) => action.payload,
  },
  selectors: {
    selectListingSource: (state) => state.listingSource,
    selectCompareMode: (state) => state.compare,
  },
})

export const { settingsLoaded } = settingsSlice.actions
export const { selectListingSource, selectCompareMode } = settingsSlice.selectors
export default settingsSlice.reducer
