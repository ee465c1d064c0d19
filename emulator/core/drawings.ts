/**
 * The scenes the demo can draw, as SVG fragments in a 1600×1067 view box. Each takes a palette
 * and a seeded random stream, so one photo address always gives the same picture.
 */
import type { Scene } from '../data/mediaAddresses'
import type { Random } from '../data/random'

export const VIEW_WIDTH = 1600
export const VIEW_HEIGHT = 1067

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`

export interface Palette {
  hue: number
  wall: string
  accent: string
  floor: string
  sky: string
  skyLow: string
}

/** Colours for one photo. */
export function palette(rng: Random): Palette {
  const hue = rng.int(0, 359)
  return {
    hue,
    wall: hsl(hue, rng.int(10, 35), rng.int(78, 90)),
    accent: hsl((hue + rng.int(120, 240)) % 360, rng.int(40, 70), rng.int(35, 55)),
    floor: hsl(rng.int(20, 40), rng.int(30, 50), rng.int(35, 55)),
    sky: hsl(rng.int(195, 215), rng.int(55, 80), rng.int(55, 70)),
    skyLow: hsl(rng.int(190, 210), rng.int(40, 60), rng.int(80, 90)),
  }
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(w)}" height="${Math.round(h)}" fill="${fill}" ${extra}/>`

function sky(p: Palette, horizon: number): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="${p.skyLow}"/></linearGradient></defs>${rect(0, 0, VIEW_WIDTH, horizon, 'url(#sky)')}`
}

function windowGrid(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  rng: Random,
): string {
  const out: string[] = []
  const cw = w / cols
  const ch = h / rows
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = rng.chance(0.3)
      out.push(
        rect(
          x + c * cw + cw * 0.18,
          y + r * ch + ch * 0.15,
          cw * 0.64,
          ch * 0.6,
          lit ? '#ffe9a8' : '#9cc3d9',
          'stroke="#5a6470" stroke-width="4"',
        ),
      )
    }
  }
  return out.join('')
}

function tree(x: number, ground: number, size: number, rng: Random): string {
  const green = hsl(rng.int(90, 140), rng.int(35, 60), rng.int(25, 40))
  return `${rect(x - size * 0.08, ground - size, size * 0.16, size, '#6b4a2f')}<circle cx="${x}" cy="${ground - size}" r="${size * 0.45}" fill="${green}"/>`
}

function facade(p: Palette, rng: Random): string {
  const ground = 860
  const floors = rng.int(2, 9)
  const width = rng.int(520, 900)
  const x = rng.int(120, VIEW_WIDTH - width - 120)
  const height = Math.min(720, floors * 85 + 60)
  return [
    sky(p, ground),
    `<circle cx="${rng.int(100, 1500)}" cy="${rng.int(80, 200)}" r="60" fill="#fff4c2"/>`,
    rect(x, ground - height, width, height, p.wall, `stroke="${p.accent}" stroke-width="10"`),
    windowGrid(x + 30, ground - height + 40, width - 60, height - 170, rng.int(3, 6), floors, rng),
    rect(x + width / 2 - 60, ground - 130, 120, 130, p.accent),
    rect(0, ground, VIEW_WIDTH, VIEW_HEIGHT - ground, '#8d8f93'),
    tree(x - 60, ground, rng.int(160, 260), rng),
    tree(x + width + 70, ground, rng.int(160, 260), rng),
  ].join('')
}

function room(p: Palette, rng: Random, furniture: string): string {
  const floorTop = 700
  const wx = rng.int(150, 900)
  return [
    rect(0, 0, VIEW_WIDTH, floorTop, p.wall),
    rect(0, floorTop, VIEW_WIDTH, VIEW_HEIGHT - floorTop, p.floor),
    rect(wx, 140, 460, 360, p.sky, 'stroke="#ffffff" stroke-width="18"'),
    `<line x1="${wx + 230}" y1="140" x2="${wx + 230}" y2="500" stroke="#ffffff" stroke-width="12"/>`,
    furniture,
  ].join('')
}

function living(p: Palette, rng: Random): string {
  const x = rng.int(200, 800)
  return room(
    p,
    rng,
    rect(x, 560, 560, 190, p.accent, 'rx="40"') +
      rect(x + 20, 480, 520, 120, p.accent, 'rx="40" opacity="0.85"') +
      `<ellipse cx="${x + 280}" cy="900" rx="420" ry="70" fill="${hsl(p.hue, 40, 60)}"/>` +
      rect(x + 700, 380, 12, 360, '#333') +
      `<circle cx="${x + 706}" cy="370" r="50" fill="#fff1b8"/>`,
  )
}

function kitchen(p: Palette, rng: Random): string {
  const counter = rng.int(560, 620)
  const doors = Array.from({ length: 6 }, (_, i) =>
    rect(120 + i * 200, counter + 30, 180, 170, p.accent, 'stroke="#222" stroke-width="4"'),
  ).join('')
  return room(
    p,
    rng,
    rect(100, counter, 1240, 30, '#d9d4cc') +
      doors +
      rect(1380, 300, 180, 500, '#dfe3e6', 'stroke="#777" stroke-width="6"') +
      Array.from({ length: 5 }, (_, i) =>
        rect(120 + i * 240, 40, 220, 160, p.accent, 'opacity="0.8"'),
      ).join(''),
  )
}

function bedroom(p: Palette, rng: Random): string {
  const x = rng.int(250, 700)
  return room(
    p,
    rng,
    rect(x, 430, 720, 200, p.accent, 'rx="20"') +
      rect(x - 20, 600, 760, 200, '#f3f0ea', 'rx="24"') +
      rect(x + 60, 560, 240, 80, '#ffffff', 'rx="30"') +
      rect(x + 420, 560, 240, 80, '#ffffff', 'rx="30"') +
      rect(x + 780, 640, 140, 160, p.floor, 'stroke="#333" stroke-width="4"'),
  )
}

function bathroom(p: Palette, rng: Random): string {
  const tiles: string[] = []
  for (let y = 0; y < VIEW_HEIGHT; y += 120) {
    for (let x = 0; x < VIEW_WIDTH; x += 120)
      tiles.push(rect(x + 3, y + 3, 114, 114, y < 700 ? p.wall : '#e9edf0'))
  }
  const x = rng.int(100, 400)
  return (
    rect(0, 0, VIEW_WIDTH, VIEW_HEIGHT, '#b9c2c9') +
    tiles.join('') +
    rect(x, 620, 620, 220, '#ffffff', 'rx="60" stroke="#9aa" stroke-width="6"') +
    rect(x + 800, 250, 300, 380, p.sky, 'rx="20" stroke="#ccc" stroke-width="12"') +
    rect(x + 820, 660, 260, 60, '#ffffff', 'rx="20"')
  )
}

function skyline(p: Palette, rng: Random, ground: number): string {
  const out: string[] = []
  for (let x = 0; x < VIEW_WIDTH; x += rng.int(60, 140)) {
    const h = rng.int(120, 520)
    out.push(rect(x, ground - h, rng.int(70, 150), h, hsl(p.hue, rng.int(5, 25), rng.int(35, 65))))
  }
  return out.join('')
}

function balcony(p: Palette, rng: Random): string {
  const bars = Array.from({ length: 40 }, (_, i) => rect(i * 42, 640, 10, 300, '#3d3d3d')).join('')
  return (
    sky(p, 800) +
    skyline(p, rng, 800) +
    rect(0, 800, VIEW_WIDTH, 267, '#c9c2b6') +
    bars +
    rect(0, 630, VIEW_WIDTH, 20, '#2f2f2f')
  )
}

function office(p: Palette, rng: Random): string {
  const desks = Array.from(
    { length: 4 },
    (_, i) =>
      rect(160 + i * 340, 640 + (i % 2) * 40, 280, 30, '#f2f2f2') +
      rect(230 + i * 340, 540 + (i % 2) * 40, 140, 90, '#2c3440'),
  ).join('')
  const panes = Array.from({ length: 6 }, (_, i) =>
    rect(40 + i * 260, 80, 240, 380, p.sky, 'stroke="#dfe3e6" stroke-width="10"'),
  ).join('')
  return (
    rect(0, 0, VIEW_WIDTH, VIEW_HEIGHT, p.wall) +
    panes +
    rect(0, 760, VIEW_WIDTH, 307, '#7d8186') +
    desks +
    (rng.chance(0.5) ? rect(0, 0, VIEW_WIDTH, 30, p.accent) : '')
  )
}

function shop(p: Palette, rng: Random): string {
  const x = rng.int(150, 300)
  return (
    sky(p, 880) +
    rect(x, 200, VIEW_WIDTH - 2 * x, 680, p.wall) +
    rect(x + 60, 380, VIEW_WIDTH - 2 * x - 120, 500, '#a9d0e3', 'stroke="#333" stroke-width="10"') +
    `<polygon points="${x},260 ${VIEW_WIDTH - x},260 ${VIEW_WIDTH - x - 40},360 ${x + 40},360" fill="${p.accent}"/>` +
    rect(0, 880, VIEW_WIDTH, 187, '#8d8f93')
  )
}

function garage(p: Palette, rng: Random): string {
  const lines = Array.from({ length: 5 }, (_, i) =>
    rect(140 + i * 320, 650, 12, 417, '#f5d000'),
  ).join('')
  const car = rng.int(0, 3)
  return (
    rect(0, 0, VIEW_WIDTH, 600, '#9a9d9f') +
    rect(0, 600, VIEW_WIDTH, 467, '#6e7173') +
    lines +
    rect(190 + car * 320, 760, 240, 160, p.accent, 'rx="40"') +
    rect(220 + car * 320, 700, 180, 90, p.accent, 'rx="30" opacity="0.9"') +
    rect(0, 560, VIEW_WIDTH, 40, '#3b3e40')
  )
}

function land(p: Palette, rng: Random): string {
  const horizon = rng.int(520, 640)
  const posts = Array.from({ length: 14 }, (_, i) =>
    rect(60 + i * 115, horizon + 120, 14, 110, '#6b4a2f'),
  ).join('')
  const trees = Array.from({ length: 5 }, () =>
    tree(rng.int(0, VIEW_WIDTH), horizon + 10, rng.int(90, 200), rng),
  ).join('')
  return (
    sky(p, horizon) +
    rect(0, horizon, VIEW_WIDTH, VIEW_HEIGHT - horizon, hsl(rng.int(80, 110), 45, 42)) +
    trees +
    posts +
    rect(0, horizon + 160, VIEW_WIDTH, 6, '#6b4a2f')
  )
}

function field(p: Palette, rng: Random): string {
  const horizon = rng.int(440, 560)
  const rows = Array.from({ length: 16 }, (_, i) => {
    const x = -800 + i * 200
    return `<line x1="${VIEW_WIDTH / 2}" y1="${horizon}" x2="${x}" y2="${VIEW_HEIGHT}" stroke="${hsl(55, 50, 35)}" stroke-width="10"/>`
  }).join('')
  const mill = rng.int(200, 1400)
  return (
    sky(p, horizon) +
    rect(0, horizon, VIEW_WIDTH, VIEW_HEIGHT - horizon, hsl(rng.int(50, 100), 50, 50)) +
    rows +
    rect(mill, horizon - 260, 14, 260, '#555') +
    `<circle cx="${mill + 7}" cy="${horizon - 260}" r="70" fill="none" stroke="#555" stroke-width="8"/>`
  )
}

function plan(p: Palette, rng: Random): string {
  const wall = 'stroke="#1f3b63" stroke-width="14"'
  const x = 200
  const y = 140
  const w = 1200
  const h = 780
  const split = rng.int(450, 750)
  const split2 = rng.int(300, 500)
  return (
    rect(0, 0, VIEW_WIDTH, VIEW_HEIGHT, '#f4f8fc') +
    Array.from({ length: 30 }, (_, i) => rect(i * 55, 0, 1, VIEW_HEIGHT, '#dbe6f2')).join('') +
    rect(x, y, w, h, 'none', wall) +
    `<line x1="${x + split}" y1="${y}" x2="${x + split}" y2="${y + h}" stroke="#1f3b63" stroke-width="10"/>` +
    `<line x1="${x + split}" y1="${y + split2}" x2="${x + w}" y2="${y + split2}" stroke="#1f3b63" stroke-width="10"/>` +
    `<path d="M ${x + split} ${y + 600} a 120 120 0 0 1 120 120" fill="none" stroke="${p.accent}" stroke-width="5"/>` +
    rect(x + 60, y + 60, split - 120, 90, hsl(p.hue, 30, 90))
  )
}

function tower(p: Palette, rng: Random): string {
  const ground = 940
  const width = rng.int(300, 420)
  const x = rng.int(300, VIEW_WIDTH - width - 300)
  return (
    sky(p, ground) +
    skyline(p, rng, ground) +
    rect(x, 90, width, ground - 90, hsl(p.hue, 30, 70), `stroke="${p.accent}" stroke-width="8"`) +
    windowGrid(x + 20, 120, width - 40, ground - 220, 4, 12, rng) +
    rect(0, ground, VIEW_WIDTH, VIEW_HEIGHT - ground, '#7f8a7a')
  )
}

function agent(p: Palette, rng: Random): string {
  const skin = hsl(rng.int(20, 35), rng.int(30, 55), rng.int(45, 78))
  const hair = hsl(rng.int(15, 40), rng.int(20, 50), rng.int(10, 45))
  return (
    rect(0, 0, VIEW_WIDTH, VIEW_HEIGHT, p.wall) +
    `<ellipse cx="800" cy="1060" rx="420" ry="300" fill="${p.accent}"/>` +
    `<circle cx="800" cy="470" r="230" fill="${hair}"/>` +
    `<circle cx="800" cy="520" r="200" fill="${skin}"/>`
  )
}

function news(p: Palette, rng: Random): string {
  return sky(p, 900) + skyline(p, rng, 900) + rect(0, 900, VIEW_WIDTH, 167, p.accent)
}

function brand(p: Palette): string {
  return (
    rect(0, 0, VIEW_WIDTH, VIEW_HEIGHT, p.accent) +
    `<polygon points="800,220 1120,500 1040,500 1040,820 560,820 560,500 480,500" fill="#ffffff"/>` +
    rect(740, 640, 120, 180, p.accent)
  )
}

export const DRAW: Record<Scene, (p: Palette, rng: Random) => string> = {
  facade,
  living,
  kitchen,
  bedroom,
  bathroom,
  balcony,
  office,
  shop,
  garage,
  land,
  field,
  plan,
  tower,
  agent,
  news,
  brand,
}
