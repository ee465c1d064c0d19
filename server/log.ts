/**
 * The log of the production server and the publisher: pino, one JSON line per request and per
 * notable event, or readable lines for a person at a terminal (`npm start`). Personal data and
 * credentials never reach it: the events name a form, a service, a lead's id, and the paths
 * below are replaced wherever a caller put them by mistake; errors keep their message and
 * stack, never the body a service answered.
 */
import pino, { type DestinationStream, type Logger } from 'pino'
import pretty from 'pino-pretty'
import { ConfigError, type EnvSource } from '../src/config'
import { isServiceError } from '../src/domain/contracts/serviceError'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface LogSettings {
  level: LogLevel
  /** Readable lines instead of JSON: LOG_FORMAT=pretty, or a terminal when it is unset. */
  pretty: boolean
}

/** LOG_LEVEL (info) and LOG_FORMAT (json, pretty; a terminal's is pretty when unset). */
export function readLogSettings(
  env: EnvSource,
  terminal = process.stdout.isTTY === true,
): LogSettings {
  const level = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevel
  if (!LOG_LEVELS.includes(level))
    throw new ConfigError(
      `LOG_LEVEL debe ser uno de ${LOG_LEVELS.join(', ')} (se recibió "${env.LOG_LEVEL}").`,
    )
  const format = env.LOG_FORMAT?.trim().toLowerCase() || (terminal ? 'pretty' : 'json')
  if (format !== 'json' && format !== 'pretty')
    throw new ConfigError(`LOG_FORMAT debe ser json o pretty (se recibió "${env.LOG_FORMAT}").`)
  return { level, pretty: format === 'pretty' }
}

/**
 * What a person types into a form, and what opens a door: never in a log line. (A backend
 * body's `message` is inside `body` or `lead`; `message` itself is an error's.)
 */
const PRIVATE_FIELDS = [
  'email',
  'phone',
  'cellphone',
  'nombre',
  'apellido',
  'name',
  'text',
  'cv',
  'form',
  'lead',
  'body',
  'token',
  'key',
  'authorization',
  'cookie',
  'x-lead-token',
  'idempotency-key',
]

/** Each private field at the top of an event, and one and two levels down. */
export const REDACTED_PATHS = PRIVATE_FIELDS.flatMap((field) =>
  ['', '*', '*.*'].map((above) => `${above}["${field}"]`),
)

export const REDACTED = '[oculto]'

/** An error as the log keeps it: what failed and where, not what a service answered. */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  return {
    type: error.name,
    message: error.message,
    stack: error.stack,
    ...(isServiceError(error)
      ? { service: error.service, kind: error.kind, status: error.status }
      : {}),
    ...((error as NodeJS.ErrnoException).code
      ? { code: (error as NodeJS.ErrnoException).code }
      : {}),
  }
}

export function createLogger(
  settings: LogSettings,
  {
    name,
    destination,
  }: {
    /** What wrote the line (its `app`): `sitio` (the server), `publicador`. */
    name: string
    /** Where lines go; stdout by default, synchronously (a crash loses none). */
    destination?: DestinationStream
  },
): Logger {
  const stream =
    destination ??
    (settings.pretty
      ? pretty({
          sync: true,
          colorize: process.stdout.isTTY === true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,app',
          singleLine: true,
          // A request reads as one: "GET /venta/ 200 3.2 ms", its fields after.
          messageFormat: (line, messageKey) =>
            line[messageKey] === 'pedido'
              ? `${String(line.method)} ${String(line.path)} ${String(line.status)} ${String(line.ms)} ms`
              : String(line[messageKey]),
        })
      : pino.destination({ sync: true }))
  return pino(
    {
      base: { app: name, pid: process.pid },
      level: settings.level,
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      serializers: { err: serializeError, error: serializeError },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    stream,
  )
}

/** A log that writes nothing: a server built without one (a test's). */
export const silentLogger = (): Logger => pino({ level: 'silent' })
