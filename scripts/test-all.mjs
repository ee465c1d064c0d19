#!/usr/bin/env node
/**
 * `npm test`: every suite of the project in one run: the demo build (which also writes the
 * GraphQL types), the type check, the format check, unit and component tests, and the
 * real-browser suite.
 * It closes with one line `N passed, N failed` summing them all, which CI reads.
 * TEST_SUITES=typecheck,unit runs a subset while working.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureEmulator } from './emulator-process.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const resultsDir = path.join(root, 'test-results')
mkdirSync(resultsDir, { recursive: true })

const wanted = (process.env.TEST_SUITES || 'build,typecheck,lint,unit,e2e')
  .split(',')
  .map((s) => s.trim())
const results = []

function run(command, args, env = {}) {
  const started = Date.now()
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  return { ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) }
}

function record(name, passed, failed, seconds, note = '') {
  results.push({ name, passed, failed, seconds, note })
  console.log(`\n── ${name}: ${passed} passed, ${failed} failed (${seconds} s) ${note}\n`)
}

/** Runs a Jest config and reads its counts from the JSON report. */
function runJest(name, args) {
  const report = path.join(resultsDir, `${name}.json`)
  const { ok, seconds } = run(bin('jest'), [...args, '--json', `--outputFile=${report}`])
  if (!existsSync(report)) return record(name, 0, 1, seconds, '(Jest did not report)')
  const json = JSON.parse(readFileSync(report, 'utf8'))
  // A suite that fails to load counts as a failure even though none of its tests ran.
  const brokenSuites = json.numRuntimeErrorTestSuites ?? 0
  const failed =
    json.numFailedTests + brokenSuites + (ok || json.numFailedTests || brokenSuites ? 0 : 1)
  record(name, json.numPassedTests, failed, seconds)
}

// The build and the browser suite read the demo agency's services.
const needsServices = wanted.includes('build') || wanted.includes('e2e')
const stopEmulator = needsServices ? await ensureEmulator() : async () => undefined

let built = existsSync(path.join(root, 'public/index.html'))
if (wanted.includes('build')) {
  const { ok, seconds } = run(bin('gatsby'), ['build'], { CI: 'true' })
  built = ok
  record('build', ok ? 1 : 0, ok ? 0 : 1, seconds)
}
if (wanted.includes('typecheck')) {
  const { ok, seconds } = run(bin('tsc'), ['--noEmit', '-p', '.'])
  record('typecheck', ok ? 1 : 0, ok ? 0 : 1, seconds)
}
if (wanted.includes('lint')) {
  const { ok, seconds } = run(bin('prettier'), ['--check', '.', '--log-level', 'warn'])
  record('lint', ok ? 1 : 0, ok ? 0 : 1, seconds)
}
if (wanted.includes('unit')) runJest('unit', [])
if (wanted.includes('e2e')) {
  if (built) runJest('e2e', ['-c', '__tests__/e2e/jest.e2e.config.ts'])
  else record('e2e', 0, 1, '0.0', '(not run: there is no built site)')
}

await stopEmulator()

const passed = results.reduce((sum, r) => sum + r.passed, 0)
const failed = results.reduce((sum, r) => sum + r.failed, 0)
console.log('Suites:')
for (const r of results)
  console.log(
    `  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed  ${r.seconds} s ${r.note}`,
  )
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
