import { makePhoto } from '../../../__tests__/support/factories'
import {
  cardPhotos,
  coverPhoto,
  isPlaceholder,
  NO_IMAGE_PHOTO,
  photosCoverFirst,
  photoSrcSet,
} from './photos'

const photo = (n: number, cover = false) =>
  makePhoto({ image: `https://static.example.com/p/${n}.jpg`, is_front_cover: cover })

describe('card photos', () => {
  it('takes the first 3 photos when the first is the cover', () => {
    const photos = [photo(1, true), photo(2), photo(3), photo(4)]
    expect(cardPhotos(photos).map((p) => p.image)).toEqual(photos.slice(0, 3).map((p) => p.image))
  })

  it('puts a cover that is not first in front, keeping the others in order', () => {
    const photos = [photo(1), photo(2), photo(3, true), photo(4)]
    expect(cardPhotos(photos).map((p) => p.image)).toEqual([
      photo(3).image,
      photo(1).image,
      photo(2).image,
    ])
  })

  it('falls back to the first photo when none is the cover', () => {
    const photos = [photo(1), photo(2)]
    expect(coverPhoto(photos)).toBe(photos[0])
    expect(cardPhotos(photos)).toHaveLength(2)
  })

  it('shows the no-image picture when there are no photos', () => {
    expect(cardPhotos([])).toEqual([NO_IMAGE_PHOTO])
    expect(coverPhoto([])).toBe(NO_IMAGE_PHOTO)
    expect(isPlaceholder(coverPhoto([]))).toBe(true)
    expect(isPlaceholder(photo(1))).toBe(false)
    expect(photosCoverFirst([])).toEqual([])
  })

  it('keeps every photo in the gallery order', () => {
    const photos = [photo(1), photo(2, true), photo(3)]
    expect(photosCoverFirst(photos)).toEqual([photos[1], photos[0], photos[2]])
  })
})

describe('photoSrcSet', () => {
  it("offers the CDN's three sizes with their widths", () => {
    expect(photoSrcSet(photo(1))).toBe(
      'https://static.example.com/p/1_thumb.jpg 320w, https://static.example.com/p/1.jpg 1024w, https://static.example.com/p/1_full.jpg 1600w',
    )
  })

  it('stops at the largest size asked for', () => {
    expect(photoSrcSet(photo(1), 'image')).toBe(
      'https://static.example.com/p/1_thumb.jpg 320w, https://static.example.com/p/1.jpg 1024w',
    )
    expect(photoSrcSet(photo(1), 'thumb')).toBe('https://static.example.com/p/1_thumb.jpg 320w')
  })
})
