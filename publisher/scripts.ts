/**
 * The npm scripts the publisher runs (the same ones the publish workflow runs), each in a process
 * group of its own (scripts/process-group.mjs): nothing a build starts outlives it.
 */
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { startInGroup } from '../scripts/process-group.mjs'
import { childEnv } from './childEnv'
import type { PublisherConfig } from './config'
import type { ScriptRun } from './publisherState'

const OUTPUT_LINES = 40

/** Runs `npm run <script>` in the checkout, in its own process group, its output to a log file. */
export function scriptRunner(config: PublisherConfig, env: NodeJS.ProcessEnv = process.env) {
  const active = new Set<{ stop(): Promise<unknown> }>()
  const logs = path.join(config.publishDir, 'logs')
  return {
    run(script: 'build' | 'changes'): Promise<ScriptRun> {
      mkdirSync(logs, { recursive: true })
      const file = createWriteStream(path.join(logs, `${script}.log`))
      const run = startInGroup('npm', ['run', '--silent', script], {
        cwd: config.root,
        env: { ...childEnv(env), CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      active.add(run)
      const output: string[] = []
      for (const stream of [run.child.stdout, run.child.stderr]) {
        if (!stream) continue
        stream.pipe(file, { end: false })
        createInterface({ input: stream }).on('line', (line) => {
          // npm's own complaint about this machine's npmrc says nothing about the run.
          if (/^npm warn Unknown user config/.test(line)) return
          output.push(line)
          if (output.length > OUTPUT_LINES) output.shift()
        })
      }
      return run.exited
        .then((done) => ({
          code: done.code,
          signal: done.signal,
          output,
          seconds: done.seconds,
          leftovers: done.leftovers,
        }))
        .finally(() => {
          active.delete(run)
          file.end()
        })
    },
    /** Ends every script still running (and what it started). */
    async stopAll(): Promise<void> {
      await Promise.all([...active].map((run) => run.stop()))
    },
  }
}
