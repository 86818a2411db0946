// What an operator watches, in Prometheus' text format at /metrics (behind METRICS_TOKEN; ADR 038):
// requests by kind and how long they took, the page cache's hits, leads stored, the outbox's
// waiting messages and the age of the oldest by kind, the scheduler's lag, the database pool in
// use, restarts of the embedded engine, and the Node process's own figures (prom-client's).
import client from "prom-client";

export const metricsRegistry = new client.Registry();

client.collectDefaultMetrics({ register: metricsRegistry });
// Totals of the per-type gauges that promtool (2.42) refuses: a gauge may not end in _total. The
// counts by type stay.
for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"]) {
  metricsRegistry.removeSingleMetric(name);
}

/** What the host tells apart: a build file, a kept page, a rendered one, the admin area, a form, a refusal. */
export type RequestKind =
  "asset" | "prerendered" | "redirect" | "kept" | "rendered" | "upload" | "admin" | "form" | "refused";

const requestDuration = new client.Histogram({
  name: "sparkline_http_request_duration_seconds",
  help: "Requests answered, by kind and status class, and how long each took from arrival to the last byte.",
  labelNames: ["kind", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const pageCacheRequests = new client.Counter({
  name: "sparkline_page_cache_requests_total",
  help: "Requests for pages the page cache may keep: served from it (hit) or rendered (miss).",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

const engineRestarts = new client.Counter({
  name: "sparkline_embedded_database_restarts_total",
  help: "Times the embedded database stopped while the server ran and was started again.",
  registers: [metricsRegistry],
});

/** The host's measurements, one call per request. */
export const requestMetrics = {
  answered(kind: RequestKind, status: number, seconds: number) {
    requestDuration.observe({ kind, status: `${Math.floor(status / 100)}xx` }, seconds);
  },
  pageCache(hit: boolean) {
    pageCacheRequests.inc({ result: hit ? "hit" : "miss" });
  },
};

export const countEngineRestart = () => engineRestarts.inc();

export interface OutboxWaiting {
  kind: string;
  waiting: number;
  oldestSeconds: number;
}

/** What the running server reads when it is scraped. */
export interface WatchedServer {
  /** Leads in the database now (every instance's). */
  leadsStored(): Promise<number>;
  /** Every kind of message, with how many are not yet sent or given up and how long the oldest has waited. */
  outboxWaiting(): Promise<OutboxWaiting[]>;
  /** How far behind its interval the scheduler is, in seconds: 0 while it ticks on time. */
  schedulerLagSeconds(): number;
  /** The database pool's connections: in use by a query, and queries waiting for one. */
  pool(): { inUse: number; waiting: number };
}

/** Registers the gauges that read the running server; once, when the server starts. */
export function watchServer(server: WatchedServer) {
  new client.Gauge({
    name: "sparkline_leads_stored",
    help: "Leads in the database now, counted from every instance's.",
    registers: [metricsRegistry],
    async collect() {
      this.set(await server.leadsStored());
    },
  });
  // Both outbox gauges are collected at once in a scrape: they share one query, not one each.
  let outboxRead: Promise<OutboxWaiting[]> | undefined;
  const outboxNow = () => (outboxRead ??= server.outboxWaiting().finally(() => (outboxRead = undefined)));
  const outboxGauge = (name: string, help: string, value: (row: OutboxWaiting) => number) =>
    new client.Gauge({
      name,
      help,
      labelNames: ["kind"] as const,
      registers: [metricsRegistry],
      async collect() {
        for (const row of await outboxNow()) this.set({ kind: row.kind }, value(row));
      },
    });
  outboxGauge(
    "sparkline_outbox_waiting_messages",
    "Messages in the outbox not yet sent or given up, by kind (lead-alert, acknowledgement, ...).",
    (row) => row.waiting,
  );
  outboxGauge(
    "sparkline_outbox_oldest_waiting_seconds",
    "How long the oldest message of each kind has waited in the outbox; 0 when none waits.",
    (row) => row.oldestSeconds,
  );
  new client.Gauge({
    name: "sparkline_scheduler_lag_seconds",
    help: "How far the scheduler is behind: seconds since it last finished a tick, beyond its interval.",
    registers: [metricsRegistry],
    collect() {
      this.set(server.schedulerLagSeconds());
    },
  });
  new client.Gauge({
    name: "sparkline_database_pool_connections",
    help: "The database pool's connections in use by a query (in_use), and queries waiting for one (waiting).",
    labelNames: ["state"] as const,
    registers: [metricsRegistry],
    collect() {
      const { inUse, waiting } = server.pool();
      this.set({ state: "in_use" }, inUse);
      this.set({ state: "waiting" }, waiting);
    },
  });
}
