/** Types of process-group.mjs, for the TypeScript scripts and tests that run commands with it. */
import type { ChildProcess, StdioOptions } from 'node:child_process'

export interface GroupExit {
  code: number | null
  signal: NodeJS.Signals | null
  /** Members of the group still alive when the leader exited (then ended). */
  leftovers: number
  seconds: number
  error?: Error
}

export interface GroupOptions {
  cwd?: string
  env?: NodeJS.ProcessEnv
  stdio?: StdioOptions
  graceMs?: number
}

export declare function groupMembers(pgid: number): number[]
export declare function endGroup(pgid: number, options?: { graceMs?: number }): Promise<number>
export declare function endAllGroups(): Promise<void>
export declare function startInGroup(
  command: string,
  args: readonly string[],
  options?: GroupOptions,
): {
  child: ChildProcess
  pgid: number | undefined
  exited: Promise<GroupExit>
  stop(signal?: NodeJS.Signals): Promise<GroupExit>
}
export declare function runInGroup(
  command: string,
  args: readonly string[],
  options?: GroupOptions,
): Promise<GroupExit>
