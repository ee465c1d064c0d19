import gallery, {
  blueprintSelected,
  galleryReset,
  galleryViewToggled,
  imageSelected,
  initialGalleryState,
} from './gallerySlice'

describe('gallery slice', () => {
  it('flips a view on and off, closing the others', () => {
    let state = gallery(initialGalleryState, galleryViewToggled('video'))
    expect(state.open).toEqual({ image: false, video: true, tour: false, blueprint: false })
    state = gallery(state, galleryViewToggled('blueprint'))
    expect(state.open).toEqual({ image: false, video: false, tour: false, blueprint: true })
    state = gallery(state, galleryViewToggled('blueprint'))
    expect(state.open).toEqual(initialGalleryState.open)
  })

  it('keeps the current image and blueprint, and starts over for a new listing', () => {
    let state = gallery(initialGalleryState, imageSelected(4))
    state = gallery(state, blueprintSelected(1))
    expect(state).toMatchObject({ currentImage: 4, currentBlueprint: 1 })
    expect(gallery(state, imageSelected(-2)).currentImage).toBe(0)
    expect(gallery(state, galleryReset())).toEqual(initialGalleryState)
  })
})
