/**
 * A small built site as Gatsby lays one out (public/, .cache/functions with its manifest,
 * .cache/match-paths.json), for the production server's tests. Its functions are CommonJS as
 * Gatsby compiles them and say what they saw: how many times this process ran them, its pid, the
 * visitor's address the server handed over, the body's size.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const HASHED_SCRIPT = 'app-0123456789abcdef0123.js'
/** A page large enough to be compressed. */
export const LONG_TEXT = 'Departamento luminoso en Palermo. '.repeat(200)

const FUNCTIONS: Record<string, { source: string; matchPath?: string }> = {
  hello: {
    source: `let calls = 0
exports.default = (req, res) => {
  calls++
  res.setHeader('Cache-Control', 'no-store')
  res.status(200).json({
    calls,
    pid: process.pid,
    visitor: req.visitorAddress,
    method: req.method,
    query: req.query,
  })
}`,
  },
  'leads/[kind]': {
    matchPath: 'leads/:kind',
    source: `exports.default = (req, res) => {
  res.json({
    kind: req.params.kind,
    bytes: JSON.stringify(req.body ?? null).length,
    screened: req.leadScreened === true,
  })
}`,
  },
  slow: {
    source: `exports.default = async (req, res) => {
  await new Promise((resolve) => setTimeout(resolve, Number(req.query.ms ?? 1000)))
  res.json({ done: true, pid: process.pid })
}`,
  },
  throws: {
    source: `exports.default = async () => {
  throw new Error('rota')
}`,
  },
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
}

/** Writes the site into `root`; `broken` makes one function export no function. */
export function writeFixtureSite(root: string, { broken = false } = {}): void {
  const pub = (name: string) => path.join(root, 'public', name)
  write(pub('index.html'), `<!doctype html><title>Inicio</title><p>${LONG_TEXT}</p>`)
  write(pub('venta/index.html'), '<!doctype html><title>Venta</title>')
  write(pub('404.html'), '<!doctype html><title>No encontramos esta página</title>')
  write(pub(HASHED_SCRIPT), `console.log(${JSON.stringify(LONG_TEXT)})`)
  write(pub('page-data/index/page-data.json'), '{"path":"/"}')
  write(pub('robots.txt'), 'User-agent: *\n')
  write(pub('.secreto'), 'no se sirve')
  write(pub('_headers'), '/*\n  X-Frame-Options: DENY\n  X-Content-Type-Options: nosniff\n')
  write(
    path.join(root, '.cache/match-paths.json'),
    JSON.stringify([{ path: '/venta', matchPath: '/venta/*' }]),
  )
  const manifest = Object.entries(FUNCTIONS).map(([route, { source, matchPath }]) => {
    const relative = `${route}.js`
    write(
      path.join(root, '.cache/functions', relative),
      broken && route === 'throws' ? 'exports.default = 42' : source,
    )
    return {
      functionRoute: route,
      relativeCompiledFilePath: relative,
      ...(matchPath ? { matchPath } : {}),
    }
  })
  write(path.join(root, '.cache/functions/manifest.json'), JSON.stringify(manifest))
}
