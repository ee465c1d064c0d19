import type { RunningSite } from '../../../server/spawn'

export default async function globalTeardown(): Promise<void> {
  // Ends the server's whole process group.
  await (globalThis as { __E2E_SITE__?: RunningSite }).__E2E_SITE__?.close()
}
