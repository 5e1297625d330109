// GET /metrics: this process's figures in Prometheus's text format, with prom-client. Off unless
// METRICS_TOKEN is set (then prom-client is loaded and request latency measured); a scrape must send
// `Authorization: Bearer <token>`. Figures: request latency by method, route pattern and status;
// open SSE streams; the realtime bus's lag; PostgreSQL pool connections; the bounded caches' bytes
// and entries; Node's own (RSS, heap, event-loop delay, GC), all prefixed nova_.
import { createHash, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@nova/core/errors';
import type { FastifyInstance } from 'fastify';
import { cacheTotals, onBusLag, poolTotals, sseStreams } from '../lib/metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

async function buildRegistry() {
  const { collectDefaultMetrics, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'nova_' });
  const httpDuration = new Histogram({
    name: 'nova_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: latencyBuckets,
    registers,
  });
  const busLag = new Histogram({
    name: 'nova_event_bus_lag_seconds',
    help: 'Time from a change being published to this process receiving it from PostgreSQL LISTEN/NOTIFY (another process may have published it: clocks must agree)',
    buckets: latencyBuckets,
    registers,
  });
  onBusLag((seconds) => busLag.observe(seconds));
  new Gauge({
    name: 'nova_sse_connections',
    help: 'Open live-update streams (GET /api/events) in this process',
    registers,
    collect() {
      this.set(sseStreams.count());
    },
  });
  new Gauge({
    name: 'nova_db_pool_connections',
    help: 'PostgreSQL pool connections: open, idle, and requests waiting for one (none on SQLite)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      for (const [state, value] of Object.entries(poolTotals())) this.set({ state }, value);
    },
  });
  for (const [field, help] of [
    ['bytes', 'Bytes held by a bounded in-memory cache'],
    ['entries', 'Entries held by a bounded in-memory cache'],
  ] as const) {
    new Gauge({
      name: `nova_cache_${field}`,
      help,
      labelNames: ['cache'] as const,
      registers,
      collect() {
        this.reset();
        for (const [name, stats] of cacheTotals()) this.set({ cache: name }, stats[field]);
      },
    });
  }
  return { registry, httpDuration };
}

export async function registerMetrics(
  app: FastifyInstance,
  { token }: { token: string | null },
): Promise<void> {
  const built = token === null ? null : await buildRegistry();
  if (built) {
    app.addHook('onResponse', (req, reply, done) => {
      built.httpDuration.observe(
        {
          method: req.method,
          // The route's pattern (/api/tasks/:id), never the raw URL: a bounded set of labels.
          route: req.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
    app.addHook('onClose', async () => onBusLag(null));
  }

  app.get('/metrics', async (req, reply) => {
    if (token === null || built === null) {
      throw new DomainError('not_found', 'Metrics are off: set METRICS_TOKEN to turn them on');
    }
    const sent = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(sent), digest(token))) {
      throw new DomainError('unauthenticated', 'Send the metrics token as Authorization: Bearer <token>');
    }
    reply.header('content-type', built.registry.contentType).header('cache-control', 'no-store');
    return built.registry.metrics();
  });
}
