/**
 * The gallery (spec §4): toggles for the image, video, tour and blueprint views that flip on and
 * off, and the current image and blueprint. The lightbox reads and drives it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type GalleryView = 'image' | 'video' | 'tour' | 'blueprint'

export interface GalleryState {
  /** Which views are open: each toggles on and off (the lightbox shows the open one). */
  open: Record<GalleryView, boolean>
  currentImage: number
  currentBlueprint: number
}

export const initialGalleryState: GalleryState = {
  open: { image: false, video: false, tour: false, blueprint: false },
  currentImage: 0,
  currentBlueprint: 0,
}

const gallerySlice = createSlice({
  name: 'gallery',
  initialState: initialGalleryState,
  reducers: {
    /** A view was switched: on if it was off, off if it was on; the others close. */
    galleryViewToggled(state, action: PayloadAction<GalleryView>) {
      const wasOpen = state.open[action.payload]
      state.open = { ...initialGalleryState.open, [action.payload]: !wasOpen }
    },
    /** The visitor moved to another photo. */
    imageSelected(state, action: PayloadAction<number>) {
      state.currentImage = Math.max(0, action.payload)
    },
    /** The visitor moved to another blueprint. */
    blueprintSelected(state, action: PayloadAction<number>) {
      state.currentBlueprint = Math.max(0, action.payload)
    },
    /** A new listing's gallery starts closed, on its first photo. */
    galleryReset: () => initialGalleryState,
  },
  selectors: {
    selectGalleryOpen: (state) => state.open,
    selectCurrentImage: (state) => state.currentImage,
    selectCurrentBlueprint: (state) => state.currentBlueprint,
  },
})

export const { galleryViewToggled, imageSelected, blueprintSelected, galleryReset } =
  gallerySlice.actions
export const { selectGalleryOpen, selectCurrentImage, selectCurrentBlueprint } =
  gallerySlice.selectors
export default gallerySlice.reducer
