import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { BASE_URL, E2E_PORT, waitForHttp } from './server'

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    await waitForHttp(BASE_URL)
    return
  }
  const root = path.resolve(__dirname, '../../..')
  if (!existsSync(path.join(root, 'public/index.html'))) {
    throw new Error(
      'No hay un sitio construido en public/: ejecutá `npm run build` antes del suite e2e.',
    )
  }
  const server = spawn(
    path.join(root, 'node_modules/.bin/gatsby'),
    ['serve', '--port', String(E2E_PORT), '--host', '127.0.0.1'],
    { cwd: root, stdio: 'ignore', detached: true },
  )
  ;(globalThis as { __E2E_SERVER_PID__?: number }).__E2E_SERVER_PID__ = server.pid
  await waitForHttp(BASE_URL)
}
