/**
 * Why a build or a change check failed, in Spanish an operator can act on, for /status. The
 * step's output holds escape codes, stacks and the machine's paths: it goes to the publisher's log,
 * never here. The cause comes from the record the step wrote on its way out
 * (gatsby/buildFailure.ts); without one, from the exit and a few known lines of the output; and
 * when neither says, an honest "no recognised cause".
 */
import { readFileSync, rmSync } from 'node:fs'
import { constants } from 'node:os'
import path from 'node:path'
import {
  FAILURE_FILES,
  RECORDED_FAILURE_KINDS,
  type FailingStep,
  type RecordedFailureKind,
} from '../gatsby/buildFailure'
import { SERVICE_LABELS, type ServiceName } from '../src/domain/contracts/serviceError'

export type CauseKind =
  | RecordedFailureKind
  | 'out-of-memory'
  | 'killed'
  | 'gatsby-intermittent'
  | 'smoke-check'
  | 'serve'
  | 'publish'
  | 'unknown'

export interface FailureCause {
  kind: CauseKind
  /** Spanish, one line, free of control characters. */
  message: string
  /** For `service`: which one did not answer. */
  service?: ServiceName
}

/** What a step's run says of its end (ScriptRun's fields). */
export interface StepExit {
  code: number | null
  signal: string | null
  output: string[]
}

const MAX_MESSAGE = 600

/** ANSI escape sequences (CSI, OSC and the two-character ones), then any other control character. */
// eslint-disable-next-line no-control-regex
const ESCAPES = /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])/g
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\x00-\x1f\x7f-\x9f]+/g

/** `text` as one plain line: no escape codes or control characters, at most `max` characters. */
export function plainText(text: string, max = MAX_MESSAGE): string {
  const line = text.replace(ESCAPES, '').replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

const STEP_NAMES: Record<FailingStep, string> = {
  build: 'El build',
  changes: 'La comprobación de cambios',
}

/** Removes the step's record, so that one found after a run is that run's. */
export function clearRecordedFailure(stateDir: string, step: FailingStep): void {
  rmSync(path.join(stateDir, FAILURE_FILES[step]), { force: true })
}

/** The step's record of its failure, or null when it left none (or an unreadable one). */
export function readRecordedFailure(stateDir: string, step: FailingStep): FailureCause | null {
  try {
    const record = JSON.parse(readFileSync(path.join(stateDir, FAILURE_FILES[step]), 'utf8')) as {
      kind?: unknown
      message?: unknown
      service?: unknown
    }
    const kind = RECORDED_FAILURE_KINDS.find((known) => known === record.kind)
    const message = typeof record.message === 'string' ? plainText(record.message) : ''
    if (!kind || !message) return null
    const service = (Object.keys(SERVICE_LABELS) as ServiceName[]).find(
      (name) => name === record.service,
    )
    return { kind, message, ...(service && { service }) }
  } catch {
    return null
  }
}

/** Known lines of the output, for a step that stopped without its record. */
function classifyOutput(lines: string[]): FailureCause | null {
  const text = lines.map((line) => plainText(line, 2_000)).join('\n')
  const service = (Object.keys(SERVICE_LABELS) as ServiceName[]).find((name) =>
    new RegExp(`No se pudo obtener .*?: ${SERVICE_LABELS[name]} `).test(text),
  )
  if (service)
    return {
      kind: 'service',
      service,
      message: `No se pudo leer ${SERVICE_LABELS[service]} (no respondió, o respondió con un error después de los reintentos): revisá que esté en línea; el registro del publicador tiene la dirección que falló.`,
    }
  if (/Configuración inválida:|ConfigError:/.test(text))
    return {
      kind: 'config',
      message:
        'La configuración no es válida (una variable de entorno falta o está mal escrita): el registro del publicador la nombra.',
    }
  const shrink = /El catálogo bajó de (\d+) a (\d+) propiedades/.exec(text)
  if (shrink)
    return {
      kind: 'shrink',
      message: `El catálogo bajó de ${shrink[1]} a ${shrink[2]} propiedades (menos de la mitad que en el último build exitoso): el build se detuvo para no publicar un sitio incompleto. Si la baja es real, construí con ALLOW_SHRINK=1.`,
    }
  if (/Otro proceso de Gatsby usa este proyecto/.test(text))
    return {
      kind: 'cache-conflict',
      message:
        'Otro proceso de Gatsby usa la misma carpeta (.cache): detenelo (gatsby develop, npm run serve) y volvé a construir.',
    }
  // Gatsby's query workers and its store sometimes lose a page's result (gatsbyjs/gatsby#35865).
  if (/Couldn't find temp query result for/.test(text))
    return {
      kind: 'gatsby-intermittent',
      message:
        'Gatsby perdió el resultado de una página mientras construía, una falla intermitente suya: el build se repite una vez.',
    }
  const broken = /Hay caracteres rotos en (\d+) archivos/.exec(text)
  if (broken)
    return {
      kind: 'broken-characters',
      message: `Hay caracteres rotos en ${broken[1]} archivos del sitio: el registro del publicador los nombra.`,
    }
  return null
}

/** Node's own words when a heap is full; it then aborts (SIGABRT, 134), whatever the step was. */
function outOfMemory(step: FailingStep, lines: string[]): FailureCause | null {
  if (!lines.some((line) => /JavaScript heap out of memory|Reached heap limit/.test(line)))
    return null
  return {
    kind: 'out-of-memory',
    message: `${STEP_NAMES[step]} se quedó sin memoria (JavaScript heap out of memory): dale más memoria a Node con NODE_OPTIONS=--max-old-space-size=4096 en el entorno del publicador, o una máquina con más memoria.`,
  }
}

/** The signal that ended the step: its own, or the one npm reports as 128 + its number. */
function signalOf(exit: StepExit): string | null {
  if (exit.signal) return exit.signal
  if (exit.code === null || exit.code <= 128) return null
  const number = exit.code - 128
  return Object.entries(constants.signals).find(([, value]) => value === number)?.[0] ?? null
}

/** Ended by a signal: SIGKILL is almost always the kernel's out-of-memory killer. */
function killed(step: FailingStep, exit: StepExit): FailureCause | null {
  const signal = signalOf(exit)
  if (!signal) return null
  return {
    kind: 'killed',
    message:
      signal === 'SIGKILL'
        ? `${STEP_NAMES[step]} fue terminado a la fuerza (SIGKILL): casi siempre es el sistema que se quedó sin memoria (dmesg lo confirma). Dale más memoria a la máquina o construí con menos procesos (GATSBY_CPU_COUNT).`
        : `${STEP_NAMES[step]} fue detenido por la señal ${plainText(signal, 20)}: alguien o algo lo terminó antes de que acabara; se probará de nuevo con el próximo cambio.`,
  }
}

/** Why the step failed: its record, else its exit and output, else an honest "unknown". */
export function stepFailureCause(
  step: FailingStep,
  exit: StepExit,
  stateDir: string,
): FailureCause {
  return (
    readRecordedFailure(stateDir, step) ??
    outOfMemory(step, exit.output) ??
    killed(step, exit) ??
    classifyOutput(exit.output) ?? {
      kind: 'unknown',
      message: `${STEP_NAMES[step]} terminó con el código ${exit.code ?? 'ninguno'} sin una causa reconocida: el registro del publicador tiene su salida.`,
    }
  )
}

const SYSTEM_ERRORS: Record<string, string> = {
  ENOSPC: 'el disco está lleno',
  EDQUOT: 'se agotó la cuota de disco',
  EACCES: 'falta permiso sobre una carpeta del publicador',
  EPERM: 'falta permiso sobre una carpeta del publicador',
  EROFS: 'el disco es de solo lectura',
  EMFILE: 'hay demasiados archivos abiertos',
  ENFILE: 'hay demasiados archivos abiertos',
  ENOENT: 'falta un archivo o una carpeta',
  EIO: 'falló el disco',
}

/**
 * An error of the publisher's own work, for /status: a system error by its code (its message
 * names the machine's paths), any other by its message, which the publisher's code writes in
 * Spanish.
 */
export function describeError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code))
    return `${SYSTEM_ERRORS[code] ?? 'error del sistema'} (${code}); el registro del publicador tiene el detalle`
  return plainText(error instanceof Error ? error.message : String(error), 300)
}
