/**
 * Renders the home's hero picture into static/hero/ at the widths HeroPicture offers (WebP, and
 * one JPEG for browsers without WebP). Run by hand when scripts/hero/hero.jpg changes; the files
 * are committed, so the site's build does no image work.
 *   node scripts/hero/render.mjs
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const here = path.dirname(fileURLToPath(import.meta.url))
const source = path.join(here, 'hero.jpg')
const target = path.join(here, '../../static/hero')
const WEBP_WIDTHS = [640, 960, 1366, 1920]
const JPEG_WIDTH = 1366

mkdirSync(target, { recursive: true })
for (const width of WEBP_WIDTHS) {
  await sharp(source)
    .resize({ width })
    .webp({ quality: 70 })
    .toFile(path.join(target, `inicio-${width}.webp`))
}
await sharp(source)
  .resize({ width: JPEG_WIDTH })
  .jpeg({ quality: 70, progressive: true, mozjpeg: true })
  .toFile(path.join(target, `inicio-${JPEG_WIDTH}.jpg`))
const { dominant } = await sharp(source).stats()
console.log(`static/hero listo; color dominante rgb(${dominant.r}, ${dominant.g}, ${dominant.b})`)
