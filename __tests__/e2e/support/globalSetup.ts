import { existsSync } from 'node:fs'
import path from 'node:path'
import { startSite, type RunningSite } from '../../../server/spawn'
import { BASE_URL, E2E_PORT, waitForHttp } from './server'

/**
 * Serves the built site as `npm start` does (the production server, functions answering),
 * unless E2E_BASE_URL names a site already running.
 */
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
  const site = await startSite({
    root,
    port: E2E_PORT,
    host: '127.0.0.1',
    childOutput: 'ignore',
  })
  ;(globalThis as { __E2E_SITE__?: RunningSite }).__E2E_SITE__ = site
  await waitForHttp(BASE_URL)
}
