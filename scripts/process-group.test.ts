import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { endGroup, groupMembers, runInGroup, startInGroup } from './process-group.mjs'

/** Whether `pid` runs: an ended process may stay a zombie until whoever adopted it reaps it. */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

/** Starts `script` in a group and reads the first line it prints (a pid it started). */
async function started(script: string, graceMs = 300) {
  const run = startInGroup('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'inherit'], graceMs })
  const [chunk] = (await once(run.child.stdout!, 'data')) as [Buffer]
  return { run, pid: Number(chunk.toString().trim()) }
}

describe('runInGroup', () => {
  it('passes on the exit code of a command that leaves nothing behind', async () => {
    const done = await runInGroup('sh', ['-c', 'exit 3'], { stdio: 'ignore' })
    expect(done).toMatchObject({ code: 3, signal: null, leftovers: 0 })
  })

  it('ends what the command started and left running before resolving', async () => {
    const { run, pid } = await started('sleep 30 & echo $!')
    expect(alive(pid)).toBe(true)
    const done = await run.exited
    expect(done).toMatchObject({ code: 0, leftovers: 1 })
    expect(alive(pid)).toBe(false)
    expect(groupMembers(run.pgid!)).toEqual([])
  })

  it('kills a leftover that ignores SIGTERM, as a worker stuck in a loop does', async () => {
    // The inner shell prints its pid once it ignores SIGTERM, then becomes sleep (same pid). The
    // outer one waits for that before it exits: the group is ended as soon as it does, and on a
    // loaded machine a SIGTERM sent before the trap was set ended the leftover at once.
    const { run, pid } = await started(
      `ready=$(mktemp -u); sh -c "trap '' TERM; echo \\$\\$; touch $ready; exec sleep 30" &
       while [ ! -e "$ready" ]; do sleep 0.02; done; rm -f "$ready"`,
    )
    const done = await run.exited
    expect(done.leftovers).toBe(1)
    // It outlived SIGTERM's grace period and took SIGKILL.
    expect(done.seconds).toBeGreaterThanOrEqual(0.3)
    expect(alive(pid)).toBe(false)
    // Spawning shells is slow while the other suites run beside it: time, not a hang.
  }, 30_000)

  it('stops a command still running, with its children', async () => {
    const { run, pid } = await started('sleep 30 & echo $!; sleep 30')
    const done = await run.stop()
    expect(done.signal).toBe('SIGTERM')
    expect(alive(pid)).toBe(false)
    expect(groupMembers(run.pgid!)).toEqual([])
  })

  it('reports a command that cannot start', async () => {
    const done = await runInGroup('/no/such/command', [], { stdio: 'ignore' })
    expect(done.code).toBeNull()
    expect(done.error?.message).toMatch(/ENOENT/)
  })
})

describe('endGroup', () => {
  it('finds nothing to end in a group that is gone', async () => {
    expect(await endGroup(2 ** 22 + 12345)).toBe(0)
  })
})

describe('a stop of the process that started groups', () => {
  it('ends every group it started before stopping as the signal asks', async () => {
    const script = `
      import { startInGroup } from ${JSON.stringify(require.resolve('./process-group.mjs'))}
      const run = startInGroup('sleep', ['30'], { stdio: 'ignore' })
      console.log(run.pgid)
      setInterval(() => undefined, 1000)
    `
    const parent = startInGroup('node', ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const [chunk] = (await once(parent.child.stdout!, 'data')) as [Buffer]
    const sleeper = Number(chunk.toString().trim())
    expect(alive(sleeper)).toBe(true)
    process.kill(parent.child.pid!, 'SIGTERM')
    const done = await parent.exited
    expect(done.signal).toBe('SIGTERM')
    expect(alive(sleeper)).toBe(false)
  })
})
