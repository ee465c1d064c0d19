/** @jest-environment node */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { FAILURE_FILES, recordFailure } from '../gatsby/buildFailure'
import {
  clearRecordedFailure,
  describeError,
  plainText,
  readRecordedFailure,
  stepFailureCause,
  type StepExit,
} from './causes'

let stateDir: string
beforeEach(() => (stateDir = mkdtempSync(path.join(tmpdir(), 'causes-'))))
afterEach(() => rmSync(stateDir, { recursive: true, force: true }))

const exit = (code: number | null, output: string[] = [], signal: string | null = null) =>
  ({ code, signal, output }) satisfies StepExit

describe('plainText', () => {
  it('drops escape codes and control characters, keeps one line and caps it', () => {
    expect(
      plainText(
        '\x1b[31m ERROR \x1b[39m\x1b[2K\x1b]8;;https://x\x07enlace\x1b]8;;\x07\r\n fin\x07',
      ),
    ).toBe('ERROR enlace fin')
    expect(plainText('a\tb\u0085c')).toBe('a b c')
    expect(plainText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`)
  })
})

describe('the cause a step recorded', () => {
  it('is what the publisher reads, for the step that wrote it', () => {
    recordFailure(
      'build',
      {
        kind: 'service',
        service: 'backend',
        message:
          'No se pudo obtener las novedades: el backend del sitio respondió 502 (GET https://api.test/news)',
      },
      stateDir,
    )
    expect(readRecordedFailure(stateDir, 'changes')).toBeNull()
    expect(stepFailureCause('build', exit(1, ['\x1b[31mruido\x1b[39m']), stateDir)).toEqual({
      kind: 'service',
      service: 'backend',
      message:
        'No se pudo obtener las novedades: el backend del sitio respondió 502 (GET https://api.test/news)',
    })
    clearRecordedFailure(stateDir, 'build')
    expect(existsSync(path.join(stateDir, FAILURE_FILES.build))).toBe(false)
  })

  it('is cleaned of escape codes, and ignored when it is not one the publisher knows', () => {
    const file = path.join(stateDir, FAILURE_FILES.build)
    writeFileSync(
      file,
      JSON.stringify({ kind: 'config', message: '\x1b[1mFalta\x1b[22m TOKKO_KEY' }),
    )
    expect(readRecordedFailure(stateDir, 'build')).toEqual({
      kind: 'config',
      message: 'Falta TOKKO_KEY',
    })
    for (const content of [
      '{"kind":"otra","message":"x"}',
      '{"kind":"config","message":""}',
      '{"kind":"config"}',
      'no es JSON',
    ]) {
      writeFileSync(file, content)
      expect(readRecordedFailure(stateDir, 'build')).toBeNull()
    }
    writeFileSync(file, '{"kind":"service","service":"/etc/passwd","message":"No se pudo"}')
    expect(readRecordedFailure(stateDir, 'build')).toEqual({
      kind: 'service',
      message: 'No se pudo',
    })
  })
})

describe('the cause read from the output, when the step recorded none', () => {
  const causeOf = (output: string[], code: number | null = 1, signal: string | null = null) =>
    stepFailureCause('build', exit(code, output, signal), stateDir)

  it('names the service that did not answer', () => {
    for (const [label, service] of [
      ['el proxy de Tokko', 'proxy'],
      ['Tokko Broker', 'broker'],
      ['el backend del sitio', 'backend'],
    ] as const) {
      const cause = causeOf([
        ` \x1b[31mERROR\x1b[39m No se pudo obtener las propiedades: ${label} no se pudo contactar (GET http://10.0.0.5/x)`,
      ])
      expect(cause).toMatchObject({ kind: 'service', service })
      expect(cause.message).toContain(`No se pudo leer ${label}`)
      expect(cause.message).not.toContain('10.0.0.5')
    }
  })

  it('tells a configuration error, the shrink guard, a cache conflict and broken characters', () => {
    expect(causeOf(['Configuración inválida: Falta TOKKO_KEY: …'])).toMatchObject({
      kind: 'config',
    })
    expect(causeOf(['  ConfigError: DEPLOY_TARGET="x" no es un destino'])).toMatchObject({
      kind: 'config',
    })
    expect(causeOf(['error El catálogo bajó de 180 a 3 propiedades (menos de la mitad…'])).toEqual({
      kind: 'shrink',
      message: expect.stringMatching(
        /^El catálogo bajó de 180 a 3 propiedades .* ALLOW_SHRINK=1\.$/,
      ),
    })
    expect(causeOf(['Otro proceso de Gatsby usa este proyecto (pid 7: /usr/bin/node …)'])).toEqual({
      kind: 'cache-conflict',
      message: expect.not.stringContaining('/usr/bin'),
    })
    expect(
      causeOf(['Hay caracteres rotos en 2 archivos del sitio:', 'index.html, línea 1']),
    ).toEqual({
      kind: 'broken-characters',
      message:
        'Hay caracteres rotos en 2 archivos del sitio: el registro del publicador los nombra.',
    })
  })

  it("tells Gatsby's intermittent loss of a page's query result, without its path", () => {
    const cause = causeOf([
      '\x1b[31merror\x1b[39m Failed to write page-data for ""/venta Couldn\'t find temp query result for "/venta".',
    ])
    expect(cause).toMatchObject({ kind: 'gatsby-intermittent' })
    expect(cause.message).toMatch(/falla intermitente .* se repite una vez\.$/)
    expect(cause.message).not.toContain('/venta')
  })

  it('tells a build that ran out of memory or was killed', () => {
    const heap = [
      '<--- Last few GCs --->',
      'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
      ' 1: 0xb7b3e0 node::Abort() [/usr/bin/node]',
    ]
    expect(causeOf(heap, 134)).toEqual({
      kind: 'out-of-memory',
      message: expect.stringContaining('NODE_OPTIONS=--max-old-space-size='),
    })
    expect(causeOf([], 137)).toEqual({
      kind: 'killed',
      message: expect.stringMatching(/^El build fue terminado a la fuerza \(SIGKILL\)/),
    })
    expect(causeOf([], null, 'SIGKILL')).toMatchObject({ kind: 'killed' })
    expect(causeOf([], 143).message).toMatch(/^El build fue detenido por la señal SIGTERM/)
  })

  it('says honestly when it does not know', () => {
    expect(causeOf(['    at Object.<anonymous> (/srv/sitio/gatsby-node.ts:1:1)'], 1)).toEqual({
      kind: 'unknown',
      message:
        'El build terminó con el código 1 sin una causa reconocida: el registro del publicador tiene su salida.',
    })
    expect(stepFailureCause('changes', exit(2), stateDir).message).toBe(
      'La comprobación de cambios terminó con el código 2 sin una causa reconocida: el registro del publicador tiene su salida.',
    )
  })
})

describe('describeError', () => {
  it('names a system error by its code, never by its message with the paths', () => {
    const full = Object.assign(new Error("ENOSPC: no space left on device, write '/srv/x'"), {
      code: 'ENOSPC',
    })
    expect(describeError(full)).toBe(
      'el disco está lleno (ENOSPC); el registro del publicador tiene el detalle',
    )
    expect(describeError(Object.assign(new Error('/srv'), { code: 'EWHATEVER' }))).toBe(
      'error del sistema (EWHATEVER); el registro del publicador tiene el detalle',
    )
    expect(describeError(new Error('el servidor del sitio no respondió\x1b[0m'))).toBe(
      'el servidor del sitio no respondió',
    )
  })
})
