/** @jest-environment node */
import { freePort } from '../../server/spawn'
import {
  append,
  besideBare,
  countFromEnv,
  type Measure,
  padRow,
  printChecks,
  siteBuildEnv,
  startGroupServer,
  stopGroup,
} from './support'

const MB = 1024 * 1024
const runsOf = (...pairs: [number, number][]): Measure[] =>
  pairs.map(([seconds, peakMb]) => ({ seconds, peakBytes: peakMb * MB }))

describe('countFromEnv', () => {
  const name = 'SUPPORT_TEST_COUNT'
  afterEach(() => {
    delete process.env[name]
  })

  it('reads the variable, or the fallback when it is unset or empty', () => {
    expect(countFromEnv(name, 3)).toBe(3)
    process.env[name] = ''
    expect(countFromEnv(name, 3)).toBe(3)
    process.env[name] = '7'
    expect(countFromEnv(name, 3)).toBe(7)
  })

  it('never goes below 1', () => {
    process.env[name] = '-2'
    expect(countFromEnv(name, 3)).toBe(1)
  })
})

describe('append', () => {
  it('starts a list under a new key and adds to it after', () => {
    const lists = new Map<string, number[]>()
    append(lists, 'a', 1)
    append(lists, 'a', 2)
    append(lists, 'b', 3)
    expect([...lists]).toEqual([
      ['a', [1, 2]],
      ['b', [3]],
    ])
  })
})

describe('siteBuildEnv', () => {
  it('points every broker variable at the emulator, with a state folder of its own', () => {
    expect(siteBuildEnv('http://127.0.0.1:4030', '/tmp/state')).toEqual({
      GATSBY_API_PROXY: 'http://127.0.0.1:4030',
      GATSBY_BROKER_API: 'http://127.0.0.1:4030',
      GATSBY_BACKEND_API: 'http://127.0.0.1:4030',
      BUILD_STATE_DIR: '/tmp/state',
    })
  })
})

describe('padRow', () => {
  it('aligns the first cell left and the others right, joined by the separator', () => {
    expect(padRow(['a', 'b', 'c'], [3, 4, 2])).toBe('a      b  c')
    expect(padRow(['a', 'b'], [3, 2], '')).toBe('a   b')
    expect(padRow(['a', 'b'], [2, 2], '  ')).toBe('a    b')
  })

  it('leaves a cell wider than its column as it is', () => {
    expect(padRow(['abcdef', 'xyz'], [3, 2])).toBe('abcdef xyz')
  })
})

describe('besideBare', () => {
  it('gives the medians, the highest peaks and the ratio of times', () => {
    const site = runsOf([30, 900], [10, 700], [20, 800])
    const bare = runsOf([8, 300], [10, 500])
    expect(besideBare(site, bare)).toEqual(['20.0 s', '900 MB', '9.0 s', '500 MB', '2.22'])
  })

  it('fills the bare site cells with a dash when there is none', () => {
    expect(besideBare(runsOf([1.25, 10]), null)).toEqual(['1.3 s', '10 MB', '—', '—', '—'])
  })
})

describe('printChecks', () => {
  let log: jest.SpyInstance
  beforeEach(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined)
  })
  afterEach(() => log.mockRestore())

  it('prints a blank line, then each check with its value, and exits 0 when all pass', () => {
    const code = printChecks([
      { name: 'pico de memoria', ok: true, value: '700 MB' },
      { name: 'sin fallas', ok: true },
    ])
    expect(log.mock.calls).toEqual([[''], ['ok    pico de memoria: 700 MB'], ['ok    sin fallas']])
    expect(code).toBe(0)
  })

  it('marks a failed check and exits 1', () => {
    expect(printChecks([{ name: 'razón', ok: false, value: '1.80' }])).toBe(1)
    expect(log).toHaveBeenLastCalledWith('FALLA razón: 1.80')
  })
})

describe('startGroupServer', () => {
  it('resolves once the address answers, handing over what the server prints', async () => {
    const port = await freePort()
    const lines: string[] = []
    const script = `console.log('listo'); require('http').createServer((q, r) => r.end('ok')).listen(${port}, '127.0.0.1')`
    const child = await startGroupServer(process.execPath, ['-e', script], {
      onLine: (line) => lines.push(line),
      ready: `http://127.0.0.1:${port}/`,
      timeoutMs: 10_000,
    })
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
      expect(lines).toEqual(['listo'])
    } finally {
      await stopGroup(child)
    }
  })
})
