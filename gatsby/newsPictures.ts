/**
 * The news cards' pictures at card sizes. The backend gives each entry one picture, full size
 * (`main_image`, 1600 px wide in the demo, any size elsewhere) and no smaller one, so the build
 * makes WebP copies 480 and 960 px wide (never wider than the original) into
 * public/media/news/, kept between builds in the build state folder (outside .cache, which
 * `gatsby clean` wipes) by the address they came from. A picture that cannot be read or decoded
 * is reported and its cards keep the original: a picture never stops a publication. An entry
 * published after the build shows its original until the next build, which the publisher
 * starts within a minute.
 */
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { SizedPicture } from '../src/domain/news/newsCards'

export const CARD_PICTURE_WIDTHS = [480, 960] as const
/** The public folder the copies are served from, under the site's root. */
export const NEWS_PICTURES_PATH = '/media/news'
/** More than any photo a news entry needs; an answer larger than this is not read. */
const MAX_BYTES = 25 * 1024 * 1024
const TIMEOUT_MS = 20_000
/** Downloads at once: a handful is plenty for a backend's media server. */
const CONCURRENCY = 4

export interface NewsPictureOptions {
  /** public/ of the build. */
  publicDir: string
  /** Where made copies are kept between builds. */
  cacheDir: string
  fetchPicture?: (url: string) => Promise<Buffer>
  warn: (message: string) => void
}

interface CachedSizes {
  /** The widths actually made, narrowest first (an original narrower than 960 makes fewer). */
  widths: number[]
}

/** The picture's bytes, or an error that says why not (in Spanish: it reaches the build log). */
export async function downloadPicture(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  if (!response.ok) throw new Error(`respondió ${response.status}`)
  const type = response.headers.get('content-type') ?? ''
  if (!type.startsWith('image/')) throw new Error(`no es una imagen (${type || 'sin tipo'})`)
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > MAX_BYTES) throw new Error(`pesa ${Math.round(declared / 1048576)} MB`)
  const bytes = Buffer.from(await response.arrayBuffer())
  if (bytes.length > MAX_BYTES) throw new Error(`pesa ${Math.round(bytes.length / 1048576)} MB`)
  return bytes
}

const fileName = (key: string, width: number) => `${key}-${width}.webp`

/** The copies of one picture: from the cache, or made now (and cached). */
async function sizesOf(
  url: string,
  key: string,
  { cacheDir, fetchPicture = downloadPicture }: NewsPictureOptions,
): Promise<CachedSizes> {
  const record = path.join(cacheDir, `${key}.json`)
  if (existsSync(record)) {
    const cached = JSON.parse(readFileSync(record, 'utf8')) as CachedSizes
    if (cached.widths.every((width) => existsSync(path.join(cacheDir, fileName(key, width)))))
      return cached
  }
  const original = await fetchPicture(url)
  const { width: originalWidth } = await sharp(original).metadata()
  if (!originalWidth) throw new Error('no se pudo leer su tamaño')
  const widths = [
    ...new Set(CARD_PICTURE_WIDTHS.map((width) => Math.min(width, originalWidth))),
  ].sort((a, b) => a - b)
  for (const width of widths) {
    const copy = await sharp(original)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 74 })
      .toBuffer()
    writeFileSync(path.join(cacheDir, fileName(key, width)), copy)
  }
  const sizes: CachedSizes = { widths }
  writeFileSync(record, JSON.stringify(sizes))
  return sizes
}

/**
 * The card-size copies of every picture in `urls`, by address; an address missing from the
 * answer could not be made (a warning says why) and its cards use the original.
 */
export async function sizeNewsPictures(
  urls: readonly string[],
  options: NewsPictureOptions,
): Promise<Map<string, SizedPicture>> {
  const target = path.join(options.publicDir, NEWS_PICTURES_PATH)
  mkdirSync(options.cacheDir, { recursive: true })
  mkdirSync(target, { recursive: true })
  const pictures = new Map<string, SizedPicture>()
  const queue = [...new Set(urls.filter(Boolean))]
  const work = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const key = createHash('sha256').update(url).digest('hex').slice(0, 20)
      try {
        const { widths } = await sizesOf(url, key, options)
        for (const width of widths) {
          const name = fileName(key, width)
          copyFileSync(path.join(options.cacheDir, name), path.join(target, name))
        }
        const address = (width: number) => `${NEWS_PICTURES_PATH}/${fileName(key, width)}`
        pictures.set(url, {
          src: address(widths[widths.length - 1]!),
          srcSet: widths.map((width) => `${address(width)} ${width}w`).join(', '),
        })
      } catch (error) {
        options.warn(
          `La imagen de una novedad (${url}) no se pudo achicar para las tarjetas: ${
            error instanceof Error ? error.message : String(error)
          }. Sus tarjetas usan la original.`,
        )
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, work))
  return pictures
}
