/**
 * One Gatsby process per .cache. A build that starts while another Gatsby process of the same
 * project still runs (an earlier build's query worker that outlived it, a `gatsby develop`, a
 * `gatsby serve`, which reads the datastore) shares the LMDB store under .cache with it, and
 * LMDB then fails mid-build with MDB_BAD_TXN, as a CI run once did. The build stops at once
 * instead, naming the process. Linux only (it reads /proc); elsewhere it checks nothing.
 */
import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs'
import type { Reporter } from 'gatsby'
import { failBuild } from './buildFailure'

export interface ProcessInfo {
  pid: number
  ppid: number
  /** Working folder, or null when it cannot be read (another user's process). */
  cwd: string | null
  command: string
}

/** Every process of the machine this one may inspect. */
export function readProcessTable(): ProcessInfo[] {
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return []
  }
  const table: ProcessInfo[] = []
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (fields[0] === 'Z') continue
      let cwd: string | null = null
      try {
        cwd = readlinkSync(`/proc/${entry}/cwd`)
      } catch {
        // Not ours to read.
      }
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim()
      table.push({ pid: Number(entry), ppid: Number(fields[1]), cwd, command })
    } catch {
      // It ended while we looked.
    }
  }
  return table
}

/**
 * The Gatsby processes working in `root` other than this one, its ancestors (npm, the shell,
 * the CLI) and its descendants (its own workers).
 */
/** Gatsby's CLI (`gatsby build`, `.bin/gatsby serve`) or one of its workers; not `jest gatsby/…`. */
const GATSBY_COMMAND = /(?:^|[\s/])gatsby(?:\s|$)|\/gatsby\/(?:cli\.js|dist\/)|gatsby-worker/

export function otherGatsbyProcesses(
  table: readonly ProcessInfo[],
  root: string,
  self: number,
): ProcessInfo[] {
  const parentOf = new Map(table.map((info) => [info.pid, info.ppid]))
  const lineage = (pid: number): number[] => {
    const chain: number[] = []
    for (let at = parentOf.get(pid); at !== undefined && at > 1 && chain.length < 64;) {
      chain.push(at)
      at = parentOf.get(at)
    }
    return chain
  }
  const ancestors = new Set(lineage(self))
  return table.filter(
    (info) =>
      info.pid !== self &&
      info.cwd === root &&
      GATSBY_COMMAND.test(info.command) &&
      !ancestors.has(info.pid) &&
      !lineage(info.pid).includes(self),
  )
}

/** Why this build must not start, or null. */
export function cacheConflict(others: readonly ProcessInfo[]): string | null {
  if (others.length === 0) return null
  const named = others
    .slice(0, 3)
    .map((info) => `pid ${info.pid}: ${info.command.slice(0, 120)}`)
    .join('; ')
  return (
    `Otro proceso de Gatsby usa este proyecto (${named}). Dos procesos sobre el mismo .cache ` +
    'corrompen su base LMDB (MDB_BAD_TXN): esperá a que termine o detenelo (por ejemplo ' +
    '`npm run serve` o `gatsby develop`) y volvé a construir.'
  )
}

export function guardCache(reporter: Pick<Reporter, 'panic'>): void {
  const root = realpathSync(process.cwd())
  const problem = cacheConflict(otherGatsbyProcesses(readProcessTable(), root, process.pid))
  if (problem) failBuild(reporter, { kind: 'cache-conflict', message: problem })
}
