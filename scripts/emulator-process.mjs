/**
 * Starts the demo emulator as a child process for `npm start` and `npm test`, unless the site is
 * configured for other services or an emulator already answers at the default address.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const EMULATOR_ORIGIN = 'http://127.0.0.1:4010'
const SERVICE_VARIABLES = ['GATSBY_API_PROXY', 'GATSBY_BROKER_API', 'GATSBY_BACKEND_API']

/** True when every service URL is unset or the emulator's default address. */
export function usesDefaultEmulator(env = process.env) {
  return SERVICE_VARIABLES.every((name) => {
    const value = env[name]?.trim()
    return !value || value.replace(/\/+$/, '') === EMULATOR_ORIGIN
  })
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) })
    return response.status < 500
  } catch {
    return false
  }
}

/** Waits until the emulator at `origin` answers, or throws after `timeoutMs`. */
async function waitUntilUp(child, origin, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el emulador terminó con código ${child.exitCode}`)
    if (await answers(`${origin}/__submissions`)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`el emulador no respondió en ${origin} en ${timeoutMs / 1000} s`)
}

/**
 * Ensures the demo services are up when the site uses them. Resolves to a stop function (a no-op
 * when nothing was started here).
 */
export async function ensureEmulator({ log = console.log, env = process.env } = {}) {
  if (!usesDefaultEmulator(env)) {
    log('Servicios configurados por variables de entorno: no se inicia el emulador.')
    return async () => undefined
  }
  if (await answers(`${EMULATOR_ORIGIN}/__submissions`)) {
    log(`Usando el emulador que ya responde en ${EMULATOR_ORIGIN}.`)
    return async () => undefined
  }
  const stop = await startEmulatorProcess({ env })
  log(`Emulador de demostración iniciado en ${EMULATOR_ORIGIN}.`)
  return stop
}

/**
 * Starts an emulator child process on `port` with extra environment (another seed, another
 * listing source) and resolves, once it answers, to a function that stops it.
 */
export async function startEmulatorProcess({ port = 4010, env = process.env } = {}) {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['emulator/server.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitUntilUp(child, `http://127.0.0.1:${port}`, 60_000)
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined)
      child.once('exit', () => resolve(undefined))
      child.kill('SIGTERM')
    })
}
