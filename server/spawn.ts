/**
 * The production server (server/cli.ts) started as a child process, in a process group of its
 * own that ends with it: `npm start`, the publisher (one per release) and the browser suite use
 * this. Resolves once the site answers.
 */
import { spawn } from 'node:child_process'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'

const checkout = path.resolve(__dirname, '..')
/** Longer than the server's own grace for the requests in flight (server/cluster.ts). */
const STOP_GRACE_MS = 12_000

export interface SiteServer {
  host: string
  port: number
  url: string
  /** Resolves with the server's exit code whenever it ends. */
  exited: Promise<number>
  /** Signals the server's whole process group. */
  endGroup(signal: NodeJS.Signals): void
}

export interface RunningSite {
  url: string
  port: number
  /** Resolves with the server's exit code whenever it ends. */
  exited: Promise<number>
  /** Ends the server's process group: TERM, then KILL after the grace period. */
  close(): Promise<void>
}

/** A port free on an interface now. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilAnswers(
  url: string,
  child: ReturnType<typeof spawn>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `el servidor del sitio terminó antes de responder (${child.exitCode ?? child.signalCode})`,
      )
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  }
  throw new Error(`el servidor del sitio no respondió en ${url} en ${timeoutMs / 1000} s`)
}

/** TERM to the group, KILL after the grace period, and KILL again for what outlived the leader. */
export async function stopGroup(
  endGroup: SiteServer['endGroup'],
  exited: Promise<number>,
): Promise<void> {
  endGroup('SIGTERM')
  const killer = setTimeout(() => endGroup('SIGKILL'), STOP_GRACE_MS)
  await exited
  clearTimeout(killer)
  endGroup('SIGKILL')
}

/**
 * Starts the server for the site built in `siteRoot` on `host`:`port` (a free loopback port by
 * default). Resolves once it answers to `{ host, port, url, exited, endGroup }`.
 */
export async function startServer({
  siteRoot = checkout,
  host = '127.0.0.1',
  port,
  childOutput = 'inherit',
  env = process.env,
  program = [path.join(checkout, 'node_modules/.bin/tsx'), path.join(checkout, 'server/cli.ts')],
}: {
  siteRoot?: string
  /** What runs the server: this checkout's, or a bundle's (`['node', '.deploy/server.cjs']`). */
  program?: [command: string, script: string]
  host?: string
  /** A free loopback port when absent or 0. */
  port?: number
  /** Where its output goes: this process's, nowhere, or an open file's descriptor. */
  childOutput?: 'inherit' | 'ignore' | number
  env?: NodeJS.ProcessEnv
}): Promise<SiteServer> {
  const chosenPort = port || (await freePort(host === 'localhost' ? '127.0.0.1' : host))
  // Its stdin is a pipe only this process writes to: when this process is gone, even killed by
  // SIGKILL, the pipe ends and so does the server, instead of holding its port and memory.
  const child = spawn(
    program[0],
    [
      program[1],
      '--root',
      siteRoot,
      '--host',
      host,
      '--port',
      String(chosenPort),
      '--stop-when-stdin-ends',
    ],
    { cwd: checkout, env, detached: true, stdio: ['pipe', childOutput, childOutput] },
  )
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  )
  const endGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid ?? 0), signal)
    } catch {
      // The group is already gone.
    }
  }
  const url = `http://${host}:${chosenPort}`
  try {
    await waitUntilAnswers(`${url}/`, child, 60_000)
  } catch (error) {
    await stopGroup(endGroup, exited)
    throw error
  }
  return { host, port: chosenPort, url, exited, endGroup }
}

/**
 * Starts the site (`startServer`) and resolves to `{ url, port, exited, close }`: `close()` ends
 * the server's whole process group (TERM, then KILL after the grace period).
 *
 * The group is also ended when this process exits, and on SIGINT or SIGTERM; with
 * `exitOnSignal` (the default) the process then exits as the signal asks. A caller with cleanup
 * of its own passes `exitOnSignal: false`, handles the signals itself and calls close().
 */
export async function startSite({
  root = checkout,
  port = 9000,
  host = 'localhost',
  childOutput = 'inherit',
  exitOnSignal = true,
  env = process.env,
}: {
  /** The built site (public/, .cache/); the checkout by default. */
  root?: string
  port?: number
  host?: string
  childOutput?: 'inherit' | 'ignore' | number
  exitOnSignal?: boolean
  /** The server's environment; this process's by default. */
  env?: NodeJS.ProcessEnv
} = {}): Promise<RunningSite> {
  const server = await startServer({ siteRoot: root, host, port, childOutput, env })
  const onExit = () => server.endGroup('SIGTERM')
  const onSignal = (signal: NodeJS.Signals) => {
    if (!exitOnSignal) return
    void close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  process.on('exit', onExit)
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)

  let closing: Promise<void> | undefined
  function close(): Promise<void> {
    closing ??= (async () => {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
      await stopGroup(server.endGroup, server.exited)
      process.off('exit', onExit)
    })()
    return closing
  }
  return { url: server.url, port: server.port, exited: server.exited, close }
}
