/**
 * The background of the results map: a tile server's address template and the credit its terms
 * ask for. Read from GATSBY_MAP_TILES and GATSBY_MAP_ATTRIBUTION: checked when the site is built
 * (src/config.ts), written into the map's code by Gatsby, and turned into the host the
 * Content-Security-Policy lets pictures come from (gatsby/securityHeaders.ts).
 */

export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const OSM_ATTRIBUTION = {
  text: '© OpenStreetMap',
  url: 'https://www.openstreetmap.org/copyright',
} as const

export interface MapTiles {
  /** Leaflet's template: {z}/{x}/{y}, and optionally {s} (a subdomain) and {r} ('@2x'). */
  template: string
  /** The credit shown on the map, a link when `url` is given. */
  attribution: { text: string; url: string | null }
  /** What img-src must allow for the tiles: an origin, or `https://*.host` with {s}. */
  imgSource: string
}

const PLACEHOLDERS = new Set(['z', 'x', 'y', 's', 'r'])
const SAMPLE = { z: '0', x: '0', y: '0', s: 'a', r: '' } as Record<string, string>

function isWebAddress(text: string): boolean {
  try {
    const { protocol } = new URL(text)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/** "© Proveedor https://proveedor.example/licencia": the text, then optionally its link. */
function readAttribution(value: string): MapTiles['attribution'] {
  const words = value.split(/\s+/)
  const last = words.at(-1)!
  if (words.length > 1 && /^https?:\/\//i.test(last)) {
    if (!isWebAddress(last)) {
      throw new Error(`GATSBY_MAP_ATTRIBUTION: "${last}" no es una dirección válida.`)
    }
    return { text: words.slice(0, -1).join(' '), url: last }
  }
  return { text: value, url: null }
}

function readTemplate(template: string): Pick<MapTiles, 'template' | 'imgSource'> {
  const quoted = `(se recibió "${template}")`
  const names = [...template.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]!)
  const unknown = names.find((name) => !PLACEHOLDERS.has(name))
  if (unknown !== undefined) {
    throw new Error(
      `GATSBY_MAP_TILES: {${unknown}} no es un marcador conocido; se usan {z}, {x}, {y}, {s} y {r} ${quoted}.`,
    )
  }
  const sample = template.replace(/\{([zxysr])\}/g, (_, name: string) => SAMPLE[name]!)
  if (!isWebAddress(sample)) {
    throw new Error(`GATSBY_MAP_TILES debe ser una dirección http:// o https:// ${quoted}.`)
  }
  if (!['z', 'x', 'y'].every((name) => names.includes(name))) {
    throw new Error(
      `GATSBY_MAP_TILES debe llevar {z}, {x} e {y} ${quoted}; por ejemplo ${OSM_TILES}.`,
    )
  }
  const { protocol, host } = new URL(sample)
  const hostTemplate = template.slice(`${protocol}//`.length).split(/[/?#]/)[0]!
  if (!hostTemplate.includes('{s}')) return { template, imgSource: `${protocol}//${host}` }
  // A policy can only widen a host by its first label: {s} must be that whole label.
  if (!hostTemplate.startsWith('{s}.') || hostTemplate.indexOf('{s}', 1) !== -1) {
    throw new Error(
      `GATSBY_MAP_TILES: {s} solo puede ser el primer nombre del servidor, como en https://{s}.tiles.example/{z}/{x}/{y}.png ${quoted}.`,
    )
  }
  return { template, imgSource: `${protocol}//*.${host.slice(host.indexOf('.') + 1)}` }
}

/**
 * The tiles of these settings: OpenStreetMap's standard tiles and credit when no template is
 * given. Other tiles must say whose they are. Throws a Spanish message naming the variable.
 */
export function readMapTiles(
  template: string | undefined,
  attribution: string | undefined,
): MapTiles {
  const givenTemplate = template?.trim()
  const givenAttribution = attribution?.trim().replace(/\s+/g, ' ')
  if (givenTemplate && !givenAttribution) {
    throw new Error(
      `GATSBY_MAP_ATTRIBUTION hace falta con GATSBY_MAP_TILES: las teselas se muestran con el crédito que pide su proveedor, por ejemplo "${OSM_ATTRIBUTION.text} ${OSM_ATTRIBUTION.url}".`,
    )
  }
  return {
    ...readTemplate(givenTemplate || OSM_TILES),
    attribution: givenAttribution ? readAttribution(givenAttribution) : { ...OSM_ATTRIBUTION },
  }
}
