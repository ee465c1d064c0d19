/**
 * Just enough of GitHub Actions to test a workflow without GitHub: its expressions (`if:` and
 * `${{ }}`), and a dry run of one job in which every `run:` script really runs in bash, with a
 * fake `npm` on the PATH, while `uses:` steps are only recorded. What is not supported throws, so
 * a workflow that outgrows this fails its test instead of being half understood.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type Value = string | number | boolean | null

export interface Step {
  name?: string
  id?: string
  if?: string | boolean
  uses?: string
  run?: string
  shell?: string
  with?: Record<string, unknown>
  env?: Record<string, unknown>
}

export interface Job {
  'runs-on': string
  env?: Record<string, unknown>
  steps: Step[]
  [key: string]: unknown
}

export interface Workflow {
  on: Record<string, unknown>
  env?: Record<string, unknown>
  jobs: Record<string, Job>
  [key: string]: unknown
}

export const stepLabel = (step: Step): string => step.name ?? step.id ?? step.uses ?? step.run ?? ''

// ── Expressions ───────────────────────────────────────────────────────────────────────────────

type Token =
  | { kind: 'op'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'name'; text: string }

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  const pattern =
    /\s*(?:(\|\||&&|==|!=|<=|>=|<|>|!|\(|\)|,)|'((?:[^']|'')*)'|(\d+(?:\.\d+)?)\b|([A-Za-z_][\w-]*(?:\.[A-Za-z_*][\w-]*)*))/y
  let index = 0
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break
    pattern.lastIndex = index
    const match = pattern.exec(source)
    if (!match) throw new Error(`Expresión no soportada cerca de "${source.slice(index)}"`)
    index = pattern.lastIndex
    if (match[1]) tokens.push({ kind: 'op', text: match[1] })
    else if (match[2] !== undefined)
      tokens.push({ kind: 'string', value: match[2].replace(/''/g, "'") })
    else if (match[3]) tokens.push({ kind: 'number', value: Number(match[3]) })
    else tokens.push({ kind: 'name', text: match[4]! })
  }
  return tokens
}

export interface ExpressionContext {
  /** A context path such as github.event_name or steps.changes.outputs.changed. */
  lookup(name: string): Value
  /** Whether every earlier step succeeded (what success() and failure() read). */
  succeeded: boolean
}

const truthy = (value: Value) =>
  !(value === false || value === 0 || value === '' || value === null || Number.isNaN(value))

function toNumber(value: Value): number {
  if (value === null) return 0
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'number') return value
  return value.trim() === '' ? 0 : Number(value)
}

/** GitHub's loose equality: strings ignore case, other mixes compare as numbers. */
function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase()
  if (typeof a === typeof b) return a === b
  return toNumber(a) === toNumber(b)
}

const STATUS_FUNCTIONS = ['success', 'failure', 'always', 'cancelled']

/** Evaluates one expression (the text inside `${{ }}`, or an `if:` without it). */
export function evaluate(source: string, context: ExpressionContext): Value {
  const tokens = tokenize(source)
  let position = 0
  const peek = () => tokens[position]
  const isOp = (text: string) => {
    const token = peek()
    return token?.kind === 'op' && token.text === text
  }
  const expectOp = (text: string) => {
    if (!isOp(text)) throw new Error(`Se esperaba "${text}" en "${source}"`)
    position++
  }

  function primary(): Value {
    const token = tokens[position++]
    if (!token) throw new Error(`Expresión incompleta: "${source}"`)
    if (token.kind === 'string' || token.kind === 'number') return token.value
    if (token.kind === 'op') {
      if (token.text === '(') {
        const value = or()
        expectOp(')')
        return value
      }
      if (token.text === '!') return !truthy(primary())
      throw new Error(`Operador inesperado "${token.text}" en "${source}"`)
    }
    if (isOp('(')) {
      position++
      expectOp(')')
      if (!STATUS_FUNCTIONS.includes(token.text))
        throw new Error(`Función no soportada: ${token.text}()`)
      if (token.text === 'success') return context.succeeded
      if (token.text === 'failure') return !context.succeeded
      if (token.text === 'always') return true
      return false // cancelled(): a dry run is never cancelled
    }
    if (token.text === 'true') return true
    if (token.text === 'false') return false
    if (token.text === 'null') return null
    return context.lookup(token.text)
  }

  function comparison(): Value {
    const left = primary()
    for (const op of ['==', '!=']) {
      if (isOp(op)) {
        position++
        const same = equal(left, primary())
        return op === '==' ? same : !same
      }
    }
    if (['<', '>', '<=', '>='].some(isOp))
      throw new Error(`Comparación no soportada en "${source}"`)
    return left
  }

  function and(): Value {
    let value = comparison()
    while (isOp('&&')) {
      position++
      const right = comparison()
      value = truthy(value) ? right : value
    }
    return value
  }

  function or(): Value {
    let value = and()
    while (isOp('||')) {
      position++
      const right = and()
      value = truthy(value) ? value : right
    }
    return value
  }

  const value = or()
  if (position < tokens.length) throw new Error(`Sobra texto en la expresión "${source}"`)
  return value
}

/** A step's `if:` as GitHub reads it: without a status function it means success() && (…). */
export function conditionHolds(condition: Step['if'], context: ExpressionContext): boolean {
  if (condition === undefined) return context.succeeded
  if (typeof condition === 'boolean') return context.succeeded && condition
  const source = condition.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
  const usesStatus = new RegExp(`\\b(${STATUS_FUNCTIONS.join('|')})\\s*\\(`).test(source)
  const value = evaluate(source, context)
  return usesStatus ? truthy(value) : context.succeeded && truthy(value)
}

/** Replaces every `${{ … }}` of a value (as in env: and with:) by its result as text. */
export function interpolate(value: unknown, context: ExpressionContext): string {
  if (typeof value !== 'string') return String(value)
  return value.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, source: string) => {
    const result = evaluate(source, context)
    return result === null ? '' : String(result)
  })
}

/** Every `${{ … }}` of a text, without the braces. */
export const expressionsIn = (text: string): string[] =>
  [...text.matchAll(/\$\{\{([\s\S]*?)\}\}/g)].map((match) => match[1]!.trim())

// ── npm scripts ───────────────────────────────────────────────────────────────────────────────

/** The npm scripts a shell script calls: `npm run [--flags] name`, `npm test`, `npm start`. */
export function npmScriptsIn(script: string): string[] {
  const names: string[] = []
  for (const match of script.matchAll(
    /\bnpm\s+(?:run|run-script)((?:\s+-{1,2}[\w-]+)*)\s+([^\s;&|)]+)/g,
  ))
    names.push(match[2]!)
  for (const match of script.matchAll(/\bnpm\s+(test|start|stop|restart)\b/g)) names.push(match[1]!)
  return names
}

// ── A dry run of one job ──────────────────────────────────────────────────────────────────────

export interface Scenario {
  event: 'schedule' | 'workflow_dispatch' | 'repository_dispatch'
  inputs?: Record<string, Value>
  secrets?: Record<string, string>
  vars?: Record<string, string>
  /** Exit code of each `npm run <script>` (and `npm ci`, and `npx`); 0 when not listed. */
  npmExit?: Record<string, number>
}

export interface StepRun {
  step: Step
  ran: boolean
  outcome: 'success' | 'failure' | 'skipped'
  /** The step's environment as GitHub would give it (workflow, job and step env:). */
  env: Record<string, string>
  with: Record<string, string>
  outputs: Record<string, string>
  /** What the script printed (stdout and stderr). */
  log: string
}

export interface JobRun {
  steps: StepRun[]
  succeeded: boolean
  /** Each fake npm call's arguments, in order (npx calls as `npx …`). */
  npmCalls: string[]
  /** The folder the scripts ran in (removed by the caller with cleanup()). */
  workspace: string
  cleanup(): void
}

const FAKE_NPM = `#!/usr/bin/env bash
printf '%s\\n' "$*" >> "$FAKE_NPM_LOG"
name="\${@: -1}"
[ "$1" = ci ] && name=ci
code=$(awk -v s="$name" '$1 == s { print $2 }' "$FAKE_NPM_CODES")
exit "\${code:-0}"
`

/** npx, for a package's command line (a deploy CLI): logged as `npx …`, exit code under `npx`. */
const FAKE_NPX = `#!/usr/bin/env bash
printf 'npx %s\\n' "$*" >> "$FAKE_NPM_LOG"
code=$(awk '$1 == "npx" { print $2 }' "$FAKE_NPM_CODES")
exit "\${code:-0}"
`

function readOutputs(file: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue
    if (line.includes('<<')) throw new Error(`Salida multilínea no soportada: ${line}`)
    const equals = line.indexOf('=')
    if (equals < 1) throw new Error(`Línea de GITHUB_OUTPUT inválida: ${line}`)
    outputs[line.slice(0, equals)] = line.slice(equals + 1)
  }
  return outputs
}

/** Runs a job's steps in order as the runner would, each `run:` for real in bash. */
export function dryRun(workflow: Workflow, jobName: string, scenario: Scenario): JobRun {
  const job = workflow.jobs[jobName]
  if (!job) throw new Error(`No hay un job ${jobName}`)
  const workspace = mkdtempSync(path.join(tmpdir(), 'workflow-'))
  const bin = path.join(workspace, '.fake-bin')
  const home = path.join(workspace, '.home')
  mkdirSync(bin)
  mkdirSync(home)
  for (const [name, script] of [
    ['npm', FAKE_NPM],
    ['npx', FAKE_NPX],
  ] as const) {
    writeFileSync(path.join(bin, name), script)
    chmodSync(path.join(bin, name), 0o755)
  }
  const npmLog = path.join(workspace, '.npm-calls')
  const npmCodes = path.join(workspace, '.npm-codes')
  writeFileSync(npmLog, '')
  writeFileSync(
    npmCodes,
    Object.entries(scenario.npmExit ?? {})
      .map(([name, code]) => `${name} ${code}\n`)
      .join(''),
  )

  const runs: StepRun[] = []
  let succeeded = true
  const context = (env: Record<string, string>): ExpressionContext => ({
    succeeded,
    lookup(name) {
      const [head, ...rest] = name.split('.')
      const key = rest.join('.')
      switch (head) {
        case 'github':
          return (
            {
              event_name: scenario.event,
              run_id: '4242',
              run_attempt: '1',
              repository: 'agencia/sitio',
              'event.action': scenario.event === 'repository_dispatch' ? 'broker-change' : null,
            }[key] ?? null
          )
        case 'runner':
          return { os: 'Linux', temp: path.join(workspace, '.runner-temp') }[key] ?? null
        case 'inputs':
          return scenario.event === 'workflow_dispatch' ? (scenario.inputs?.[key] ?? null) : null
        case 'secrets':
          return scenario.secrets?.[key] ?? ''
        case 'vars':
          return scenario.vars?.[key] ?? ''
        case 'env':
          return env[key] ?? ''
        case 'steps': {
          const [id, field, output] = rest
          const run = runs.find((r) => r.step.id === id)
          if (!run) return null
          if (field === 'outputs' && output) return run.outputs[output] ?? ''
          if (field === 'outcome' || field === 'conclusion') return run.outcome
          throw new Error(`steps.${rest.join('.')} no soportado`)
        }
        default:
          throw new Error(`Contexto no soportado: ${name}`)
      }
    },
  })

  const envOf = (step: Step) => {
    const env: Record<string, string> = {}
    for (const block of [workflow.env, job.env, step.env])
      for (const [name, value] of Object.entries(block ?? {}))
        env[name] = interpolate(value, context(env))
    return env
  }

  job.steps.forEach((step, index) => {
    const env = envOf(step)
    const run: StepRun = {
      step,
      ran: false,
      outcome: 'skipped',
      env,
      with: {},
      outputs: {},
      log: '',
    }
    runs.push(run)
    if (!conditionHolds(step.if, context(env))) return
    run.ran = true
    for (const [name, value] of Object.entries(step.with ?? {}))
      run.with[name] = interpolate(value, context(env))
    if (step.run === undefined) {
      run.outcome = 'success'
      return
    }
    const script = path.join(workspace, `.step-${index}.sh`)
    const outputFile = path.join(workspace, `.step-${index}.output`)
    writeFileSync(script, step.run)
    writeFileSync(outputFile, '')
    const shellArgs =
      step.shell === 'bash'
        ? ['--noprofile', '--norc', '-eo', 'pipefail', script]
        : step.shell === undefined
          ? ['-e', script]
          : null
    if (!shellArgs) throw new Error(`shell: ${step.shell} no soportado`)
    const result = spawnSync('bash', shellArgs, {
      cwd: workspace,
      encoding: 'utf8',
      timeout: 20_000,
      env: {
        ...env,
        PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}`,
        HOME: home,
        GITHUB_OUTPUT: outputFile,
        GITHUB_ENV: path.join(workspace, '.github-env'),
        RUNNER_TEMP: path.join(workspace, '.runner-temp'),
        FAKE_NPM_LOG: npmLog,
        FAKE_NPM_CODES: npmCodes,
      },
    })
    run.log = `${result.stdout ?? ''}${result.stderr ?? ''}`
    run.outputs = readOutputs(outputFile)
    run.outcome = result.status === 0 ? 'success' : 'failure'
    if (run.outcome === 'failure') succeeded = false
  })

  return {
    steps: runs,
    succeeded,
    npmCalls: readFileSync(npmLog, 'utf8').split('\n').filter(Boolean),
    workspace,
    cleanup: () => rmSync(workspace, { recursive: true, force: true }),
  }
}
