import type { RunningSite } from '../../../scripts/serve/site.mjs'

export default async function globalTeardown(): Promise<void> {
  // Stops the proxy and ends gatsby serve's whole process group.
  await (globalThis as { __E2E_SITE__?: RunningSite }).__E2E_SITE__?.close()
}
