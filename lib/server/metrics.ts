// The process's Prometheus metrics (prom-client), served at /metrics. Names and
// alert thresholds: docs/deploy.md, "What to monitor". Series that are counts of
// something kept elsewhere (print jobs, kept lists, the pool) are read when
// scraped; the rest are observed where they happen.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { onUpstreamCall } from "@/lib/production-api/gateway";
import { processWide } from "@/lib/base/process-wide";

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "shopfloor_" });
  const registers = [registry];
  const upstreamDuration = new Histogram({
    name: "shopfloor_upstream_call_duration_seconds",
    help: "Calls to the production API by operation and status (0: no answer, a network error or timeout)",
    labelNames: ["operation", "status"] as const,
    buckets: seconds,
    registers,
  });
  return {
    registry,
    upstreamDuration,
    httpDuration: new Histogram({
      name: "shopfloor_http_request_duration_seconds",
      help: "Duration of the app's API requests by route template, method and status",
      labelNames: ["method", "route", "status"] as const,
      buckets: seconds,
      registers,
    }),
    scanDuration: new Histogram({
      name: "shopfloor_scan_answer_seconds",
      help: "Scan to answer: /api/pack/scan and the station steps (start, finish, advance, undo)",
      labelNames: ["step", "status"] as const,
      buckets: seconds,
      registers,
    }),
    idempotentRequests: new Counter({
      name: "shopfloor_outbox_requests_total",
      help: "Writes carrying an Idempotency-Key (the tablets' outbox): first sends and replays answered from the stored answer",
      labelNames: ["route", "outcome"] as const,
      registers,
    }),
    eventStreamClients: new Gauge({
      name: "shopfloor_event_stream_clients",
      help: "Open event streams (supervisor screens and wall boards)",
      registers,
    }),
    changeBusLag: new Histogram({
      name: "shopfloor_change_bus_lag_seconds",
      help: "From another server's write to this server hearing it",
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
      registers,
    }),
    backups: new Counter({
      name: "shopfloor_backups_total",
      help: "Backups made by this server, by outcome",
      labelNames: ["outcome"] as const,
      registers,
    }),
    lastBackup: new Gauge({
      name: "shopfloor_backup_last_success_timestamp_seconds",
      help: "When this server last made a backup that succeeded (unix time)",
      registers,
    }),
    tableUpkeep: new Counter({
      name: "shopfloor_table_upkeep_total",
      help: "Tables vacuumed and analyzed by this server (PGlite, which has no autovacuum), by outcome",
      labelNames: ["outcome"] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** One set of metrics per process, also across Next's bundles. */
export const metrics = (): Metrics => processWide("metrics", createMetrics);

// Every call of every request's gateway (docs/upstream-gateway.md), watched once per process from the
// moment this module loads (defineRoute's request observer imports it; start-up too).
processWide("upstream-call-metrics", () =>
  onUpstreamCall(({ operation, status, durationMs }) =>
    metrics().upstreamDuration.observe({ operation, status: String(status) }, durationMs / 1000),
  ),
);
