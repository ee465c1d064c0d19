/**
 * What the site's server code reports while it runs: notable events (a service failing, a limit
 * refusing, a lead delivered) and the figures of docs/server.md's metrics, by their names here.
 * The production server provides the log (pino) and the metrics (prom-client) once per process
 * (server/telemetry.ts), on `globalThis`, so that every function bundle (Gatsby compiles each file
 * of src/api apart, each with its own copy of this module) reports to the same ones. Without it
 * (`gatsby develop`, a test) events go to the console as readable lines and figures nowhere.
 */

/** Label values: bounded sets (a form, a route, an outcome), never an address, an id or a name. */
export type Labels = Readonly<Record<string, string>>

interface MetricBase {
  help: string
  labels: readonly string[]
  /**
   * How the workers' figures add up in the cluster's answer (prom-client's aggregators): a
   * count or a histogram sums, a figure every worker reads from one store does not.
   */
  aggregator?: 'sum' | 'max'
}

export interface CounterDefinition extends MetricBase {
  type: 'counter'
}
export interface HistogramDefinition extends MetricBase {
  type: 'histogram'
  buckets: readonly number[]
}
export interface GaugeDefinition extends MetricBase {
  type: 'gauge'
}
export type MetricDefinition = CounterDefinition | HistogramDefinition | GaugeDefinition

/** Seconds from 5 ms to 10 s: a cached read answers in ms, a lead's delivery in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Every metric the server records: one home for its name, its help, its labels. */
export const SERVER_METRICS = {
  sitio_http_request_duration_seconds: {
    type: 'histogram',
    help: 'Tiempo de respuesta por ruta, método y estado.',
    labels: ['route', 'method', 'status'],
    buckets: DURATION_BUCKETS,
  },
  sitio_leads_total: {
    type: 'counter',
    help: 'Consultas por formulario y resultado (entregada, repetida, rechazada por qué regla).',
    labels: ['kind', 'outcome'],
  },
  sitio_service_call_duration_seconds: {
    type: 'histogram',
    help: 'Llamadas a cada servicio (Tokko, el proxy, el backend) por estado, y su demora.',
    labels: ['service', 'method', 'status'],
    buckets: DURATION_BUCKETS,
  },
  sitio_cache_lookups_total: {
    type: 'counter',
    help: 'Lecturas del catálogo por dónde se respondieron: memoria del proceso, Redis o los servicios.',
    labels: ['result'],
  },
  sitio_limit_refusals_total: {
    type: 'counter',
    help: 'Pedidos rechazados por un límite, por límite.',
    labels: ['limit'],
  },
} as const satisfies Record<string, MetricDefinition>

type Named<Type> = {
  [Name in keyof typeof SERVER_METRICS]: (typeof SERVER_METRICS)[Name] extends { type: Type }
    ? Name
    : never
}[keyof typeof SERVER_METRICS]
export type CounterName = Named<'counter'>
export type HistogramName = Named<'histogram'>
export type GaugeName = Named<'gauge'>

export type LogFields = Record<string, unknown>

export interface EventLog {
  info(fields: LogFields, message: string): void
  warn(fields: LogFields, message: string): void
  error(fields: LogFields, message: string): void
}

export interface Telemetry {
  log: EventLog
  count(name: CounterName, labels: Labels, by?: number): void
  observe(name: HistogramName, labels: Labels, value: number): void
  set(name: GaugeName, labels: Labels, value: number): void
}

const PROVIDED = Symbol.for('sitio.telemetria')

type Holder = { [PROVIDED]?: Telemetry }

/** An error as a line shows it: its message, never the fields a service's error carries. */
const described = (value: unknown) => (value instanceof Error ? value.message : value)

/** Readable lines on the console, for `gatsby develop` and tests; no figures. */
export const consoleTelemetry: Telemetry = {
  log: {
    info: (fields, message) => console.log(message, ...shown(fields)),
    warn: (fields, message) => console.warn(message, ...shown(fields)),
    error: (fields, message) => console.error(message, ...shown(fields)),
  },
  count: () => undefined,
  observe: () => undefined,
  set: () => undefined,
}

function shown(fields: LogFields): unknown[] {
  const { err, ...rest } = fields
  const parts: unknown[] = Object.keys(rest).length > 0 ? [rest] : []
  return err === undefined ? parts : [...parts, described(err)]
}

/** The process's telemetry: the production server's, or readable console lines. */
export function telemetry(): Telemetry {
  return (globalThis as Holder)[PROVIDED] ?? consoleTelemetry
}

/** Set once by the production server, before its functions are loaded (or null to forget it). */
export function provideTelemetry(provided: Telemetry | null): void {
  if (provided) (globalThis as Holder)[PROVIDED] = provided
  else delete (globalThis as Holder)[PROVIDED]
}
