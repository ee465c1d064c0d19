/** Photos, videos, 360° tours and attachments of a listing, by property type. */
import type { TokkoFile, TokkoPhoto, TokkoVideo } from '../../src/broker/wireTypes'
import { TYPE } from './taxonomy'
import { fileUrl, photo, type Scene } from './mediaAddresses'
import type { Random } from './random'

const SCENE_LABELS: Record<Scene, string> = {
  facade: 'Frente',
  living: 'Living comedor',
  kitchen: 'Cocina',
  bedroom: 'Dormitorio',
  bathroom: 'Baño',
  balcony: 'Balcón',
  office: 'Planta de oficinas',
  shop: 'Salón de ventas',
  garage: 'Cochera',
  land: 'Vista del lote',
  field: 'Vista del campo',
  plan: 'Plano',
  tower: 'Render del edificio',
  agent: 'Asesor',
  news: 'Novedad',
  brand: 'Inmobiliaria',
}

const INTERIORS: Scene[] = [
  'living',
  'kitchen',
  'bedroom',
  'bathroom',
  'balcony',
  'living',
  'bedroom',
]

function scenesFor(typeId: number, rng: Random): Scene[] {
  switch (typeId) {
    case TYPE.terreno:
      return Array.from({ length: rng.int(3, 6) }, (): Scene => 'land')
    case TYPE.campo:
      return Array.from({ length: rng.int(4, 8) }, (): Scene => 'field')
    case TYPE.cochera:
      return Array.from({ length: rng.int(2, 4) }, (): Scene => 'garage')
    case TYPE.local:
      return ['shop', ...Array.from({ length: rng.int(1, 4) }, (): Scene => 'shop'), 'bathroom']
    case TYPE.oficina:
      return [
        'facade',
        'office',
        'office',
        ...rng.sample(['kitchen', 'bathroom', 'office'] as Scene[], 2),
      ]
    case TYPE.casa:
      return ['facade', ...INTERIORS, 'land', ...rng.sample(INTERIORS, rng.int(0, 6))]
    default:
      return [
        'facade',
        ...INTERIORS.slice(0, rng.int(4, INTERIORS.length)),
        ...rng.sample(INTERIORS, rng.int(0, 4)),
      ]
  }
}

/** The listing's photos: scenes for its type, the first as cover, blueprints last. */
export function listingPhotos(
  base: string,
  ownerId: number,
  typeId: number,
  rng: Random,
): TokkoPhoto[] {
  const scenes = scenesFor(typeId, rng)
  const withPlans = typeId !== TYPE.campo && typeId !== TYPE.cochera && rng.chance(0.5)
  if (withPlans) scenes.push(...Array.from({ length: rng.int(1, 2) }, (): Scene => 'plan'))
  const photos = scenes.map((scene, index) =>
    photo(base, scene, ownerId, index, SCENE_LABELS[scene]),
  )
  if (photos[0]) photos[0].is_front_cover = true
  return photos
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

function token(rng: Random, length: number, alphabet = ALPHABET): string {
  let out = ''
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)]
  return out
}

const TOURS: readonly [string, (rng: Random) => { url: string; player_url: string }][] = [
  [
    'matterport',
    (rng) => {
      const id = token(rng, 11, ALPHABET.slice(0, 62))
      return {
        url: `https://my.matterport.com/show/?m=${id}`,
        player_url: `https://my.matterport.com/show/?m=${id}&play=1`,
      }
    },
  ],
  [
    'kuula',
    (rng) => {
      const id = token(rng, 5, ALPHABET.slice(0, 62))
      return {
        url: `https://kuula.co/share/collection/${id}`,
        player_url: `https://kuula.co/share/collection/${id}?fs=1&vr=0&thumbs=1`,
      }
    },
  ],
  [
    '360magictour',
    (rng) => {
      const id = rng.int(10000, 99999)
      return {
        url: `https://360magictour.com/tour/${id}`,
        player_url: `https://360magictour.com/tour/${id}/embed`,
      }
    },
  ],
  [
    'roundme',
    (rng) => {
      const id = rng.int(100000, 999999)
      return {
        url: `https://roundme.com/tour/${id}`,
        player_url: `https://roundme.com/embed/${id}`,
      }
    },
  ],
  [
    'vista360',
    (rng) => {
      const id = rng.int(1000, 9999)
      return {
        url: `https://vista360.com.ar/tour/${id}`,
        player_url: `https://vista360.com.ar/tour/${id}?embed=1`,
      }
    },
  ],
]

/** Videos (youtube, vimeo) and 360° tours, which Tokko lists as videos of the tour's provider. */
export function listingVideos(rng: Random, videoChance = 0.3, tourChance = 0.15): TokkoVideo[] {
  const videos: TokkoVideo[] = []
  if (rng.chance(videoChance)) {
    if (rng.chance(0.7)) {
      const id = token(rng, 11)
      videos.push({
        url: `https://www.youtube.com/watch?v=${id}`,
        player_url: `https://www.youtube.com/embed/${id}`,
        title: 'Recorrido en video',
        provider: 'youtube',
        video_id: id,
      })
    } else {
      const id = String(rng.int(100000000, 999999999))
      videos.push({
        url: `https://vimeo.com/${id}`,
        player_url: `https://player.vimeo.com/video/${id}`,
        title: 'Video de la propiedad',
        provider: 'vimeo',
        video_id: id,
      })
    }
  }
  if (rng.chance(tourChance)) {
    const [provider, make] = rng.pick(TOURS)
    videos.push({ ...make(rng), title: 'Recorrido virtual 360°', provider })
  }
  return videos.map((video, order) => ({ ...video, order }))
}

/** Occasional PDF attachments (a technical sheet, a brochure). */
export function listingFiles(
  base: string,
  ownerId: number,
  rng: Random,
  chance = 0.15,
): TokkoFile[] {
  if (!rng.chance(chance)) return []
  return [{ file: fileUrl(base, ownerId, 'ficha-tecnica'), name: 'Ficha técnica.pdf' }]
}

/**
 * Exactly `count` photos for a listing, for the build benchmark (1 vs 30 photos must cost the
 * same): its own scenes repeated in order, cover first, each with its own address.
 */
export function photosOfCount(
  base: string,
  ownerId: number,
  own: readonly TokkoPhoto[],
  count: number,
): TokkoPhoto[] {
  const scenes = own.map((entry) => sceneOf(entry)).filter((scene): scene is Scene => !!scene)
  const cycle: Scene[] = scenes.length > 0 ? scenes : ['facade']
  const photos = Array.from({ length: count }, (_, index) => {
    const scene = cycle[index % cycle.length] as Scene
    return photo(base, scene, ownerId, index, SCENE_LABELS[scene])
  })
  if (photos[0]) photos[0].is_front_cover = true
  return photos
}

/** The scene a demo photo address names (`…/demo-media/{scene}/{owner}-{index}/…`). */
function sceneOf(entry: TokkoPhoto): Scene | undefined {
  const match = /\/demo-media\/([a-z]+)\//.exec(entry.image ?? '')
  return match?.[1] && match[1] in SCENE_LABELS ? (match[1] as Scene) : undefined
}
