/**
 * The production server's telemetry (src/server/telemetry.ts says what is reported): events to
 * its pino log, figures to a prom-client registry, both provided to every function bundle of the
 * process. In a cluster each worker keeps its own figures and the primary adds them up
 * (prom-client's AggregatorRegistry): `/metrics`, answered by whichever worker the connection
 * reached, asks the primary for the whole cluster's.
 */
import cluster from 'node:cluster'
import type { Logger } from 'pino'
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client'
import {
  provideTelemetry,
  SERVER_METRICS,
  type Labels,
  type MetricDefinition,
  type Telemetry,
} from '../src/server/telemetry'
import type { AskPrimary, PrimaryHandlers } from '../src/server/primaryRequests'

type AnyMetric = Counter | Histogram | Gauge

/** The metrics of `definitions`, registered in `registry`. */
export function registerMetrics(
  registry: Registry,
  definitions: Readonly<Record<string, MetricDefinition>>,
): Map<string, AnyMetric> {
  const metrics = new Map<string, AnyMetric>()
  for (const [name, definition] of Object.entries(definitions)) {
    const common = {
      name,
      help: definition.help,
      labelNames: [...definition.labels],
      registers: [registry],
      aggregator: definition.aggregator ?? 'sum',
    }
    metrics.set(
      name,
      definition.type === 'counter'
        ? new Counter(common)
        : definition.type === 'gauge'
          ? new Gauge(common)
          : new Histogram({ ...common, buckets: [...definition.buckets] }),
    )
  }
  return metrics
}

export interface ServerTelemetry extends Telemetry {
  registry: Registry
  logger: Logger
}

/**
 * A figure the code reports with a label it did not declare is a bug in the code, not the
 * visitor's: it is logged once and the request goes on.
 */
function recorder(metrics: Map<string, AnyMetric>, logger: Logger) {
  const reported = new Set<string>()
  return (name: string, record: (metric: AnyMetric) => void) => {
    const metric = metrics.get(name)
    try {
      if (!metric) throw new Error('métrica desconocida')
      record(metric)
    } catch (error) {
      if (reported.has(name)) return
      reported.add(name)
      logger.error({ err: error, metric: name }, 'Una métrica no se pudo registrar')
    }
  }
}

/**
 * This process's telemetry, provided to its functions. A cluster worker's registry answers the
 * primary's requests for its figures (an AggregatorRegistry listens for them).
 */
export function createServerTelemetry(logger: Logger): ServerTelemetry {
  // prom-client's types tell the two registries apart by content type; both answer its text.
  const registry = (cluster.isWorker ? new AggregatorRegistry() : new Registry()) as Registry
  if (cluster.isWorker) AggregatorRegistry.setRegistries([registry])
  collectDefaultMetrics({ register: registry })
  const metrics = registerMetrics(registry, SERVER_METRICS)
  const record = recorder(metrics, logger)
  const events = logger.child({ component: 'funciones' })
  const telemetry: ServerTelemetry = {
    registry,
    logger,
    log: {
      info: (fields, message) => events.info(fields, message),
      warn: (fields, message) => events.warn(fields, message),
      error: (fields, message) => events.error(fields, message),
    },
    count: (name, labels: Labels, by = 1) =>
      record(name, (metric) => (metric as Counter).inc(labels, by)),
    observe: (name, labels, value) =>
      record(name, (metric) => (metric as Histogram).observe(labels, value)),
    set: (name, labels, value) => record(name, (metric) => (metric as Gauge).set(labels, value)),
  }
  provideTelemetry(telemetry)
  return telemetry
}

const METRICS_REQUEST = 'sitio:metricas'
/** prom-client gives its workers 5 s to answer; the worker asking waits a little longer. */
const CLUSTER_METRICS_TIMEOUT_MS = 6_000

/** The primary's side: every worker's figures, added up. */
export function clusterMetricsHandlers(): PrimaryHandlers {
  const aggregator = new AggregatorRegistry()
  return { [METRICS_REQUEST]: () => aggregator.clusterMetrics() }
}

/**
 * The text `/metrics` answers, in Prometheus's format: the cluster's, through the primary, when
 * this process is a worker of one (`ask`); else this process's own.
 */
export function metricsText(registry: Registry, ask: AskPrimary | null): Promise<string> {
  if (!ask) return registry.metrics()
  return ask(METRICS_REQUEST, null, CLUSTER_METRICS_TIMEOUT_MS) as Promise<string>
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE
