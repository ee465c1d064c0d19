/**
 * Demo photos rendered on demand with sharp and kept in a memory LRU, and on disk under the data
 * folder when there is one, so a photo is drawn once per machine rather than once per request.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import { PHOTO_SIZES, SCENES, type PhotoSize, type Scene } from '../data/mediaAddresses'
import { sceneSvg } from './scene'

// Bump when the drawings change, so caches on disk do not serve old pictures.
export const MEDIA_VERSION = 'v1'
const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024

export interface MediaService {
  /** The JPEG of one photo; throws RangeError for an unknown scene or size. */
  photo(scene: string, ownerId: number, index: number, size: string): Promise<Buffer>
}

/** Whether a path segment names a scene the demo draws. */
export function isScene(value: string): value is Scene {
  return (SCENES as readonly string[]).includes(value)
}

/** Whether a path segment names one of the CDN sizes. */
export function isPhotoSize(value: string): value is PhotoSize {
  return Object.hasOwn(PHOTO_SIZES, value)
}

type Sharp = typeof import('sharp')
let sharpModule: Promise<Sharp> | undefined

// sharp is loaded on the first photo only: msw users in jsdom tests rarely ask for pixels.
export function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then(
    (module) => ((module as { default?: Sharp }).default ?? module) as Sharp,
  )
  return sharpModule
}

/** Renders a photo to JPEG at its CDN size. */
export async function renderPhoto(
  scene: Scene,
  ownerId: number,
  index: number,
  size: PhotoSize,
): Promise<Buffer> {
  const sharp = await loadSharp()
  const { width, height } = PHOTO_SIZES[size]
  const svg = sceneSvg(scene, ownerId, index, width, height)
  return sharp(Buffer.from(svg))
    .jpeg({ quality: size === 'thumb' ? 70 : 80 })
    .toBuffer()
}

/** A media service caching in memory and, when `cacheDir` is given, on disk. */
export function createMediaService(cacheDir: string | null): MediaService {
  // Least recently used first out, bounded by total bytes.
  const memory = new LRUCache<string, Buffer>({
    maxSize: MEMORY_BUDGET_BYTES,
    sizeCalculation: (jpeg) => jpeg.length,
  })
  const pending = new Map<string, Promise<Buffer>>()
  const diskDir = cacheDir ? path.join(cacheDir, 'media-cache', MEDIA_VERSION) : null
  if (diskDir) mkdirSync(diskDir, { recursive: true })

  async function produce(
    key: string,
    scene: Scene,
    ownerId: number,
    index: number,
    size: PhotoSize,
  ) {
    const file = diskDir ? path.join(diskDir, `${key}.jpg`) : null
    if (file) {
      try {
        return readFileSync(file)
      } catch {
        // Not drawn on this machine yet.
      }
    }
    const jpeg = await renderPhoto(scene, ownerId, index, size)
    if (file) {
      try {
        // Written aside and renamed, so a crash never leaves a truncated photo to be served.
        const partial = `${file}.${process.pid}.partial`
        writeFileSync(partial, jpeg)
        renameSync(partial, file)
      } catch {
        // A read-only or full disk only costs a redraw next time.
      }
    }
    return jpeg
  }

  return {
    async photo(scene, ownerId, index, size) {
      if (!isScene(scene) || !isPhotoSize(size))
        throw new RangeError(`Unknown photo ${scene}/${size}`)
      const key = `${scene}-${ownerId}-${index}-${size}`
      const cached = memory.get(key)
      if (cached) return cached
      // Concurrent requests for one photo (a gallery loading) share a single render.
      let job = pending.get(key)
      if (!job) {
        job = produce(key, scene, ownerId, index, size).finally(() => pending.delete(key))
        pending.set(key, job)
      }
      const jpeg = await job
      memory.set(key, jpeg)
      return jpeg
    },
  }
}
