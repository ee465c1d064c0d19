import type { RunningSite } from '../../../server/spawn'
import type { TestRedis } from '../../support/redis'

export default async function globalTeardown(): Promise<void> {
  // Ends the server's whole process group, then its Redis.
  await (globalThis as { __E2E_SITE__?: RunningSite }).__E2E_SITE__?.close()
  await (globalThis as { __E2E_REDIS__?: TestRedis }).__E2E_REDIS__?.stop()
  ;(globalThis as { __E2E_DATA_DIR__?: () => void }).__E2E_DATA_DIR__?.()
}
