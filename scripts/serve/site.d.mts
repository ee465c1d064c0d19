/** Types of site.mjs. */
import type { CompiledRule } from './headersFile.mjs'

export interface RunningSite {
  url: string
  port: number
  /** Resolves with gatsby serve's exit code whenever it ends. */
  exited: Promise<number>
  /** Stops the proxy and ends gatsby serve's process group. */
  close(): Promise<void>
}

export declare function readHeaderRules(
  publicDir: string,
  log?: (line: string) => void,
): CompiledRule[]

export declare function startSite(options: {
  root: string
  port?: number
  host?: string
  publicDir?: string
  childOutput?: 'inherit' | 'ignore'
  exitOnSignal?: boolean
  log?: (line: string) => void
  /** gatsby serve's environment; this process's by default. */
  env?: NodeJS.ProcessEnv
}): Promise<RunningSite>

export interface GatsbyServe {
  host: string
  port: number
  /** Resolves with gatsby serve's exit code whenever it ends. */
  exited: Promise<number>
  /** Signals gatsby serve's whole process group. */
  endGroup(signal: NodeJS.Signals): void
}

export declare function startGatsbyServe(options: {
  root: string
  childOutput?: 'inherit' | 'ignore'
  env?: NodeJS.ProcessEnv
}): Promise<GatsbyServe>

/** TERM to the group, KILL after 5 s, and KILL again for what outlived the leader. */
export declare function stopGroup(
  endGroup: GatsbyServe['endGroup'],
  exited: Promise<number>,
): Promise<void>
