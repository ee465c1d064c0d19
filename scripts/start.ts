/**
 * `npm start`: the demo emulator (unless the env vars name other services), a production build
 * against it, and the built site on its production server (server/) on http://localhost:9000
 * until Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { startSite, type RunningSite } from '../server/spawn'
import { ensureEmulator } from './emulator-process.mjs'

const root = path.resolve(__dirname, '..')

function build(): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(path.join(root, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  })
  return { child, done: new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1))) }
}

async function main(): Promise<void> {
  const stopEmulator = await ensureEmulator()
  let building: ReturnType<typeof build> | undefined
  let site: RunningSite | undefined
  const stop = async (code: number): Promise<never> => {
    building?.child.kill('SIGTERM')
    await site?.close()
    await stopEmulator()
    process.exit(code)
  }
  process.once('SIGINT', () => void stop(0))
  process.once('SIGTERM', () => void stop(0))

  building = build()
  const built = await building.done
  building = undefined
  if (built !== 0) await stop(built)
  try {
    site = await startSite({ root, port: 9000, exitOnSignal: false })
  } catch (error) {
    console.error(`No se pudo servir el sitio: ${(error as Error).message}`)
    await stop(1)
  }
  console.log(`\nSitio listo en ${site?.url} (Ctrl-C para detener).\n`)
  await stop(await (site as RunningSite).exited)
}

void main()
