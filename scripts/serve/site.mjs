/**
 * The built site served as a host would serve it: `gatsby serve` (static files, client-only
 * routes, the 404 page, Gatsby Functions) on an internal loopback port, in a process group of
 * its own, behind a proxy that adds the headers of public/_headers to every answer. Used by
 * `npm start`, `npm run serve` and the browser suite.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { compileRules, headersFor, parseHeadersFile } from './headersFile.mjs'
import { createHeadersProxy } from './proxy.mjs'

const INTERNAL_HOST = '127.0.0.1'
const STOP_GRACE_MS = 5_000

/** A port free on the loopback interface now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, INTERNAL_HOST, () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilAnswers(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `gatsby serve terminó antes de responder (${child.exitCode ?? child.signalCode})`,
      )
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`gatsby serve no respondió en ${url} en ${timeoutMs / 1000} s`)
}

/** The compiled rules of public/_headers, or none (with a warning) when the build wrote none. */
export function readHeaderRules(publicDir, log = console.warn) {
  const file = path.join(publicDir, '_headers')
  if (!existsSync(file)) {
    log(`No hay ${file}: el sitio se sirve sin encabezados de seguridad (¿se construyó?).`)
    return []
  }
  return compileRules(parseHeadersFile(readFileSync(file, 'utf8')))
}

/**
 * Starts `gatsby serve` for the site in `root` on a free internal loopback port, in a process
 * group of its own, and resolves once it answers to `{ host, port, exited, endGroup }`:
 * `exited` resolves with its exit code whenever it ends; `endGroup(signal)` signals the whole
 * group (what it started may outlive it). Its banner, which names the internal address, is
 * dropped; other output (Gatsby Functions' logs) is passed on when `childOutput` is 'inherit'.
 */
export async function startGatsbyServe({ root, childOutput = 'inherit', env = process.env }) {
  const internalPort = await freePort()
  const child = spawn(
    path.join(root, 'node_modules/.bin/gatsby'),
    ['serve', '--host', INTERNAL_HOST, '--port', String(internalPort)],
    {
      cwd: root,
      env,
      // Its own process group, so that ending the group ends whatever gatsby serve started.
      detached: true,
      stdio: ['ignore', childOutput === 'inherit' ? 'pipe' : 'ignore', childOutput],
    },
  )
  if (child.stdout) {
    const internal = `${INTERNAL_HOST}:${internalPort}`
    createInterface({ input: child.stdout }).on('line', (line) => {
      // ANSI colour codes start with ESC, a control character on purpose.
      // eslint-disable-next-line no-control-regex
      const visible = line.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').replace(/[\s\u2800]/g, '')
      if (visible && !line.includes(internal) && !line.includes('You can now view'))
        process.stdout.write(`${line}\n`)
    })
  }
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  )
  const endGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // The group is already gone.
    }
  }
  try {
    await waitUntilAnswers(`http://${INTERNAL_HOST}:${internalPort}/`, child, 60_000)
  } catch (error) {
    await stopGroup(endGroup, exited)
    throw error
  }
  return { host: INTERNAL_HOST, port: internalPort, exited, endGroup }
}

/** TERM to the group, KILL after the grace period, and KILL again for what outlived the leader. */
export async function stopGroup(endGroup, exited) {
  endGroup('SIGTERM')
  const killer = setTimeout(() => endGroup('SIGKILL'), STOP_GRACE_MS)
  await exited
  clearTimeout(killer)
  endGroup('SIGKILL')
}

/**
 * Starts the site. Resolves once it answers on `port` (0 picks one) to `{ url, port, exited,
 * close }`: `exited` resolves with gatsby serve's exit code whenever it ends; `close()` stops the
 * proxy and ends gatsby serve's whole process group (TERM, then KILL after 5 s).
 *
 * The group is also ended when this process exits, and on SIGINT or SIGTERM; with
 * `exitOnSignal` (the default) the process then exits as the signal asks. A caller with cleanup
 * of its own passes `exitOnSignal: false`, handles the signals itself and calls close().
 */
export async function startSite({
  root,
  port = 9000,
  host = 'localhost',
  publicDir = path.join(root, 'public'),
  childOutput = 'inherit',
  exitOnSignal = true,
  log = console.log,
  env = process.env,
} = {}) {
  const rules = readHeaderRules(publicDir, log)
  const serve = await startGatsbyServe({ root, childOutput, env })
  const onExit = () => serve.endGroup('SIGTERM')
  const onSignal = (signal) => {
    serve.endGroup('SIGTERM')
    if (!exitOnSignal) return
    void close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  process.on('exit', onExit)
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  let server
  let closing
  function close() {
    closing ??= (async () => {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
      if (server) {
        server.closeAllConnections()
        await new Promise((resolve) => server.close(() => resolve(undefined)))
      }
      await stopGroup(serve.endGroup, serve.exited)
      process.off('exit', onExit)
    })()
    return closing
  }

  try {
    server = createHeadersProxy({
      target: { host: serve.host, port: serve.port },
      headersFor: (pathname) => headersFor(rules, pathname),
    })
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => resolve(undefined))
    })
  } catch (error) {
    await close()
    throw error
  }
  const actualPort = server.address().port
  return { url: `http://${host}:${actualPort}`, port: actualPort, exited: serve.exited, close }
}
