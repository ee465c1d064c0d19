#!/usr/bin/env node
/**
 * `npm test`: every suite of the project in one run: a build and browser check on an agency the
 * site has never seen, the demo build (which also writes the GraphQL types), the type check, the
 * format check, ESLint, unit and component tests, how static hosts find the pages of hostile broker
 * addresses, the real-browser suite, generated hostile requests to the built site and the
 * publisher, the first-load weight budget,
 * the build for Netlify, and the publisher's rebuild cycles.
 * It closes with one line `N passed, N failed` summing them all, which CI reads.
 * TEST_SUITES=typecheck,unit runs a subset while working.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  EMULATOR_ORIGIN,
  ensureEmulator,
  startEmulatorProcess,
  usesDefaultEmulator,
} from './emulator-process.mjs'
import { runInGroup } from './process-group.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const resultsDir = path.join(root, 'test-results')
mkdirSync(resultsDir, { recursive: true })

const wanted = (
  process.env.TEST_SUITES ||
  'unseen,build,leaks,typecheck,lint,eslint,unit,slugs,e2e,hostile,weight,netlify,develop,publish'
)
  .split(',')
  .map((s) => s.trim())
const results = []

/**
 * A server-only secret set for every build, which the leaks suite then looks for in .cache/
 * (the compiled functions) and the build state: a build that wrote it anywhere fails it.
 */
const canary = { LEAD_TOKEN_SECRET: `canario-${randomBytes(24).toString('base64url')}` }

/**
 * Runs one step in a process group of its own and returns once nothing it started is left
 * (scripts/process-group.mjs): a Gatsby worker outliving its build must not share .cache with
 * the next build, nor keep this runner from exiting.
 */
async function run(command, args, env = {}) {
  const done = await runInGroup(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (done.leftovers > 0)
    console.log(
      `\n${path.basename(command)} ${args[0] ?? ''}: ${done.leftovers} procesos suyos seguían vivos al terminar; se los terminó.\n`,
    )
  return { ok: done.code === 0, seconds: done.seconds.toFixed(1) }
}

function record(name, passed, failed, seconds, note = '') {
  results.push({ name, passed, failed, seconds, note })
  console.log(`\n── ${name}: ${passed} passed, ${failed} failed (${seconds} s) ${note}\n`)
}

/**
 * ESLint over the whole project with no warning allowed: one check, like the type check. Each
 * problem is printed as file:line:column, rule and message.
 */
async function runEslint() {
  const report = path.join(resultsDir, 'eslint.json')
  rmSync(report, { force: true })
  const args = ['.', '--max-warnings=0', '--format', 'json', '--output-file', report]
  const { seconds } = await run(bin('eslint'), args)
  if (!existsSync(report)) return record('eslint', 0, 1, seconds, '(ESLint did not report)')
  const files = JSON.parse(readFileSync(report, 'utf8'))
  const failing = files.filter((file) => file.messages.length > 0)
  for (const file of failing) {
    for (const message of file.messages) {
      const where = `${path.relative(root, file.filePath)}:${message.line}:${message.column}`
      console.log(`${where}  ${message.ruleId ?? 'eslint'}  ${message.message.split('\n')[0]}`)
    }
  }
  const problems = failing.reduce((sum, file) => sum + file.messages.length, 0)
  const note = `(${files.length} files${problems ? `; ${problems} problems in ${failing.length}` : ''})`
  record('eslint', problems ? 0 : 1, problems ? 1 : 0, seconds, note)
}

/**
 * Runs a Jest config and reads its counts from the JSON report (`<report>.json`, the suite's
 * name unless the suite writes a file of that name itself).
 */
async function runJest(name, args, env = {}, reportName = name) {
  const report = path.join(resultsDir, `${reportName}.json`)
  const { ok, seconds } = await run(bin('jest'), [...args, '--json', `--outputFile=${report}`], env)
  if (!existsSync(report)) return record(name, 0, 1, seconds, '(Jest did not report)')
  const json = JSON.parse(readFileSync(report, 'utf8'))
  // A suite that fails to load counts as a failure even though none of its tests ran.
  const brokenSuites = json.numRuntimeErrorTestSuites ?? 0
  const failed =
    json.numFailedTests + brokenSuites + (ok || json.numFailedTests || brokenSuites ? 0 : 1)
  record(name, json.numPassedTests, failed, seconds)
}

/**
 * No file of public/ holds the broker key or a masked listing's exact address or point, and no
 * output a server or CI keeps holds a server-only secret.
 */
async function checkLeaks(name, env = {}) {
  const { ok, seconds } = await run(bin('tsx'), ['scripts/check-leaks.ts'], env)
  record(name, ok ? 1 : 0, ok ? 0 : 1, seconds)
}

/**
 * The site built on an agency it has never seen: another seed of the demo, listings from the
 * backend instead of Tokko, on another port; then every route checked in the browser. It runs
 * first, so the main demo's build is what stays in public/.
 */
async function unseenAgency() {
  const port = 4011
  const origin = `http://127.0.0.1:${port}`
  const scratch = mkdtempSync(path.join(tmpdir(), 'agencia-nueva-'))
  const stop = await startEmulatorProcess({
    port,
    env: {
      ...process.env,
      DEMO_SEED: '7',
      EMULATOR_LISTING_SOURCE: 'backend',
      // A backend that no longer serves the broker key on its public settings answer.
      EMULATOR_SETTINGS_KEYS: '0',
      EMULATOR_DATA_DIR: path.join(scratch, 'emulator'),
    },
  })
  const services = {
    GATSBY_API_PROXY: origin,
    GATSBY_BROKER_API: origin,
    GATSBY_BACKEND_API: origin,
  }
  try {
    const build = await run(bin('gatsby'), ['build'], {
      ...services,
      ...canary,
      CI: 'true',
      BUILD_STATE_DIR: path.join(scratch, 'build-state'),
    })
    record('unseen-build', build.ok ? 1 : 0, build.ok ? 0 : 1, build.seconds)
    if (build.ok && wanted.includes('leaks'))
      await checkLeaks('unseen-leaks', {
        ...services,
        ...canary,
        BUILD_STATE_DIR: path.join(scratch, 'build-state'),
      })
    // The journeys that ask the services what to expect ask this agency's.
    if (build.ok)
      await runJest('unseen-e2e', ['-c', '__tests__/e2e/jest.e2e.config.ts', 'routes'], {
        ...services,
        E2E_EMULATOR_URL: origin,
      })
  } finally {
    await stop()
    rmSync(scratch, { recursive: true, force: true })
  }
}

if (wanted.includes('unseen')) await unseenAgency()

// The build, the leak scan and the browser suites read the demo agency's services.
const needsServices = ['build', 'leaks', 'e2e', 'weight'].some((suite) => wanted.includes(suite))
const stopEmulator = needsServices ? await ensureEmulator() : async () => undefined

// The results map's background from the demo emulator: no tile server of the internet answers
// here, and the browser suite checks the map with its tiles (map.e2e.ts).
const demoTiles =
  usesDefaultEmulator() && !process.env.GATSBY_MAP_TILES
    ? {
        GATSBY_MAP_TILES: `${EMULATOR_ORIGIN}/tiles/{z}/{x}/{y}.png`,
        GATSBY_MAP_ATTRIBUTION: 'Teselas de prueba del emulador',
      }
    : {}

let built = existsSync(path.join(root, 'public/index.html'))
if (wanted.includes('build')) {
  const { ok, seconds } = await run(bin('gatsby'), ['build'], {
    CI: 'true',
    ...demoTiles,
    ...canary,
  })
  built = ok
  record('build', ok ? 1 : 0, ok ? 0 : 1, seconds)
}
if (wanted.includes('leaks')) {
  if (built) await checkLeaks('leaks', canary)
  else record('leaks', 0, 1, '0.0', '(not run: there is no built site)')
}
if (wanted.includes('typecheck')) {
  const { ok, seconds } = await run(bin('tsc'), ['--noEmit', '-p', '.'])
  record('typecheck', ok ? 1 : 0, ok ? 0 : 1, seconds)
}
if (wanted.includes('lint')) {
  const { ok, seconds } = await run(bin('prettier'), ['--check', '.', '--log-level', 'warn'])
  record('lint', ok ? 1 : 0, ok ? 0 : 1, seconds)
}
if (wanted.includes('eslint')) await runEslint()
if (wanted.includes('unit')) await runJest('unit', [])
// Page addresses of hostile broker addresses asked of the production server, Cloudflare's asset
// rules and a real nginx, on pages of their own in a temporary folder (__tests__/slugs).
if (wanted.includes('slugs')) await runJest('slugs', ['-c', '__tests__/slugs/jest.config.ts'])
if (wanted.includes('e2e')) {
  if (built) await runJest('e2e', ['-c', '__tests__/e2e/jest.e2e.config.ts'])
  else record('e2e', 0, 1, '0.0', '(not run: there is no built site)')
}
// Generated hostile requests to the built site on its production server (an emulator and the
// publisher's routes of its own, in the suite's process); its table of answers by category goes
// to test-results/hostile.json, Jest's report to hostile-jest.json (__tests__/hostile).
if (wanted.includes('hostile')) {
  if (built)
    await runJest('hostile', ['-c', '__tests__/hostile/jest.config.ts'], {}, 'hostile-jest')
  else record('hostile', 0, 1, '0.0', '(not run: there is no built site)')
}
if (wanted.includes('weight')) {
  // The budgets of performance-budget.json, one check each (scripts/perf/weight.ts).
  const report = path.join(resultsDir, 'weight.json')
  rmSync(report, { force: true })
  const { seconds } = built ? await run(bin('tsx'), ['scripts/perf/weight.ts']) : { seconds: '0.0' }
  if (!existsSync(report)) {
    record('weight', 0, 1, seconds, built ? '(no report)' : '(not run: there is no built site)')
  } else {
    const { checks } = JSON.parse(readFileSync(report, 'utf8'))
    const held = checks.filter((check) => check.ok).length
    record('weight', held, checks.length - held, seconds)
  }
}

await stopEmulator()

// The site built for Netlify, on a copy with an emulator of its own (__tests__/netlify): its
// functions called as Netlify calls them, its headers and redirects, a second build on its output.
if (wanted.includes('netlify')) await runJest('netlify', ['-c', '__tests__/netlify/jest.config.ts'])
// `npm run develop` on a copy with an emulator of its own (__tests__/develop).
if (wanted.includes('develop')) await runJest('develop', ['-c', '__tests__/develop/jest.config.ts'])

// The publisher end to end, on a copy of the site with an emulator of its own
// (publisher/integration): ten rebuild cycles, a failed build, a rollback.
if (wanted.includes('publish'))
  await runJest('publish', ['-c', 'publisher/integration/jest.config.ts'])

const passed = results.reduce((sum, r) => sum + r.passed, 0)
const failed = results.reduce((sum, r) => sum + r.failed, 0)
console.log('Suites:')
for (const r of results)
  console.log(
    `  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed  ${r.seconds} s ${r.note}`,
  )
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
