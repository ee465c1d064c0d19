/**
 * @jest-environment node
 */
/**
 * The publish workflow (.github/workflows/publish.yml), read as GitHub reads it. Static checks
 * cover its shape (triggers, concurrency, cache, permissions, scripts, secrets); a dry run
 * (./actions.ts) runs its shell steps for real with a fake npm, to show which steps each trigger
 * and each exit code leads to. Each check returns its problems, so the last block can show that
 * a broken copy of the workflow is caught.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import {
  conditionHolds,
  dryRun,
  evaluate,
  expressionsIn,
  interpolate,
  npmScriptsIn,
  stepLabel,
  type ExpressionContext,
  type JobRun,
  type Scenario,
  type Step,
  type Workflow,
} from './actions'

const ROOT = path.resolve(__dirname, '../..')
const WORKFLOW_FILE = path.join(ROOT, '.github/workflows/publish.yml')
const PACKAGE_SCRIPTS = Object.keys(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: object })
    .scripts,
)
const STATE_PATHS = ['.build-state', '.cache', 'public']
const SERVICE_ENV = [
  'GATSBY_API_PROXY',
  'GATSBY_BROKER_API',
  'GATSBY_BACKEND_API',
  'GATSBY_CLIENT_ID',
  'TOKKO_KEY',
  'LEAD_TOKEN_SECRET',
  'SITE_URL',
]

const VARS = {
  GATSBY_API_PROXY: 'https://proxy.inmobiliaria.example',
  GATSBY_BROKER_API: 'https://tokko.example/api/v1',
  GATSBY_BACKEND_API: 'https://backend.example',
  GATSBY_CLIENT_ID: '17',
  SITE_URL: 'https://inmobiliaria.example',
}
const SECRETS = { TOKKO_KEY: 'tokko-7f3a9e51c2', LEAD_TOKEN_SECRET: 'firma-c41d0b77' }
/** A deploy command as the workflow asks for one: it publishes $DEPLOY_DIR, the bundle. */
const DEPLOY = 'test "$DEPLOY_DIR" = .deploy && touch deployed && echo subido'
const NETLIFY = {
  vars: { ...VARS, DEPLOY_TARGET: 'netlify', NETLIFY_SITE_ID: 'sitio-1234' },
  secrets: { ...SECRETS, NETLIFY_AUTH_TOKEN: 'nfp_token-9d2e' },
}

const loadWorkflow = (): Workflow => parse(readFileSync(WORKFLOW_FILE, 'utf8')) as Workflow
const clone = (workflow: Workflow): Workflow => structuredClone(workflow)
const onlyJob = (workflow: Workflow) => Object.values(workflow.jobs)[0]!
const jobName = (workflow: Workflow) => Object.keys(workflow.jobs)[0]!

// ── Finding steps by what they do ─────────────────────────────────────────────────────────────

const scriptsOf = (step: Step) => npmScriptsIn(step.run ?? '')
const callsScript = (name: string) => (step: Step) => scriptsOf(step).includes(name)
const usesAction = (action: string) => (step: Step) => step.uses?.split('@')[0] === action
const isRestore = (step: Step) =>
  usesAction('actions/cache')(step) || usesAction('actions/cache/restore')(step)
const isSave = (step: Step) =>
  usesAction('actions/cache')(step) || usesAction('actions/cache/save')(step)
const isDeploy = (step: Step) =>
  /(?:eval|(?:ba)?sh -c)\s+"\$(?:\{DEPLOY_COMMAND\}|DEPLOY_COMMAND)"/.test(step.run ?? '')
const isArtifact = usesAction('actions/upload-artifact')
const isNetlifyDeploy = (step: Step) => /\bnpx\b.*\bnetlify-cli@\d+ deploy\b/.test(step.run ?? '')

function findSteps(workflow: Workflow) {
  const steps = onlyJob(workflow).steps
  const one = (what: string, test: (step: Step) => boolean) => {
    const found = steps.filter(test)
    if (found.length !== 1) throw new Error(`Se esperaba un paso que ${what}; hay ${found.length}`)
    return found[0]!
  }
  return {
    steps,
    changes: one('corre npm run changes', callsScript('changes')),
    build: one('corre npm run build', callsScript('build')),
    check: one('corre npm run publish:check', callsScript('publish:check')),
    bundle: one('corre npm run bundle', callsScript('bundle')),
    deploy: one('corre DEPLOY_COMMAND', isDeploy),
    netlify: one('despliega en Netlify', isNetlifyDeploy),
    artifact: one('sube el paquete como artefacto', isArtifact),
    restore: one('restaura la caché', isRestore),
    save: one('guarda la caché', isSave),
  }
}

// ── Checks (each returns its problems) ────────────────────────────────────────────────────────

function triggerProblems(workflow: Workflow): string[] {
  const problems: string[] = []
  const on = workflow.on ?? {}
  const names = Object.keys(on).sort()
  if (names.join() !== 'repository_dispatch,schedule,workflow_dispatch')
    problems.push(`disparadores: ${names.join(', ')}`)
  const dispatch = on.repository_dispatch as { types?: unknown } | null
  if (JSON.stringify(dispatch?.types) !== '["broker-change"]')
    problems.push(`repository_dispatch.types: ${JSON.stringify(dispatch?.types)}`)
  const schedule = on.schedule as Array<{ cron?: unknown }> | undefined
  if (!Array.isArray(schedule) || schedule.length === 0) problems.push('schedule sin entradas')
  for (const entry of schedule ?? [])
    if (typeof entry.cron !== 'string' || entry.cron.trim().split(/\s+/).length !== 5)
      problems.push(`cron inválido: ${JSON.stringify(entry.cron)}`)
  return problems
}

function concurrencyProblems(workflow: Workflow): string[] {
  const problems: string[] = []
  const concurrency = workflow.concurrency as { group?: unknown; 'cancel-in-progress'?: unknown }
  if (typeof concurrency?.group !== 'string' || !concurrency.group.trim())
    problems.push('concurrency sin group')
  // A group built from the event or the run would let two publications overlap.
  else if (expressionsIn(concurrency.group).length) problems.push('el group depende del run')
  if (concurrency?.['cancel-in-progress'] !== false) problems.push('cancel-in-progress no es false')
  for (const [name, job] of Object.entries(workflow.jobs))
    if ('concurrency' in job) problems.push(`el job ${name} tiene su propia concurrency`)
  return problems
}

const pathList = (value: unknown) =>
  String(value ?? '')
    .split('\n')
    .map((line) => line.trim().replace(/^\.\/|\/+$/g, ''))
    .filter(Boolean)
    .sort()

const keyContext = (runId: string): ExpressionContext => ({
  succeeded: true,
  lookup: (name) =>
    ({ 'runner.os': 'Linux', 'github.run_id': runId, 'github.run_attempt': '1' })[name] ??
    (() => {
      throw new Error(`La clave de la caché usa ${name}`)
    })(),
})

function cacheProblems(workflow: Workflow): string[] {
  const problems: string[] = []
  const { restore, save } = findSteps(workflow)
  for (const step of [restore, save])
    if (pathList(step.with?.path).join() !== STATE_PATHS.join())
      problems.push(`${stepLabel(step)} guarda ${pathList(step.with?.path).join(', ')}`)
  const keys = [keyContext('1001'), keyContext('1002')].map((context) => ({
    restore: interpolate(restore.with?.key, context),
    save: interpolate(save.with?.key, context),
  }))
  if (keys[0]!.restore === keys[1]!.restore) problems.push('la clave no cambia de un run a otro')
  if (keys.some((key) => key.restore !== key.save)) problems.push('se guarda con otra clave')
  const prefixes = pathList(restore.with?.['restore-keys']).map((line) =>
    interpolate(line, keyContext('1001')),
  )
  if (!prefixes.length) problems.push('sin restore-keys: nunca se encontraría el run anterior')
  for (const prefix of prefixes)
    if (!keys.every((key) => key.restore.startsWith(prefix)))
      problems.push(`restore-keys "${prefix}" no es prefijo de la clave`)
  return problems
}

function orderProblems(workflow: Workflow): string[] {
  const found = findSteps(workflow)
  const at = (step: Step) => found.steps.indexOf(step)
  const install = found.steps.findIndex((step) => /\bnpm ci\b/.test(step.run ?? ''))
  const problems: string[] = []
  const before = (a: number, b: number, what: string) => a < b || problems.push(what)
  before(install, at(found.changes), 'npm ci después del control de cambios')
  before(at(found.restore), at(found.changes), 'el control de cambios corre sin .build-state')
  before(at(found.changes), at(found.build), 'build antes del control de cambios')
  before(at(found.build), at(found.check), 'publish:check antes del build')
  before(at(found.check), at(found.bundle), 'el paquete antes de publish:check')
  before(at(found.bundle), at(found.deploy), 'deploy antes de armar el paquete')
  before(at(found.bundle), at(found.artifact), 'artefacto antes de armar el paquete')
  before(at(found.check), at(found.netlify), 'Netlify antes de publish:check')
  before(at(found.deploy), at(found.save), 'la caché se guarda antes del deploy')
  before(at(found.netlify), at(found.save), 'la caché se guarda antes de Netlify')
  before(at(found.artifact), at(found.save), 'la caché se guarda antes del artefacto')
  return problems
}

function scriptProblems(workflow: Workflow, known = PACKAGE_SCRIPTS): string[] {
  const called = onlyJob(workflow).steps.flatMap(scriptsOf)
  return [...new Set(called)]
    .filter((name) => !known.includes(name))
    .map((name) => `npm run ${name} no existe en package.json`)
}

/** Where a secret may show up: only a step's env:, never a run:, an if:, or the job's env:. */
function secretPlacementProblems(workflow: Workflow): string[] {
  const problems: string[] = []
  const mentions = (value: unknown) => /\bsecrets\./.test(JSON.stringify(value ?? ''))
  if (mentions(workflow.env)) problems.push('secretos en el env del workflow')
  const job = onlyJob(workflow)
  if (mentions(job.env)) problems.push('secretos en el env del job (llegan a npm ci)')
  for (const step of job.steps) {
    if (/\$\{\{/.test(step.run ?? '')) problems.push(`${stepLabel(step)}: \${{ }} dentro de run`)
    if (mentions(step.if)) problems.push(`${stepLabel(step)}: secretos en if`)
    if (mentions(step.with)) problems.push(`${stepLabel(step)}: secretos en with`)
  }
  return problems
}

/** No script prints a variable that holds a secret, turns on tracing or dumps the environment. */
function secretEchoProblems(workflow: Workflow): string[] {
  const problems: string[] = []
  for (const step of onlyJob(workflow).steps) {
    const secretNames = Object.entries(step.env ?? {})
      .filter(([, value]) => /\bsecrets\./.test(String(value)))
      .map(([name]) => name)
    for (const line of (step.run ?? '').split('\n')) {
      if (/\bset\s+-\w*x|\bset\s+-o\s+xtrace|^\s*(?:env|printenv|export -p|set)\s*$/.test(line))
        problems.push(`${stepLabel(step)}: ${line.trim()}`)
      for (const name of secretNames)
        if (new RegExp(`\\b(?:echo|printf|cat)\\b.*\\$\\{?${name}\\b`).test(line))
          problems.push(`${stepLabel(step)} imprime ${name}`)
    }
  }
  return problems
}

// ── Dry runs ──────────────────────────────────────────────────────────────────────────────────

const runs: JobRun[] = []
afterAll(() => runs.forEach((run) => run.cleanup()))

function simulate(workflow: Workflow, scenario: Partial<Scenario> & Pick<Scenario, 'event'>) {
  const run = dryRun(workflow, jobName(workflow), {
    vars: VARS,
    secrets: { ...SECRETS, DEPLOY_COMMAND: DEPLOY },
    ...scenario,
  })
  runs.push(run)
  const steps = findSteps(workflow)
  const ran = (step: Step) => run.steps.find((r) => r.step === step)!.ran
  return {
    run,
    ran,
    built: ran(steps.build),
    deployed: existsSync(path.join(run.workspace, 'deployed')),
    toNetlify: run.npmCalls.some((call) => /^npx .*netlify-cli@\d+ deploy/.test(call)),
    uploaded: ran(steps.artifact),
    saved: ran(steps.save),
    envOf: (step: Step) => run.steps.find((r) => r.step === step)!.env,
  }
}

/** On schedule, exit 1 of npm run changes ends the run well and builds nothing. */
function gateProblems(workflow: Workflow): string[] {
  const quiet = simulate(workflow, { event: 'schedule', npmExit: { changes: 1 } })
  const problems: string[] = []
  if (!quiet.run.succeeded) problems.push('sin cambios el job falla')
  if (quiet.built || quiet.deployed || quiet.uploaded || quiet.saved)
    problems.push('sin cambios igual construye, publica o guarda')
  const changed = simulate(workflow, { event: 'schedule', npmExit: { changes: 0 } })
  if (!changed.built || !changed.deployed || !changed.saved)
    problems.push('con cambios no construye y publica')
  return problems
}

/**
 * No way to publish the files without the functions: the artifact and the deploy command get the
 * bundle, a command that names public/ alone or a target that is not one stops the run before
 * anything is installed, and Netlify gets its adapter's output.
 */
function staticOnlyProblems(workflow: Workflow): string[] {
  const problems: string[] = []
  const { artifact, deploy, netlify } = findSteps(workflow)
  if (pathList(artifact.with?.path).join() !== '.deploy')
    problems.push('el artefacto no es el paquete')
  if (deploy.env?.DEPLOY_DIR !== '.deploy') problems.push('DEPLOY_COMMAND no recibe DEPLOY_DIR')
  if (!/--dir public\b/.test(netlify.run ?? '') || /--functions\b/.test(netlify.run ?? ''))
    problems.push('Netlify no recibe public/ con las funciones del adaptador')
  const refused = (scenario: Partial<Scenario>) => {
    const result = simulate(workflow, { event: 'workflow_dispatch', ...scenario })
    return !result.run.succeeded && result.run.npmCalls.length === 0
  }
  const onlyPublic = {
    secrets: { ...SECRETS, DEPLOY_COMMAND: 'rsync -a --delete public/ sitio:/srv/' },
  }
  if (!refused(onlyPublic)) problems.push('acepta un DEPLOY_COMMAND que sube solo public/')
  for (const target of ['static', 'pages'])
    if (!refused({ vars: { ...VARS, DEPLOY_TARGET: target } }))
      problems.push(`acepta DEPLOY_TARGET=${target}`)
  return problems
}

// ── Tests ─────────────────────────────────────────────────────────────────────────────────────

describe('publish workflow: shape', () => {
  const workflow = loadWorkflow()
  const job = onlyJob(workflow)

  it('is read as YAML 1.2 ("on" stays a key) and has one job', () => {
    expect(Object.keys(workflow)).toContain('on')
    expect(Object.keys(workflow.jobs)).toHaveLength(1)
  })

  it('has one step for each part: change check, build, check, bundle, deploys, artifact, cache', () => {
    expect(() => findSteps(workflow)).not.toThrow()
  })

  it('runs on broker-change dispatches, on a schedule and by hand', () => {
    expect(triggerProblems(workflow)).toEqual([])
    expect(Object.keys(workflow.on)).toContain('workflow_dispatch')
  })

  it('publishes one run at a time in one group, never cancelling the one in progress', () => {
    expect(concurrencyProblems(workflow)).toEqual([])
  })

  it('asks only to read the repository', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' })
    expect(job).not.toHaveProperty('permissions')
  })

  it('uses Node 20 on Ubuntu and installs with npm ci', () => {
    expect(job['runs-on']).toMatch(/^ubuntu-/)
    const setup = job.steps.filter(usesAction('actions/setup-node'))
    expect(setup).toHaveLength(1)
    expect(String(setup[0]!.with?.['node-version'])).toBe('20')
    expect(job.steps.some((step) => /^npm ci\b/m.test(step.run ?? ''))).toBe(true)
  })

  it('restores and saves exactly .cache, public and .build-state under a new key each run', () => {
    expect(cacheProblems(workflow)).toEqual([])
  })

  it('orders install, restore, change check, build, check, deploy and save', () => {
    expect(orderProblems(workflow)).toEqual([])
  })

  it('calls only npm scripts that exist or are promised', () => {
    expect(scriptProblems(workflow)).toEqual([])
    expect(job.steps.flatMap(scriptsOf)).toEqual(
      expect.arrayContaining(['changes', 'build', 'publish:check']),
    )
  })

  it('builds with CI and every service variable, the secrets from secrets', () => {
    const { build } = findSteps(workflow)
    const env = { ...workflow.env, ...job.env, ...build.env }
    expect(String(env.CI)).toBe('true')
    for (const name of SERVICE_ENV) expect(env).toHaveProperty(name)
    expect(build.env?.TOKKO_KEY).toBe('${{ secrets.TOKKO_KEY }}')
    expect(build.env?.LEAD_TOKEN_SECRET).toBe('${{ secrets.LEAD_TOKEN_SECRET }}')
  })

  it('keeps secrets in the env of the steps that need them and never prints them', () => {
    expect(secretPlacementProblems(workflow)).toEqual([])
    expect(secretEchoProblems(workflow)).toEqual([])
  })
})

describe('publish workflow: dry runs', () => {
  const workflow = loadWorkflow()
  // Found in beforeAll: a missing step then fails every test here with its reason.
  let steps: ReturnType<typeof findSteps>
  beforeAll(() => {
    steps = findSteps(workflow)
  })

  it('on schedule builds only when npm run changes exits 0', () => {
    expect(gateProblems(workflow)).toEqual([])
  })

  it('on schedule fails, without building, when npm run changes exits 2', () => {
    const down = simulate(workflow, { event: 'schedule', npmExit: { changes: 2 } })
    expect(down.run.succeeded).toBe(false)
    expect(down.built || down.deployed || down.uploaded || down.saved).toBe(false)
    expect(down.run.steps.find((r) => r.step === steps.changes)!.outcome).toBe('failure')
  })

  it.each(['workflow_dispatch', 'repository_dispatch'] as const)(
    'on %s builds without asking npm run changes',
    (event) => {
      const result = simulate(workflow, { event })
      expect(result.run.npmCalls.filter((call) => call.includes('changes'))).toEqual([])
      expect(result.run.npmCalls).toEqual(
        expect.arrayContaining(['run build', 'run publish:check']),
      )
      expect(result.built && result.deployed && result.saved).toBe(true)
      expect(result.run.succeeded).toBe(true)
    },
  )

  it('gives the build CI, the services and the secrets', () => {
    const env = simulate(workflow, { event: 'repository_dispatch' }).envOf(steps.build)
    expect(env).toMatchObject({ CI: 'true', ...VARS, ...SECRETS, ALLOW_SHRINK: '' })
  })

  it('sets ALLOW_SHRINK only for a manual run that asks for it', () => {
    const manual = simulate(workflow, {
      event: 'workflow_dispatch',
      inputs: { allow_shrink: true },
    })
    expect(manual.envOf(steps.build).ALLOW_SHRINK).toBe('1')
  })

  it('runs DEPLOY_COMMAND from a variable too, and keeps the bundle as an artifact without one', () => {
    const fromVar = simulate(workflow, {
      event: 'workflow_dispatch',
      secrets: SECRETS,
      vars: { ...VARS, DEPLOY_COMMAND: DEPLOY },
    })
    expect(fromVar.deployed && !fromVar.uploaded && !fromVar.toNetlify).toBe(true)
    expect(fromVar.run.npmCalls).toEqual(expect.arrayContaining(['run bundle']))
    const none = simulate(workflow, { event: 'workflow_dispatch', secrets: SECRETS })
    expect(none.deployed).toBe(false)
    expect(none.uploaded && none.saved && none.run.succeeded).toBe(true)
    expect(none.run.steps.find((r) => r.step === steps.artifact)!.with).toMatchObject({
      path: expect.stringMatching(/^\.deploy\/?$/),
      'include-hidden-files': 'true',
    })
  })

  it('never publishes the files without the functions', () => {
    expect(staticOnlyProblems(workflow)).toEqual([])
  })

  it('with DEPLOY_TARGET=netlify builds for Netlify and deploys with its CLI alone', () => {
    const result = simulate(workflow, { event: 'repository_dispatch', ...NETLIFY })
    expect(result.run.succeeded).toBe(true)
    expect(result.envOf(steps.build).DEPLOY_TARGET).toBe('netlify')
    expect(result.run.npmCalls).not.toContain('run bundle')
    expect(result.toNetlify && !result.deployed && !result.uploaded && result.saved).toBe(true)
    expect(result.envOf(steps.netlify)).toMatchObject({
      NETLIFY_AUTH_TOKEN: NETLIFY.secrets.NETLIFY_AUTH_TOKEN,
      NETLIFY_SITE_ID: 'sitio-1234',
    })
    const failed = simulate(workflow, {
      event: 'repository_dispatch',
      ...NETLIFY,
      npmExit: { npx: 1 },
    })
    expect(failed.run.succeeded || failed.saved).toBe(false)
    const { NETLIFY_AUTH_TOKEN: _, ...noToken } = NETLIFY.secrets
    const missing = simulate(workflow, { event: 'workflow_dispatch', ...NETLIFY, secrets: noToken })
    expect(missing.run.succeeded).toBe(false)
    expect(missing.run.npmCalls).toEqual([])
  })

  it.each([
    ['build', { build: 1 }],
    ['publish:check', { 'publish:check': 1 }],
  ])('deploys nothing and saves no state when %s fails', (_, npmExit) => {
    const result = simulate(workflow, { event: 'workflow_dispatch', npmExit })
    expect(result.run.succeeded).toBe(false)
    expect(result.deployed || result.uploaded || result.saved).toBe(false)
  })

  it('saves no state when the deploy command fails', () => {
    const result = simulate(workflow, {
      event: 'repository_dispatch',
      secrets: { ...SECRETS, DEPLOY_COMMAND: 'echo no hay conexión >&2; exit 12' },
    })
    expect(result.run.succeeded).toBe(false)
    expect(result.saved).toBe(false)
  })

  it('stops before installing when a service variable or TOKKO_KEY is missing', () => {
    const { TOKKO_KEY: _, ...noKey } = SECRETS
    for (const scenario of [
      { secrets: noKey },
      { vars: { ...VARS, GATSBY_BACKEND_API: '' } },
    ] satisfies Array<Partial<Scenario>>) {
      const result = simulate(workflow, { event: 'workflow_dispatch', ...scenario })
      expect(result.run.succeeded).toBe(false)
      expect(result.run.npmCalls).toEqual([])
    }
  })

  it('never prints a secret in any of these runs', () => {
    const secrets = [...Object.values(SECRETS), DEPLOY, NETLIFY.secrets.NETLIFY_AUTH_TOKEN]
    expect(runs.length).toBeGreaterThan(5)
    for (const run of runs)
      for (const step of run.steps)
        for (const secret of secrets) expect(step.log).not.toContain(secret)
  })
})

describe('the checks themselves catch a broken workflow', () => {
  const good = loadWorkflow()
  const mutate = (change: (workflow: Workflow, steps: ReturnType<typeof findSteps>) => void) => {
    const workflow = clone(good)
    change(workflow, findSteps(workflow))
    return workflow
  }

  it('a build that ignores the change check', () => {
    expect(gateProblems(mutate((_, { build }) => delete build.if))).not.toEqual([])
  })

  it('a change check whose exit 1 fails the step', () => {
    const broken = mutate((_, { changes }) => {
      changes.run = 'npm run --silent changes && echo "changed=true" >> "$GITHUB_OUTPUT"'
    })
    expect(gateProblems(broken)).not.toEqual([])
  })

  it('cancel-in-progress, a group per event, a trigger missing', () => {
    expect(
      concurrencyProblems(
        mutate((w) => Object.assign(w.concurrency as object, { 'cancel-in-progress': true })),
      ),
    ).not.toEqual([])
    expect(
      concurrencyProblems(
        mutate((w) =>
          Object.assign(w.concurrency as object, { group: 'p-${{ github.event_name }}' }),
        ),
      ),
    ).not.toEqual([])
    expect(triggerProblems(mutate((w) => delete w.on.schedule))).not.toEqual([])
    expect(
      triggerProblems(mutate((w) => ((w.on.repository_dispatch as object) = { types: ['push'] }))),
    ).not.toEqual([])
  })

  it('a cache without .build-state, a fixed key, a save before the deploy', () => {
    expect(
      cacheProblems(mutate((_, { save }) => (save.with!.path = '.cache\npublic\n'))),
    ).not.toEqual([])
    expect(
      cacheProblems(
        mutate((_, { restore, save }) => (restore.with!.key = save.with!.key = 'site-build')),
      ),
    ).not.toEqual([])
    const early = mutate((w, { save }) => {
      const steps = onlyJob(w).steps
      steps.splice(steps.indexOf(save), 1)
      steps.splice(1, 0, save)
    })
    expect(orderProblems(early)).not.toEqual([])
  })

  it('a static-only deploy: public/ as the artifact, or no check of the target', () => {
    expect(
      staticOnlyProblems(mutate((_, { artifact }) => (artifact.with!.path = 'public/'))),
    ).not.toEqual([])
    const unchecked = mutate((w) => {
      const check = onlyJob(w).steps.find((step) => step.name === 'Check configuration')!
      check.run = check.run!.replace(/case "\$\{DEPLOY_TARGET[\s\S]*?esac\n/, '')
    })
    expect(staticOnlyProblems(unchecked)).toEqual(
      expect.arrayContaining(['acepta un DEPLOY_COMMAND que sube solo public/']),
    )
  })

  it('an npm script nobody wrote', () => {
    expect(scriptProblems(mutate((_, { build }) => (build.run = 'npm run build:all')))).toEqual([
      'npm run build:all no existe en package.json',
    ])
    expect(scriptProblems(good, [])).toEqual(
      ['changes', 'build', 'publish:check', 'bundle'].map(
        (name) => `npm run ${name} no existe en package.json`,
      ),
    )
  })

  it('a secret printed, spliced into a script, or given to every step', () => {
    expect(
      secretEchoProblems(
        mutate((_, { build }) => (build.run = 'echo "key: $TOKKO_KEY"\nnpm run build')),
      ),
    ).not.toEqual([])
    expect(
      secretPlacementProblems(
        mutate((_, { build }) => (build.run = 'TOKKO_KEY=${{ secrets.TOKKO_KEY }} npm run build')),
      ),
    ).not.toEqual([])
    expect(
      secretPlacementProblems(
        mutate((w) => (onlyJob(w).env!.TOKKO_KEY = '${{ secrets.TOKKO_KEY }}')),
      ),
    ).not.toEqual([])
  })
})

describe('the expression reader', () => {
  const context = (values: Record<string, string | null>, succeeded = true): ExpressionContext => ({
    succeeded,
    lookup: (name) => values[name] ?? null,
  })

  it('follows GitHub: loose ==, || and && give a value, implicit success()', () => {
    const ctx = context({ 'github.event_name': 'schedule', 'steps.a.outputs.x': 'TRUE' })
    expect(evaluate("github.event_name == 'Schedule'", ctx)).toBe(true)
    expect(evaluate("steps.a.outputs.x == 'true' && 'si' || 'no'", ctx)).toBe('si')
    expect(evaluate("inputs.y && '1' || ''", ctx)).toBe('')
    expect(evaluate("!(github.event_name != 'schedule')", ctx)).toBe(true)
    expect(conditionHolds("github.event_name == 'schedule'", context({}, false))).toBe(false)
    expect(conditionHolds('always()', context({}, false))).toBe(true)
    expect(interpolate('k-${{ github.event_name }}-', ctx)).toBe('k-schedule-')
  })

  it('refuses what it does not know instead of guessing', () => {
    expect(() => evaluate("contains(github.event_name, 'x')", context({}))).toThrow()
    expect(() => evaluate('github.event_name ==', context({}))).toThrow()
    expect(() => evaluate("a == 'b' c", context({}))).toThrow()
  })

  it('finds the npm scripts a shell script calls', () => {
    expect(npmScriptsIn('npm ci\nnpm run --silent changes; npm run build && npm test')).toEqual([
      'changes',
      'build',
      'test',
    ])
  })
})
