/** @jest-environment node */
import { createBuildQueue } from './queue'

/** A build that lasts until the test lets it end. */
function controlledBuilds() {
  const runs: { reasons: string[]; finish: () => void }[] = []
  const run = (reasons: string[]) =>
    new Promise<void>((resolve) => runs.push({ reasons, finish: resolve }))
  return { runs, run }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('createBuildQueue', () => {
  it('turns a burst of 50 requests during a build into one more build', async () => {
    const { runs, run } = controlledBuilds()
    const queue = createBuildQueue(run)
    const outcomes = Array.from({ length: 50 }, (_, index) => queue.request(`hook ${index}`))
    expect(outcomes[0]).toBe('started')
    expect(outcomes[1]).toBe('queued')
    expect(new Set(outcomes.slice(2))).toEqual(new Set(['already-queued']))
    expect(queue.state().running?.reasons).toEqual(['hook 0'])
    expect(queue.state().pending?.reasons).toHaveLength(20)

    runs[0]!.finish()
    await tick()
    expect(runs).toHaveLength(2)
    expect(runs[1]!.reasons[0]).toBe('hook 1')
    expect(queue.state().pending).toBeNull()

    runs[1]!.finish()
    await queue.idle()
    expect(runs).toHaveLength(2)
    expect(queue.state()).toEqual({ running: null, pending: null })
  })

  it('goes on after a build that fails', async () => {
    const reasons: string[][] = []
    const queue = createBuildQueue(async (given) => {
      reasons.push(given)
      throw new Error('falló')
    })
    queue.request('a')
    queue.request('b')
    await queue.idle()
    expect(reasons).toEqual([['a'], ['b']])
    expect(queue.request('c')).toBe('started')
    await queue.idle()
    expect(reasons).toHaveLength(3)
  })
})
