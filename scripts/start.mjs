#!/usr/bin/env node
/**
 * `npm start`: the demo emulator (unless the env vars name other services), a production build
 * against it, and the built site served on http://localhost:9000 until Ctrl-C stops both.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureEmulator } from './emulator-process.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const gatsby = path.join(root, 'node_modules/.bin/gatsby')

function run(args) {
  const child = spawn(gatsby, args, { cwd: root, stdio: 'inherit' })
  return { child, done: new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1))) }
}

const stopEmulator = await ensureEmulator()
let current
const stop = async (code) => {
  current?.child.kill('SIGTERM')
  await stopEmulator()
  process.exit(code)
}
process.once('SIGINT', () => void stop(0))
process.once('SIGTERM', () => void stop(0))

current = run(['build'])
const built = await current.done
if (built !== 0) await stop(built)
console.log('\nSitio listo en http://localhost:9000 (Ctrl-C para detener).\n')
current = run(['serve', '--port', '9000'])
await stop(await current.done)
