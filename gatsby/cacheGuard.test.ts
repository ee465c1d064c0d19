import { spawn } from 'node:child_process'
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  cacheConflict,
  otherGatsbyProcesses,
  readProcessTable,
  type ProcessInfo,
} from './cacheGuard'

const ROOT = '/srv/sitio'
const at = (
  pid: number,
  ppid: number,
  command: string,
  cwd: string | null = ROOT,
): ProcessInfo => ({
  pid,
  ppid,
  cwd,
  command,
})

describe('otherGatsbyProcesses', () => {
  const npm = at(10, 1, 'npm run build')
  const shell = at(11, 10, 'sh -c gatsby build')
  const build = at(12, 11, 'node /srv/sitio/node_modules/.bin/gatsby build')
  const worker = at(13, 12, 'node /srv/sitio/node_modules/gatsby/dist/utils/worker/child.js')

  it('lets a build through with its own ancestors and workers around', () => {
    expect(otherGatsbyProcesses([npm, shell, build, worker], ROOT, 12)).toEqual([])
  })

  it("names an earlier build's worker that outlived it (adopted by init)", () => {
    const stray = at(7, 1, 'node /srv/sitio/node_modules/gatsby/dist/utils/worker/child.js')
    expect(otherGatsbyProcesses([stray, npm, shell, build], ROOT, 12)).toEqual([stray])
  })

  it('names a gatsby serve or develop of the same project, not of another one', () => {
    const serve = at(30, 1, 'node node_modules/.bin/gatsby serve --port 9000')
    const elsewhere = at(31, 1, 'node node_modules/.bin/gatsby develop', '/srv/otro')
    const unrelated = at(32, 1, 'node emulator/server.ts')
    const tests = at(33, 1, 'node node_modules/.bin/jest gatsby/cacheGuard')
    expect(otherGatsbyProcesses([serve, elsewhere, unrelated, tests, build], ROOT, 12)).toEqual([
      serve,
    ])
  })

  it('explains the conflict in Spanish, naming the process', () => {
    expect(cacheConflict([])).toBeNull()
    expect(cacheConflict([at(7, 1, 'node gatsby serve')])).toMatch(
      /^Otro proceso de Gatsby usa este proyecto \(pid 7: node gatsby serve\).*MDB_BAD_TXN/,
    )
  })
})

describe('readProcessTable', () => {
  it('sees a real process with its working folder and command', async () => {
    const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'guard-')))
    writeFileSync(path.join(dir, 'gatsby'), 'sleep 30\n')
    const child = spawn('sh', ['gatsby'], { cwd: dir, stdio: 'ignore' })
    try {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const found = otherGatsbyProcesses(readProcessTable(), dir, process.pid)
      // Our own child is a descendant: allowed, like a build's own worker.
      expect(found).toEqual([])
      const seen = readProcessTable().find((info) => info.pid === child.pid)
      expect(seen).toMatchObject({ ppid: process.pid, cwd: dir, command: 'sh gatsby' })
    } finally {
      child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
