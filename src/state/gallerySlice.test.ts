import { makeStore } from './store'
import {
  blueprintSelected,
  galleryReset,
  galleryViewToggled,
  imageSelected,
  lightboxClosed,
  lightboxOpened,
  selectCurrentBlueprint,
  selectCurrentImage,
  selectGalleryOpen,
  selectGalleryView,
  selectLightboxOpen,
} from './gallerySlice'

describe('gallery slice', () => {
  it('flips a view on and off, closing the others', () => {
    const store = makeStore()
    store.dispatch(galleryViewToggled('video'))
    expect(selectGalleryOpen(store.getState())).toEqual({
      image: false,
      video: true,
      tour: false,
      blueprint: false,
    })
    store.dispatch(galleryViewToggled('tour'))
    expect(selectGalleryOpen(store.getState())).toEqual({
      image: false,
      video: false,
      tour: true,
      blueprint: false,
    })
    store.dispatch(galleryViewToggled('tour'))
    expect(Object.values(selectGalleryOpen(store.getState()))).toEqual([false, false, false, false])
  })

  it('shows the open view, and the photos when none is open', () => {
    const store = makeStore()
    expect(selectGalleryView(store.getState())).toBe('image')
    store.dispatch(galleryViewToggled('blueprint'))
    expect(selectGalleryView(store.getState())).toBe('blueprint')
    store.dispatch(galleryViewToggled('blueprint'))
    expect(selectGalleryView(store.getState())).toBe('image')
  })

  it('keeps the current image and blueprint while views switch and the lightbox closes', () => {
    const store = makeStore()
    store.dispatch(imageSelected(7))
    store.dispatch(galleryViewToggled('blueprint'))
    store.dispatch(blueprintSelected(1))
    store.dispatch(lightboxOpened())
    store.dispatch(lightboxClosed())
    store.dispatch(galleryViewToggled('image'))
    expect(selectCurrentImage(store.getState())).toBe(7)
    expect(selectCurrentBlueprint(store.getState())).toBe(1)
  })

  it('opens the lightbox over photos or blueprints only, and closes it with a view switch', () => {
    const store = makeStore()
    store.dispatch(lightboxOpened())
    expect(selectLightboxOpen(store.getState())).toBe(true)
    store.dispatch(galleryViewToggled('video'))
    expect(selectLightboxOpen(store.getState())).toBe(false)
    store.dispatch(lightboxOpened())
    expect(selectLightboxOpen(store.getState())).toBe(false)
  })

  it("starts a new listing's gallery closed, on its first photo and blueprint", () => {
    const store = makeStore()
    store.dispatch(galleryViewToggled('blueprint'))
    store.dispatch(blueprintSelected(1))
    store.dispatch(lightboxOpened())
    store.dispatch(imageSelected(7))
    store.dispatch(galleryReset())
    expect(store.getState().gallery).toEqual({
      open: { image: false, video: false, tour: false, blueprint: false },
      lightbox: false,
      currentImage: 0,
      currentBlueprint: 0,
    })
  })
})
