/**
 * What a detail page's gallery offers (spec §4: image, video, tour and blueprint views): which
 * tabs exist, the alt text of each picture and the names of the embed providers.
 */
import type { Photo, TourProvider, VideoProvider } from '../types'

/** The gallery's views, one tab each; the slice's toggles switch between them. */
export type GalleryView = 'image' | 'video' | 'tour' | 'blueprint'

/** The views whose pictures open in the lightbox; videos and tours are players. */
export type PictureView = Extract<GalleryView, 'image' | 'blueprint'>

export interface GalleryTab {
  id: GalleryView
  label: string
  count: number
}

export interface GalleryMedia {
  photos: readonly unknown[]
  videos: readonly unknown[]
  tours: readonly unknown[]
  blueprints: readonly unknown[]
}

/**
 * The tabs to show: Fotos always (the no-image picture stands in for a listing without photos,
 * spec §8), then Videos, Tour 360° and Planos only when there are some.
 */
export function galleryTabs(media: GalleryMedia): GalleryTab[] {
  const tabs: GalleryTab[] = [
    { id: 'image', label: 'Fotos', count: media.photos.length },
    { id: 'video', label: 'Videos', count: media.videos.length },
    { id: 'tour', label: 'Tour 360°', count: media.tours.length },
    { id: 'blueprint', label: 'Planos', count: media.blueprints.length },
  ]
  return tabs.filter((tab) => tab.id === 'image' || tab.count > 0)
}

/** True for the views shown as pictures (a viewer and the lightbox) rather than players. */
export function isPictureView(view: GalleryView): view is PictureView {
  return view === 'image' || view === 'blueprint'
}

/** How a picture of the view is named: "Foto 3 de …", "Plano 1 de …". */
export function pictureNoun(view: PictureView): 'Foto' | 'Plano' {
  return view === 'image' ? 'Foto' : 'Plano'
}

/** A picture's alt text: the broker's description, else "Foto 3 de {title}". */
export function photoAlt(photo: Photo, index: number, title: string, noun = 'Foto'): string {
  return photo.description.trim() || `${noun} ${index + 1} de ${title}`
}

const PROVIDER_NAMES: Record<VideoProvider | TourProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  matterport: 'Matterport',
  hauzd: 'Hauzd',
  '360magictour': '360 Magic Tour',
  vista360: 'Vista360',
  roundme: 'Roundme',
  ricoh: 'RICOH360',
  kuula: 'Kuula',
}

/** The provider's name as its brand writes it ("YouTube", "Matterport"). */
export function providerName(provider: VideoProvider | TourProvider): string {
  return PROVIDER_NAMES[provider]
}
