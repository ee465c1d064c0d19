/**
 * The `_headers` file Netlify and Cloudflare Pages read (public/_headers, written by
 * gatsby/securityHeaders.ts): a path on a line of its own, then its headers indented, `#`
 * comments. Paths are exact (`/venta`), end in a `*` splat (`/venta/*`, `/*`) or hold
 * `:placeholder` segments (`/tokko/:id`). Matching follows Netlify's rules: case-insensitive, a
 * trailing slash optional, a `/x/*` splat also matching `/x`; every rule that matches applies,
 * and a header two of them set is joined with ", " as both hosts join it.
 */

/**
 * @typedef {{ path: string, headers: [string, string][] }} HeaderRule
 * @typedef {HeaderRule & { pattern: RegExp }} CompiledRule
 */

/** Reads the file's rules; throws naming the line of the first thing that is not the format. */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = []
  const lines = text.split(/\r?\n/)
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    const where = `_headers, línea ${index + 1}`
    if (line.startsWith('/')) {
      rules.push({ path: line, headers: [] })
      continue
    }
    const current = rules[rules.length - 1]
    if (!current) throw new Error(`${where}: un encabezado antes de la primera ruta ("${line}")`)
    const colon = line.indexOf(':')
    const name = colon > 0 ? line.slice(0, colon).trim() : ''
    const value = colon > 0 ? line.slice(colon + 1).trim() : ''
    if (!name || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || !value) {
      throw new Error(`${where}: se esperaba "Nombre: valor" (se leyó "${line}")`)
    }
    const same = current.headers.find(([other]) => other.toLowerCase() === name.toLowerCase())
    if (same) same[1] = `${same[1]}, ${value}`
    else current.headers.push([name, value])
  }
  return rules
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function decodeSegment(segment) {
  try {
    const decoded = decodeURIComponent(segment)
    return decoded.includes('/') ? segment : decoded
  } catch {
    return segment
  }
}

/** A request path (as it comes, percent-encoded) with each segment decoded, as rules are written. */
export function decodePath(pathname) {
  return pathname.split('/').map(decodeSegment).join('/')
}

/** The regular expression of a rule's path, on decoded request paths. */
export function compilePath(rulePath) {
  const parts = rulePath
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
  let source = parts.length === 0 ? '/' : ''
  for (const part of parts) {
    // A whole-segment splat makes the segment optional too: /venta/* matches /venta (but, unlike
    // Netlify's own expression, not /ventas).
    if (part === '*') source += '(?:/.*)?'
    else if (part.startsWith(':')) source += '/[^/]+'
    else source += `/${part.split('*').map(decodeSegment).map(escapeRegExp).join('.*')}`
  }
  return new RegExp(`^${source}/?$`, 'iu')
}

/** @returns {CompiledRule[]} */
export function compileRules(rules) {
  return rules.map((rule) => ({ ...rule, pattern: compilePath(rule.path) }))
}

/**
 * The headers for a request path (percent-encoded, without query), from every matching rule in
 * file order; a header set by several rules has their values joined with ", ".
 * @param {CompiledRule[]} compiled
 * @returns {[string, string][]}
 */
export function headersFor(compiled, pathname) {
  const decoded = decodePath(pathname)
  /** @type {Map<string, [string, string]>} */
  const found = new Map()
  for (const rule of compiled) {
    if (!rule.pattern.test(decoded)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const previous = found.get(key)
      found.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value])
    }
  }
  return [...found.values()]
}
