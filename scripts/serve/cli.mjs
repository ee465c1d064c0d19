#!/usr/bin/env node
/**
 * `npm run serve`: the built site on http://localhost:9000 (`--port N` for another) with the
 * headers of public/_headers, until Ctrl-C.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startSite } from './site.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const portAt = process.argv.indexOf('--port')
const port = portAt === -1 ? 9000 : Number(process.argv[portAt + 1])

const site = await startSite({ root, port })
console.log(`Sitio en ${site.url} (Ctrl-C para detener).`)
const code = await site.exited
await site.close()
process.exit(code)
