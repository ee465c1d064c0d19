import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readLastCounts, shrinkProblem, STATE_FILE, writeLastCounts } from './shrinkGuard'
import { allowShrink, buildStateDir, withdrawnKeepDays } from './environment'

const last = { properties: 200, developments: 7, news: 12, finished_at: '2026-11-20T10:00:00Z' }

describe('shrinkProblem', () => {
  it('stops a build that finds less than half the properties of the last one', () => {
    expect(shrinkProblem(99, last, false)).toMatch(/bajó de 200 a 99 propiedades.*ALLOW_SHRINK=1/)
  })

  it('lets half or more through, and any shrink when it is declared real', () => {
    expect(shrinkProblem(100, last, false)).toBeNull()
    expect(shrinkProblem(250, last, false)).toBeNull()
    expect(shrinkProblem(3, last, true)).toBeNull()
  })

  it('lets the first build through, and one after an empty catalogue', () => {
    expect(shrinkProblem(0, null, false)).toBeNull()
    expect(shrinkProblem(0, { ...last, properties: 0 }, false)).toBeNull()
  })
})

describe('last build counts', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-state-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('round-trips through the state file', () => {
    expect(readLastCounts(dir)).toBeNull()
    writeLastCounts(dir, last)
    expect(readLastCounts(dir)).toEqual(last)
  })

  it('treats an unreadable file as no previous build', () => {
    writeFileSync(path.join(dir, STATE_FILE), '{"properties": "muchas"')
    expect(readLastCounts(dir)).toBeNull()
  })
})

describe('environment', () => {
  it('reads ALLOW_SHRINK and BUILD_STATE_DIR', () => {
    expect(allowShrink({ ALLOW_SHRINK: '1' })).toBe(true)
    expect(allowShrink({ ALLOW_SHRINK: 'true' })).toBe(true)
    expect(allowShrink({})).toBe(false)
    expect(allowShrink({ ALLOW_SHRINK: '0' })).toBe(false)
    expect(buildStateDir({ BUILD_STATE_DIR: '/tmp/x' })).toBe('/tmp/x')
    expect(buildStateDir({})).toBe(path.resolve('.build-state'))
  })
})

describe('withdrawnKeepDays', () => {
  const read = (value: string | undefined) => {
    const warnings: string[] = []
    const days = withdrawnKeepDays({ WITHDRAWN_KEEP_DAYS: value }, (message) =>
      warnings.push(message),
    )
    return { days, warnings }
  }

  it('reads whole days, 0 included, and 90 when unset', () => {
    expect(read(undefined)).toEqual({ days: 90, warnings: [] })
    expect(read('')).toEqual({ days: 90, warnings: [] })
    expect(read(' 30 ')).toEqual({ days: 30, warnings: [] })
    expect(read('0')).toEqual({ days: 0, warnings: [] })
  })

  it.each(['noventa', '-1', '1.5', '90d', '99999999999999999999'])(
    'warns in Spanish about %p and keeps 90',
    (value) => {
      expect(read(value)).toEqual({
        days: 90,
        warnings: [
          `WITHDRAWN_KEEP_DAYS="${value}" no es una cantidad de días (un número entero, 0 o más): ` +
            'las propiedades retiradas conservan su página 90 días.',
        ],
      })
    },
  )
})
