/** Where the e2e suite finds the built site: E2E_BASE_URL, or the production server it starts. */
export const E2E_PORT = Number(process.env.E2E_PORT || 9123)
export const BASE_URL = (process.env.E2E_BASE_URL || `http://127.0.0.1:${E2E_PORT}`).replace(
  /\/+$/,
  '',
)

/** Resolves once the URL answers 200, or rejects after the timeout. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
      lastError = new Error(`HTTP ${response.status}`)
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} no respondió en ${timeoutMs} ms: ${String(lastError)}`)
}

/**
 * The staff's bearer token of the site the suite runs against (STAFF_TOKEN): the one the
 * suite's own server is started with, or E2E_STAFF_TOKEN for a site already running.
 */
export const E2E_STAFF_TOKEN = process.env.E2E_STAFF_TOKEN || 'clave-del-personal-para-el-suite-e2e'
