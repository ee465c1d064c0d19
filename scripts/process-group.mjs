/**
 * Commands that leave nothing behind. Each runs as the leader of a process group of its own;
 * once the leader has exited (or been stopped), whatever it started and left running is ended
 * with it: SIGTERM, then SIGKILL after a grace period, and the call returns only when no member
 * of the group is left. A Gatsby query worker that outlived its build kept CI from exiting once
 * and, still writing to .cache's LMDB, broke the next build (MDB_BAD_TXN): this is the cure.
 * Used by `npm test`, the publisher and the benchmarks.
 */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const GRACE_MS = 5_000
const POLL_MS = 50

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The pids of the live members of process group `pgid`, read from /proc (Linux). Zombies are
 * left out: they have ended and only wait to be reaped.
 */
export function groupMembers(pgid) {
  const members = []
  let entries
  try {
    entries = readdirSync('/proc')
  } catch {
    return members
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    let stat
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue
    }
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so split after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (fields[0] !== 'Z' && Number(fields[2]) === pgid) members.push(Number(entry))
  }
  return members
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal)
    return true
  } catch {
    return false
  }
}

async function waitUntilEmpty(pgid, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (groupMembers(pgid).length === 0) return true
    await sleep(POLL_MS)
  }
  return groupMembers(pgid).length === 0
}

/**
 * Ends every member of group `pgid`: SIGTERM, then SIGKILL for what is left after `graceMs`.
 * Resolves to how many members were found alive, once none is.
 */
export async function endGroup(pgid, { graceMs = GRACE_MS } = {}) {
  const found = groupMembers(pgid).length
  if (found === 0) return 0
  signalGroup(pgid, 'SIGTERM')
  if (await waitUntilEmpty(pgid, graceMs)) return found
  // A process busy in a loop never runs its SIGTERM handler; SIGKILL needs none.
  signalGroup(pgid, 'SIGKILL')
  if (!(await waitUntilEmpty(pgid, GRACE_MS)))
    throw new Error(`El grupo de procesos ${pgid} sigue vivo después de SIGKILL.`)
  return found
}

/** Groups started here and not yet ended, for a stop of this process (Ctrl-C) to end them all. */
const running = new Set()
let handlingSignals = false

/**
 * Ends every group started here and not yet ended: for a caller with its own SIGINT / SIGTERM
 * handlers, which must clean up after its groups are gone (a benchmark removing its scratch).
 */
export async function endAllGroups() {
  await Promise.all([...running].map((pgid) => endGroup(pgid).catch(() => undefined)))
}

async function stopAllThenExit(signal) {
  process.off('SIGINT', stopAllThenExit)
  process.off('SIGTERM', stopAllThenExit)
  await endAllGroups()
  process.kill(process.pid, signal)
}

/**
 * Starts `command` as the leader of a new process group. Returns the child, `exited` (resolves
 * to `{ code, signal, leftovers, seconds }` once the leader has exited AND its group is empty,
 * `leftovers` counting the members that outlived the leader), and `stop()` to end it early.
 *
 * If this process exits meanwhile, the group is killed. If it is told to stop (SIGINT, SIGTERM)
 * and has no handler of its own, every group started here is ended (TERM, then KILL) before it
 * stops as the signal asks; a caller with its own handlers stops its groups itself.
 */
export function startInGroup(
  command,
  args,
  { cwd, env = process.env, stdio = 'inherit', graceMs = GRACE_MS } = {},
) {
  const started = Date.now()
  const child = spawn(command, args, { cwd, env, stdio, detached: true })
  const pgid = child.pid
  const killOnExit = () => signalGroup(pgid, 'SIGKILL')
  process.on('exit', killOnExit)
  if (pgid) running.add(pgid)
  if (
    !handlingSignals &&
    process.listenerCount('SIGINT') === 0 &&
    process.listenerCount('SIGTERM') === 0
  ) {
    handlingSignals = true
    process.once('SIGINT', stopAllThenExit)
    process.once('SIGTERM', stopAllThenExit)
  }
  const leaderExit = new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: null, signal: null, error }))
    child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  const exited = leaderExit.then(async ({ code, signal, error }) => {
    const leftovers = pgid ? await endGroup(pgid, { graceMs }) : 0
    process.off('exit', killOnExit)
    running.delete(pgid)
    return { code, signal, leftovers, seconds: (Date.now() - started) / 1000, error }
  })
  const stop = async (signal = 'SIGTERM') => {
    if (pgid) {
      signalGroup(pgid, signal)
      const killer = setTimeout(() => signalGroup(pgid, 'SIGKILL'), graceMs)
      await leaderExit
      clearTimeout(killer)
    }
    return exited
  }
  return { child, pgid, exited, stop }
}

/** Runs `command` in its own group until it and everything it started have ended. */
export function runInGroup(command, args, options) {
  return startInGroup(command, args, options).exited
}
