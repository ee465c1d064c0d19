/** Types of emulator-process.mjs, for the TypeScript scripts that start the emulator. */
export declare const EMULATOR_ORIGIN: string
export declare function usesDefaultEmulator(env?: NodeJS.ProcessEnv): boolean
export declare function ensureEmulator(options?: {
  log?: (line: string) => void
  env?: NodeJS.ProcessEnv
}): Promise<() => Promise<void>>
export declare function startEmulatorProcess(options?: {
  port?: number
  env?: NodeJS.ProcessEnv
}): Promise<() => Promise<void>>
