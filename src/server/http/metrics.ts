import {
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  type MetricObjectWithValues,
  type MetricValue,
  Registry,
} from 'prom-client'
import type { AdService, ServiceFigures } from '../service/ad-service'
import type { FinishedRequest } from './request-log'

export interface Metrics {
  /** Counts one answered request. */
  requestDone(request: FinishedRequest): void
  /** The Prometheus text of a scrape, with the service's figures read now. */
  scrape(): Promise<string>
  /** The same as data: what a server process gives when its workers' metrics are added up. */
  collect(): Promise<CollectedMetrics>
  contentType: string
}

export type CollectedMetrics = MetricObjectWithValues<MetricValue<string>>[]

/**
 * The server's metrics in a registry of their own (one per app, so tests and apps never share
 * counts). `process`: Node's own metrics too (memory, CPU, GC, event-loop delay); off in tests, where
 * each app would start its own event-loop monitor.
 */
export function createMetrics(service: AdService, { process = false } = {}): Metrics {
  const registry = new Registry()
  const registers = [registry]
  if (process) collectDefaultMetrics({ register: registry })
  const requestLabels = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'ads_http_requests_total',
    help: 'Answered requests by route pattern and status (499: the client went away first)',
    labelNames: requestLabels,
    registers,
  })
  const duration = new Histogram({
    name: 'ads_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern and status',
    labelNames: requestLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })
  // Each of several server processes holds a whole index: added up, the node reports the largest
  // (the one furthest behind), not a sum.
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers, aggregator: 'max' })
  const index = {
    versions: gauge('ads_index_versions', 'Ad versions in the index, current and replaced'),
    current: gauge('ads_index_current_ads', 'Current ads in the index'),
    behind: gauge('ads_index_lag_changes', 'Changes committed to the store that the index has not applied'),
  }
  const changesApplied = new Counter({
    name: 'ads_index_changes_applied_total',
    help: "Changes of the store's feed (seeds, imports) the index applied since the process started",
    registers,
    aggregator: 'max',
  })
  const tags = {
    rulesVersion: gauge(
      'ads_tags_rules_version',
      'The version of the creative tagging rules this process tags by',
    ),
    left: gauge('ads_tags_stale_ads', 'Stored ads still tagged by older creative rules, being tagged again'),
  }
  const retagged = new Counter({
    name: 'ads_tags_retagged_total',
    help: 'Stored ads tagged again by newer creative rules since the process started',
    registers,
    aggregator: 'max',
  })
  const upstreamRequests = new Counter({
    name: 'ads_upstream_requests_total',
    help: 'Requests sent to the upstream for clients (retries within one are not counted again)',
    registers,
  })
  const upstreamErrors = new Counter({
    name: 'ads_upstream_errors_total',
    help: 'Upstream requests that failed the client, by the status the client got',
    labelNames: ['status'],
    registers,
  })

  /** The service keeps its own counts; a scrape copies them (a counter cannot be set, only reset and raised). */
  function copy(figures: ServiceFigures) {
    if (figures.index) {
      for (const name of ['versions', 'current', 'behind'] as const) index[name].set(figures.index[name])
      changesApplied.reset()
      changesApplied.inc(figures.index.changesApplied)
    }
    if (figures.tags) {
      tags.rulesVersion.set(figures.tags.rulesVersion)
      tags.left.set(figures.tags.left)
      retagged.reset()
      retagged.inc(figures.tags.retagged)
    }
    if (figures.upstream) {
      upstreamRequests.reset()
      upstreamRequests.inc(figures.upstream.requests)
      upstreamErrors.reset()
      for (const [status, count] of Object.entries(figures.upstream.errors))
        upstreamErrors.inc({ status }, count)
    }
  }

  // A store that cannot be read still lets the request metrics through; readiness says why.
  const readFigures = async () => copy(await service.figures().catch(() => ({})))

  return {
    requestDone({ method, route, status, ms }) {
      const labels = { method, route, status: String(status) }
      requests.inc(labels)
      duration.observe(labels, ms / 1000)
    },
    async scrape() {
      await readFigures()
      return registry.metrics()
    },
    async collect() {
      await readFigures()
      return registry.getMetricsAsJSON()
    },
    contentType: registry.contentType,
  }
}
