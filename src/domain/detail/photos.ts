/**
 * Which photos a listing shows (spec §9): cards use the first 3 with the front cover first; a
 * listing without photos shows the no-image picture served from static/.
 */
import type { Photo } from '../types'

export const CARD_PHOTO_COUNT = 3

/** Widths of the broker CDN's three fixed sizes (toolchain.md), from which srcsets are made. */
export const CDN_WIDTHS = { thumb: 320, image: 1024, original: 1600 } as const

/** Served from static/; also the Open Graph image of a listing without photos. */
export const NO_IMAGE_PATH = '/sin-imagen.svg'

export const NO_IMAGE_PHOTO: Photo = {
  image: NO_IMAGE_PATH,
  original: NO_IMAGE_PATH,
  thumb: NO_IMAGE_PATH,
  description: 'Imagen no disponible',
  is_front_cover: false,
  is_blueprint: false,
}

/** True for the placeholder, which screens should not open in a lightbox or count as a photo. */
export function isPlaceholder(photo: Photo): boolean {
  return photo.image === NO_IMAGE_PATH
}

/** The front cover, else the first photo, else the placeholder. */
export function coverPhoto(photos: readonly Photo[]): Photo {
  return photos.find((photo) => photo.is_front_cover) ?? photos[0] ?? NO_IMAGE_PHOTO
}

/** The photos in display order: the front cover first, the rest as the broker sorted them. */
export function photosCoverFirst(photos: readonly Photo[]): Photo[] {
  if (photos.length === 0) return []
  const cover = coverPhoto(photos)
  return [cover, ...photos.filter((photo) => photo !== cover)]
}

/** The photos of a card: up to 3, cover first; the placeholder alone when there are none. */
export function cardPhotos(photos: readonly Photo[], count: number = CARD_PHOTO_COUNT): Photo[] {
  const ordered = photosCoverFirst(photos)
  return ordered.length === 0 ? [NO_IMAGE_PHOTO] : ordered.slice(0, count)
}

/** The CDN's sizes, smallest first. */
export type CdnSize = keyof typeof CDN_WIDTHS
const CDN_SIZES: readonly CdnSize[] = ['thumb', 'image', 'original']

/**
 * A photo's srcset over the CDN's sizes up to `largest`. Cards stop at `image`: a phone with a
 * dense screen would otherwise pick the full-size original for a card a few hundred pixels wide.
 */
export function photoSrcSet(photo: Photo, largest: CdnSize = 'original'): string {
  return CDN_SIZES.slice(0, CDN_SIZES.indexOf(largest) + 1)
    .map((size) => `${photo[size]} ${CDN_WIDTHS[size]}w`)
    .join(', ')
}
