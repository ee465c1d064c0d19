/**
 * A stand-in for a map tile server (`/tiles/{z}/{x}/{y}.png`), so the results map has a
 * background where no tile server of the internet answers: the browser suite and the screenshots.
 * Every tile is the same light square with faint blocks and streets, drawn once.
 */
import { loadSharp } from './photoRenderer'

export const TILE_SIZE = 256
/** The deepest zoom a tile server usually offers (OpenStreetMap's standard tiles stop at 19). */
export const MAX_TILE_ZOOM = 19

// Four blocks a side, the streets between them a shade lighter than the land.
const TILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}">
<rect width="256" height="256" fill="#f2efe9"/>
<path d="M0 0H256M0 64H256M0 128H256M0 192H256M0 0V256M64 0V256M128 0V256M192 0V256" stroke="#ffffff" stroke-width="6"/>
<path d="M0 0H256M0 0V256" stroke="#d9d4ca" stroke-width="1"/>
</svg>`

let tile: Promise<Buffer> | undefined

/** The demo tile as a PNG. */
export function demoTile(): Promise<Buffer> {
  tile ??= loadSharp().then((sharp) =>
    sharp(Buffer.from(TILE_SVG)).png({ palette: true }).toBuffer(),
  )
  return tile
}

/** Whether z/x/y names a tile of the world's grid: 0 ≤ x, y < 2^z. */
export function isTile(z: string, x: string, y: string): boolean {
  if (![z, x, y].every((part) => /^\d{1,7}$/.test(part))) return false
  const zoom = Number(z)
  const side = 2 ** zoom
  return zoom <= MAX_TILE_ZOOM && Number(x) < side && Number(y) < side
}
