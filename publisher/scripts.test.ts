/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PublisherConfig } from './config'
import { scriptRunner } from './scripts'

describe('scriptRunner', () => {
  it("runs a script without the publisher's own secrets, and with the site's", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'scripts-'))
    const names = ['PUBLISH_WEBHOOK_SECRET', 'PUBLISH_STATUS_TOKEN', 'GITHUB_TOKEN', 'TOKKO_KEY']
    const print = names.map((name) => `process.env.${name} ?? '-'`).join(', ')
    writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({ scripts: { build: `node -e "console.log([${print}].join(' '))"` } }),
    )
    const config = { root, publishDir: path.join(root, '.publish') } as PublisherConfig
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PUBLISH_WEBHOOK_SECRET: 'w'.repeat(32),
      PUBLISH_STATUS_TOKEN: 's'.repeat(32),
      GITHUB_TOKEN: 'ghp_secreto',
      TOKKO_KEY: 'clave-de-tokko',
    }
    const run = await scriptRunner(config, env).run('build')
    expect(run.code).toBe(0)
    expect(run.output).toContain('- - - clave-de-tokko')
    rmSync(root, { recursive: true, force: true })
  }, 30_000)
})
