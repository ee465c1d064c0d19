#!/usr/bin/env node
/**
 * `npm start`: the demo emulator (unless the env vars name other services), a production build
 * against it, and the built site served on http://localhost:9000 with the headers of
 * public/_headers (scripts/serve) until Ctrl-C stops both.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureEmulator } from './emulator-process.mjs'
import { startSite } from './serve/site.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const gatsby = path.join(root, 'node_modules/.bin/gatsby')

function run(args) {
  const child = spawn(gatsby, args, { cwd: root, stdio: 'inherit' })
  return { child, done: new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1))) }
}

const stopEmulator = await ensureEmulator()
let build
let site
const stop = async (code) => {
  build?.child.kill('SIGTERM')
  await site?.close()
  await stopEmulator()
  process.exit(code)
}
process.once('SIGINT', () => void stop(0))
process.once('SIGTERM', () => void stop(0))

build = run(['build'])
const built = await build.done
build = undefined
if (built !== 0) await stop(built)
try {
  site = await startSite({ root, port: 9000, exitOnSignal: false })
} catch (error) {
  console.error(`No se pudo servir el sitio: ${error.message}`)
  await stop(1)
}
console.log(`\nSitio listo en ${site.url} (Ctrl-C para detener).\n`)
await stop(await site.exited)
