import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startSite, type RunningSite } from '../../../server/spawn'
import { startRedis, type TestRedis } from '../../support/redis'
import { BASE_URL, E2E_PORT, E2E_STAFF_TOKEN, waitForHttp } from './server'

/**
 * Serves the built site as it is deployed: the production server, functions answering, its
 * workers sharing their limits and cache through a real Redis (Debian's redis-server, started
 * here), unless E2E_BASE_URL names a site already running.
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
  const redis = await startRedis()
  // What the server keeps on disk (WhatsApp presses Redis did not take), gone with the suite.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-datos-'))
  ;(globalThis as { __E2E_DATA_DIR__?: () => void }).__E2E_DATA_DIR__ = () =>
    rmSync(dataDir, { recursive: true, force: true })
  ;(globalThis as { __E2E_REDIS__?: TestRedis }).__E2E_REDIS__ = redis
  // The server's log, JSON lines as in production, which the suite reads back (serverLog.e2e.ts).
  const log = path.join(dataDir, 'servidor.log')
  const logFile = openSync(log, 'a')
  process.env.E2E_SERVER_LOG = log
  const site = await startSite({
    root,
    port: E2E_PORT,
    host: '127.0.0.1',
    childOutput: logFile,
    // Each browser context names its own visitor address (support/browser.ts), as a load
    // balancer in front of the site would.
    env: {
      ...process.env,
      TRUST_PROXY: 'loopback',
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      STAFF_TOKEN: E2E_STAFF_TOKEN,
      LOG_FORMAT: 'json',
    },
  })
  // The child holds its own copy of the descriptor.
  closeSync(logFile)
  ;(globalThis as { __E2E_SITE__?: RunningSite }).__E2E_SITE__ = site
  await waitForHttp(BASE_URL)
}
