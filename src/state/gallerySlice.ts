/**
 * The gallery (spec §4): toggles for the image, video, tour and blueprint views that flip on and
 * off, and the current image and blueprint. The open view is the tab shown (none open shows the
 * photos); the lightbox fills the screen with that view's pictures, from the current one.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
// Types only: a value import would bring the gallery's domain module into every page's bundle.
import type { GalleryView } from '../domain/detail/gallery'
import { rootReducer } from './store'

export type { GalleryView }

export interface GalleryState {
  /** Which views are open: each toggles on and off, and opening one closes the others. */
  open: Record<GalleryView, boolean>
  /** True while the lightbox shows the open view's photos or blueprints. */
  lightbox: boolean
  /** The photo and the blueprint the visitor chose; MediaGallery keeps them on its lists. */
  currentImage: number
  currentBlueprint: number
}

export const initialGalleryState: GalleryState = {
  open: { image: false, video: false, tour: false, blueprint: false },
  lightbox: false,
  currentImage: 0,
  currentBlueprint: 0,
}

const shownView = (state: GalleryState): GalleryView =>
  (Object.keys(state.open) as GalleryView[]).find((view) => state.open[view]) ?? 'image'

const gallerySlice = createSlice({
  name: 'gallery',
  initialState: initialGalleryState,
  reducers: {
    /** A view was switched: on if it was off, off if it was on; the others and the lightbox close. */
    galleryViewToggled(state, action: PayloadAction<GalleryView>) {
      const wasOpen = state.open[action.payload]
      state.open = { ...initialGalleryState.open, [action.payload]: !wasOpen }
      state.lightbox = false
    },
    /** The visitor asked for the shown photos or blueprints in full; videos and tours have none. */
    lightboxOpened(state) {
      const view = shownView(state)
      state.lightbox = view === 'image' || view === 'blueprint'
    },
    /** The visitor closed the lightbox; the view and the current picture stay. */
    lightboxClosed(state) {
      state.lightbox = false
    },
    /** The visitor moved to another photo. */
    imageSelected(state, action: PayloadAction<number>) {
      state.currentImage = action.payload
    },
    /** The visitor moved to another blueprint. */
    blueprintSelected(state, action: PayloadAction<number>) {
      state.currentBlueprint = action.payload
    },
    /** A new listing's gallery starts closed, on its first photo and blueprint. */
    galleryReset: () => initialGalleryState,
  },
  selectors: {
    selectGalleryOpen: (state) => state.open,
    /** The view whose tab is shown: the open one, else the photos. */
    selectGalleryView: shownView,
    selectLightboxOpen: (state) => state.lightbox,
    selectCurrentImage: (state) => state.currentImage,
    selectCurrentBlueprint: (state) => state.currentBlueprint,
  },
})

export const {
  galleryViewToggled,
  lightboxOpened,
  lightboxClosed,
  imageSelected,
  blueprintSelected,
  galleryReset,
} = gallerySlice.actions

declare module './store' {
  export interface LazyLoadedSlices extends WithSlice<typeof gallerySlice> {}
}

/** Injected into the store by the pages with a gallery: other pages never load it. */
const injected = gallerySlice.injectInto(rootReducer)

export const {
  selectGalleryOpen,
  selectGalleryView,
  selectLightboxOpen,
  selectCurrentImage,
  selectCurrentBlueprint,
} = injected.selectors
