/**
 * What a detail page's gallery offers (spec §4: image, video, tour and blueprint views): which
 * tabs exist, the alt text of each picture and the names of the embed providers.
 */
import type { Photo, TourProvider, VideoProvider } from './types'

export type GalleryTabId = 'fotos' | 'videos' | 'recorridos' | 'planos'

export interface GalleryTab {
  id: GalleryTabId
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
    { id: 'fotos', label: 'Fotos', count: media.photos.length },
    { id: 'videos', label: 'Videos', count: media.videos.length },
    { id: 'recorridos', label: 'Tour 360°', count: media.tours.length },
    { id: 'planos', label: 'Planos', count: media.blueprints.length },
  ]
  return tabs.filter((tab) => tab.id === 'fotos' || tab.count > 0)
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
