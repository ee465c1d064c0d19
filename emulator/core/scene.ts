/**
 * Stylised SVG scenes for the demo's photos: a façade, a room, a field, a floor plan... Colours
 * and layout come from the owner id and photo index, so every listing looks different and the
 * same address always draws the same picture. The id is drawn with segment digits, not a font,
 * so the picture is identical on machines without fonts.
 */
import type { Scene } from '../data/mediaAddresses'
import { createRandom, hashSeed } from '../data/random'
import { DRAW, palette, rect, VIEW_HEIGHT, VIEW_WIDTH } from './drawings'

// Seven-segment digits: which of the segments a..g each digit lights.
const SEGMENTS = [
  'abcdef',
  'bc',
  'abdeg',
  'abcdg',
  'bcfg',
  'acdfg',
  'acdefg',
  'abc',
  'abcdefg',
  'abcdfg',
]

function digits(text: string, x: number, y: number, size: number): string {
  const w = size * 0.55
  const t = size * 0.12
  const out: string[] = []
  let cursor = x
  for (const char of text) {
    if (char === '-') {
      out.push(rect(cursor, y + size / 2 - t / 2, w, t, '#fff'))
    } else {
      const lit = SEGMENTS[Number(char)] ?? ''
      const parts: Record<string, [number, number, number, number]> = {
        a: [0, 0, w, t],
        b: [w - t, 0, t, size / 2],
        c: [w - t, size / 2, t, size / 2],
        d: [0, size - t, w, t],
        e: [0, size / 2, t, size / 2],
        f: [0, 0, t, size / 2],
        g: [0, size / 2 - t / 2, w, t],
      }
      for (const segment of lit) {
        const [sx, sy, sw, sh] = parts[segment] as [number, number, number, number]
        out.push(rect(cursor + sx, y + sy, sw, sh, '#fff'))
      }
    }
    cursor += w + size * 0.2
  }
  return out.join('')
}

/** The SVG of one photo, drawn at `width` × `height` pixels. */
export function sceneSvg(
  scene: Scene,
  ownerId: number,
  index: number,
  width: number,
  height: number,
): string {
  const rng = createRandom(hashSeed(scene, ownerId, index))
  const p = palette(rng)
  const label = `${ownerId}-${index}`
  const size = 56
  const labelWidth = label.length * size * 0.75 + 40
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" preserveAspectRatio="none">` +
    DRAW[scene](p, rng) +
    rect(24, VIEW_HEIGHT - size - 64, labelWidth, size + 40, '#000', 'opacity="0.45" rx="16"') +
    digits(label, 44, VIEW_HEIGHT - size - 44, size) +
    '</svg>'
  )
}
