/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { failBuild, FAILURE_FILES, recordFailure } from './buildFailure'

let stateDir: string
beforeEach(() => {
  stateDir = mkdtempSync(path.join(tmpdir(), 'build-failure-'))
  process.env.BUILD_STATE_DIR = stateDir
})
afterEach(() => {
  delete process.env.BUILD_STATE_DIR
  rmSync(stateDir, { recursive: true, force: true })
})

const read = (step: keyof typeof FAILURE_FILES) =>
  JSON.parse(readFileSync(path.join(stateDir, FAILURE_FILES[step]), 'utf8')) as unknown

describe('failBuild', () => {
  it('records the cause in the build state, then stops the build with the same message', () => {
    const panic = jest.fn((): never => {
      throw new Error('panic')
    })
    const cause = new Error('proxy caído')
    expect(() =>
      failBuild(
        { panic },
        { kind: 'service', service: 'proxy', message: 'No se pudo obtener las propiedades' },
        cause,
      ),
    ).toThrow('panic')
    expect(panic).toHaveBeenCalledWith('No se pudo obtener las propiedades', cause)
    expect(read('build')).toEqual({
      kind: 'service',
      service: 'proxy',
      message: 'No se pudo obtener las propiedades',
      at: expect.any(String),
    })
  })
})

describe('recordFailure', () => {
  it("keeps each step's record apart, and never throws", () => {
    recordFailure('changes', { kind: 'config', message: 'Falta TOKKO_KEY' })
    expect(read('changes')).toMatchObject({ kind: 'config', message: 'Falta TOKKO_KEY' })
    // A state folder that cannot be made: under a file.
    const underFile = path.join(stateDir, FAILURE_FILES.changes, 'dentro')
    expect(() => recordFailure('build', { kind: 'shrink', message: 'x' }, underFile)).not.toThrow()
  })
})
