/** Photos, videos, 360° tours and attachments from either source (tokko-api.md §3.4, spec §9). */
import { isTourProvider } from '../../domain/media'
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
} from '../types'
import {
  fields,
  fold,
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

const PROVIDER_NAMES: Record<string, Provider> = {
  youtube: 'youtube',
  vimeo: 'vimeo',
  matterport: 'matterport',
  hauzd: 'hauzd',
  '360magictour': '360magictour',
  vista360: 'vista360',
  roundme: 'roundme',
  ricoh: 'ricoh',
  ricohtheta: 'ricoh',
  theta360: 'ricoh',
  kuula: 'kuula',
}

const PROVIDER_DOMAINS: readonly (readonly [string, Provider])[] = [
  ['youtube.com', 'youtube'],
  ['youtube-nocookie.com', 'youtube'],
  ['youtu.be', 'youtube'],
  ['vimeo.com', 'vimeo'],
  ['matterport.com', 'matterport'],
  ['kuula.co', 'kuula'],
  ['roundme.com', 'roundme'],
  ['theta360.com', 'ricoh'],
]

// These brands serve tours from several country domains (vista360.com.ar), so a label matches.
const PROVIDER_LABELS: readonly Provider[] = ['hauzd', '360magictour', 'vista360']

function providerByName(value: unknown): Provider | null {
  return PROVIDER_NAMES[fold(toLine(value)).replace(/[^a-z0-9]/g, '')] ?? null
}

function providerByHost(url: string): Provider | null {
  const host = parseUrl(url)?.hostname.toLowerCase() ?? ''
  if (!host) return null
  for (const [domain, provider] of PROVIDER_DOMAINS) {
    if (host === domain || host.endsWith(`.${domain}`)) return provider
  }
  const labels = host.split('.')
  return PROVIDER_LABELS.find((label) => labels.includes(label)) ?? null
}

function youtubeEmbed(url: string): string {
  const parsed = parseUrl(url)
  if (!parsed || providerByHost(url) !== 'youtube') return ''
  const [, first = '', second = ''] = parsed.pathname.split('/')
  const id = parsed.hostname.endsWith('youtu.be')
    ? first
    : first === 'watch'
      ? (parsed.searchParams.get('v') ?? '')
      : ['embed', 'shorts', 'live', 'v'].includes(first)
        ? second
        : ''
  return /^[\w-]{6,20}$/.test(id) ? `https://www.youtube.com/embed/${id}` : ''
}

function vimeoEmbed(url: string): string {
  const parsed = parseUrl(url)
  if (!parsed || providerByHost(url) !== 'vimeo') return ''
  const id = parsed.pathname
    .split('/')
    .reverse()
    .find((segment) => /^\d+$/.test(segment))
  return id ? `https://player.vimeo.com/video/${id}` : ''
}

function playerUrl(provider: Provider, url: string, player: string): string {
  // Video sites get their canonical embed: watch pages refuse framing, and a player address
  // typed by an agent could frame any site. Tour providers embed from the address they gave.
  if (provider === 'youtube') return youtubeEmbed(player) || youtubeEmbed(url)
  if (provider === 'vimeo') return vimeoEmbed(player) || vimeoEmbed(url)
  return player || url
}

function readVideo(value: unknown, forcedTour: boolean): Video | null {
  const raw = fields<TokkoVideo & BackendVideo>(value)
  const url = toHttpUrl(raw.url)
  const player = toHttpUrl(raw.player_url)
  const provider =
    providerByName(raw.provider) ??
    providerByName(raw.platform) ??
    providerByHost(url) ??
    providerByHost(player)
  if (provider === null) return null
  const playerAddress = playerUrl(provider, url, player)
  if (!playerAddress) return null
  return {
    url: url || playerAddress,
    player_url: playerAddress,
    provider,
    title: toLine(raw.title),
    is_tour: forcedTour || isTourProvider(provider) || toBool(raw.is_tour, false),
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
