/** Photos, videos, 360° tours and attachments from either source (tokko-api.md §3.4, spec §9). */
import { embedProviderOf, isEmbeddable } from '../../domain/detail/embeds'
import { isTourProvider } from '../../domain/detail/embedProviders'
import type { FileLink, Photo, TourProvider, Video, VideoProvider } from '../../domain/types'
import type {
  BackendFile,
  BackendPhoto,
  BackendProperty,
  BackendVideo,
  TokkoFile,
  TokkoPhoto,
  TokkoProperty,
  TokkoVideo,
} from '../wireTypes'
import {
  fields,
  parseUrl,
  toArray,
  toBool,
  toHttpUrl,
  toLine,
  toNumber,
  type Unchecked,
} from './coerce'

export interface Media {
  photos: Photo[]
  blueprints: Photo[]
  videos: Video[]
  tour_360: Video[]
  files: FileLink[]
}

type Provider = VideoProvider | TourProvider

/** Items sorted by their `order` field; items without one keep their place after the rest. */
function byOrder(items: readonly unknown[]): unknown[] {
  return items
    .map((item, index) => ({
      item,
      index,
      order: toNumber(fields<Pick<TokkoPhoto & TokkoVideo, 'order'>>(item).order),
    }))
    .sort(
      (a, b) => (a.order ?? Number.MAX_VALUE) - (b.order ?? Number.MAX_VALUE) || a.index - b.index,
    )
    .map(({ item }) => item)
}

function readPhoto(value: unknown, blueprint: boolean | null): Photo | null {
  const raw = fields<TokkoPhoto & BackendPhoto>(value)
  const image = toHttpUrl(raw.image)
  const original = toHttpUrl(raw.original)
  const thumb = toHttpUrl(raw.thumb)
  if (!image && !original && !thumb) return null
  // A missing size is filled from the nearest one: better a heavier picture than none.
  return {
    image: image || original || thumb,
    original: original || image || thumb,
    thumb: thumb || image || original,
    description: toLine(raw.description),
    is_front_cover: toBool(raw.is_front_cover, false),
    is_blueprint: blueprint ?? toBool(raw.is_blueprint, false),
  }
}

function present<T>(items: (T | null)[]): T[] {
  return items.filter((item): item is T => item !== null)
}

function splitPhotos(photos: (Photo | null)[]): Pick<Media, 'photos' | 'blueprints'> {
  const usable = present(photos)
  return {
    photos: usable.filter((photo) => !photo.is_blueprint),
    blueprints: usable.filter((photo) => photo.is_blueprint),
  }
}

// Where a YouTube or Vimeo address may come from (watch pages, short links, players): the site
// frames neither as given, it builds the canonical player from the video's id.
const VIDEO_SITES: readonly (readonly [string, VideoProvider])[] = [
  ['youtube.com', 'youtube'],
  ['youtube-nocookie.com', 'youtube'],
  ['youtu.be', 'youtube'],
  ['vimeo.com', 'vimeo'],
]

function videoSiteOf(url: URL): VideoProvider | null {
  const host = url.hostname
  return VIDEO_SITES.find(([domain]) => host === domain || host.endsWith(`.${domain}`))?.[1] ?? null
}

function youtubeEmbed(url: URL): string {
  const [, first = '', second = ''] = url.pathname.split('/')
  const id =
    url.hostname === 'youtu.be'
      ? first
      : first === 'watch'
        ? (url.searchParams.get('v') ?? '')
        : ['embed', 'shorts', 'live', 'v'].includes(first)
          ? second
          : ''
  return /^[\w-]{6,20}$/.test(id) ? `https://www.youtube.com/embed/${id}` : ''
}

function vimeoEmbed(url: URL): string {
  const id = url.pathname
    .split('/')
    .reverse()
    .find((segment) => /^\d+$/.test(segment))
  return id ? `https://player.vimeo.com/video/${id}` : ''
}

/**
 * The player an address gives and whose it is, told by its host alone: YouTube and Vimeo get
 * their canonical player, any other address is framed as given only from a provider's player
 * hosts (src/domain/detail/embeds.ts). Null for anything else.
 */
function embedOf(address: string): { provider: Provider; player: string } | null {
  const url = parseUrl(address)
  if (!url) return null
  const site = videoSiteOf(url)
  if (site) {
    const player = site === 'youtube' ? youtubeEmbed(url) : vimeoEmbed(url)
    return player && isEmbeddable(site, player) ? { provider: site, player } : null
  }
  const provider = embedProviderOf(address)
  return provider ? { provider, player: address } : null
}

/**
 * A video or tour is kept only when its player, or else its page, is an address one provider
 * frames from (see embedOf); the `provider` and `platform` texts are not read, since a name could
 * only agree with the host or claim someone else's address. Anything else is dropped, not linked.
 */
function readVideo(value: unknown, forcedTour: boolean): Video | null {
  const raw = fields<TokkoVideo & BackendVideo>(value)
  const url = toHttpUrl(raw.url)
  const embed = embedOf(toHttpUrl(raw.player_url)) ?? embedOf(url)
  if (!embed) return null
  return {
    url: url || embed.player,
    player_url: embed.player,
    provider: embed.provider,
    title: toLine(raw.title),
    is_tour: forcedTour || isTourProvider(embed.provider) || toBool(raw.is_tour, false),
  }
}

function uniqueByPlayer(videos: Video[]): Video[] {
  return videos.filter(
    (video, index) => videos.findIndex((other) => other.player_url === video.player_url) === index,
  )
}

function splitVideos(
  values: readonly unknown[],
  forcedTour: boolean,
): Pick<Media, 'videos' | 'tour_360'> {
  const usable = uniqueByPlayer(present(values.map((value) => readVideo(value, forcedTour))))
  return {
    videos: usable.filter((video) => !video.is_tour),
    tour_360: usable.filter((video) => video.is_tour),
  }
}

function fileLink(address: unknown, name: unknown): FileLink | null {
  const url = toHttpUrl(address)
  if (!url) return null
  const segment = parseUrl(url)?.pathname.split('/').filter(Boolean).pop() ?? ''
  let fromUrl = segment
  try {
    fromUrl = decodeURIComponent(segment)
  } catch {
    // A malformed escape: the raw segment still names the file.
  }
  return { url, name: toLine(name) || toLine(fromUrl) || 'Archivo' }
}

/** Tokko's media: photos in `order`, blueprints apart, tours told apart from videos by provider. */
export function tokkoMedia(
  raw: Unchecked<Pick<TokkoProperty, 'photos' | 'videos' | 'files'>>,
): Media {
  return {
    ...splitPhotos(byOrder(toArray(raw.photos)).map((photo) => readPhoto(photo, null))),
    ...splitVideos(byOrder(toArray(raw.videos)), false),
    files: present(
      toArray(raw.files).map((item) => {
        const file = fields<TokkoFile>(item)
        return fileLink(file.file, file.name)
      }),
    ),
  }
}

/** The backend's media: `blueprints` and `tour_360` (an address or a list) come apart. */
export function backendMedia(
  raw: Unchecked<Pick<BackendProperty, 'photos' | 'blueprints' | 'videos' | 'tour_360' | 'files'>>,
): Media {
  const photos = splitPhotos(toArray(raw.photos).map((photo) => readPhoto(photo, null)))
  const videos = splitVideos(toArray(raw.videos), false)
  const tours = splitVideos(
    typeof raw.tour_360 === 'string' ? [{ url: raw.tour_360 }] : toArray(raw.tour_360),
    true,
  )
  return {
    photos: photos.photos,
    blueprints: [
      ...photos.blueprints,
      ...present(toArray(raw.blueprints).map((photo) => readPhoto(photo, true))),
    ],
    videos: videos.videos,
    // A tour may be listed among the videos and again in tour_360.
    tour_360: uniqueByPlayer([...videos.tour_360, ...tours.tour_360]),
    files: present(
      toArray(raw.files).map((item) => {
        const file = fields<BackendFile>(item)
        return fileLink(file.original, file.public_name)
      }),
    ),
  }
}
