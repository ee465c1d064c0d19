/**
 * The publisher's figures (`GET /metrics` on its port, publisher/httpServer.ts): its builds by
 * result and how long they took, and when the served release was published. Its process's own
 * figures carry the `publicador_` prefix, so that they and the site server's, which the same
 * answer appends, never share a name.
 */
import {
  collectDefaultMetrics,
  Registry,
  type Counter,
  type Gauge,
  type Histogram,
} from 'prom-client'
import type { MetricDefinition } from '../src/server/telemetry'
import { registerMetrics } from '../server/telemetry'
import type { BuildRecord } from './publisherState'

export const PUBLISHER_METRICS = {
  publicador_builds_total: {
    type: 'counter',
    help: 'Builds terminados, por resultado: publicado o fallido.',
    labels: ['result'],
  },
  publicador_build_duration_seconds: {
    type: 'histogram',
    help: 'Duración de cada build, por resultado.',
    labels: ['result'],
    // A build on the kept cache takes a minute or two; a clean one, several.
    buckets: [30, 60, 120, 300, 600, 900, 1200, 1800, 3600],
  },
  publicador_last_release_timestamp_seconds: {
    type: 'gauge',
    help: 'Cuándo se publicó la versión que se sirve (segundos desde 1970).',
    labels: [],
  },
} as const satisfies Record<string, MetricDefinition>

export interface PublisherMetrics {
  /** A build ended, published or not. */
  buildEnded(record: BuildRecord): void
  /** The figures in Prometheus's text format. */
  text(): Promise<string>
}

/** `published`: when the release served now was published (read at each scrape: a rollback too). */
export function createPublisherMetrics(published: () => Date | null): PublisherMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'publicador_' })
  const metrics = registerMetrics(registry, PUBLISHER_METRICS)
  const builds = metrics.get('publicador_builds_total') as Counter
  const duration = metrics.get('publicador_build_duration_seconds') as Histogram
  const lastRelease = metrics.get('publicador_last_release_timestamp_seconds') as Gauge
  return {
    buildEnded(record) {
      const result = record.ok ? 'publicado' : 'fallido'
      builds.inc({ result })
      duration.observe({ result }, record.duration_seconds)
    },
    text() {
      const at = published()
      if (at) lastRelease.set(at.getTime() / 1000)
      else lastRelease.reset()
      return registry.metrics()
    },
  }
}

export const PUBLISHER_METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE
