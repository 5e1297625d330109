// The realtime bus: services publish small "entities changed" events for a user after commit; the SSE
// endpoint relays them. In-process on SQLite (one server process); on PostgreSQL every event goes
// through LISTEN/NOTIFY so several server processes on one database share them.
import { EventEmitter } from 'node:events';
import { type RealtimeEvent, realtimeEventSchema } from '@nova/core/contracts/events';
import { z } from 'zod';
import { endPool } from '../db/pg-pool.ts';
import { observeBusLag } from '../lib/metrics.ts';

/** What one PostgreSQL NOTIFY carries: the user and the event (publish writes it). */
/** `t`: when it was published (ms since the epoch), for the bus-lag metric. */
const busMessageSchema = z.object({ u: z.string(), e: realtimeEventSchema, t: z.number().optional() });

export type Listener = (event: RealtimeEvent) => void;

export type RealtimeBus = {
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  /** Many users' events at once (a generation pass): one round trip on PostgreSQL, not one each. */
  publishMany(events: ReadonlyArray<{ userId: string; event: RealtimeEvent }>): Promise<void>;
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
};

function localFanout() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (userId: string, event: RealtimeEvent) => emitter.emit(userId, event),
    subscribe(userId: string, listener: Listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
  };
}

export function inProcessBus(): RealtimeBus {
  const fanout = localFanout();
  return {
    async publish(userId, event) {
      fanout.emit(userId, event);
    },
    async publishMany(events) {
      for (const { userId, event } of events) fanout.emit(userId, event);
    },
    subscribe: fanout.subscribe,
    async close() {},
  };
}

const channel = 'nova_events';

const PUBLISHER_CONNECTIONS = 2;

/** A bus over PostgreSQL LISTEN/NOTIFY, with its own connection for listening (reconnects on loss). */
export async function postgresBus(
  connectionString: string,
  log: { warn(obj: object, msg: string): void },
): Promise<RealtimeBus> {
  const fanout = localFanout();
  const { default: pg } = await import('pg');
  const publisher = new pg.Pool({ connectionString, max: PUBLISHER_CONNECTIONS });
  // An idle publishing connection dying (a PostgreSQL restart, an administrator terminating sessions)
  // must not crash the process: without a listener the pool's 'error' event is an uncaught exception.
  // The pool replaces the client on the next publish.
  publisher.on('error', (error) => {
    log.warn({ err: error }, 'realtime publisher lost an idle connection');
  });
  let listener: InstanceType<typeof pg.Client> | null = null;
  let closed = false;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString });
    c.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        const { u, e, t } = busMessageSchema.parse(JSON.parse(message.payload));
        if (t !== undefined) observeBusLag(Math.max(0, Date.now() - t) / 1000);
        fanout.emit(u, e);
      } catch (error) {
        log.warn({ err: error }, 'unreadable realtime notification');
      }
    });
    c.on('error', (error) => {
      log.warn({ err: error }, 'realtime listener lost its connection; reconnecting');
      listener = null;
      if (!closed) setTimeout(() => connect().catch(() => {}), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    listener = c;
  }
  await connect();

  async function notify(text: string, values: unknown[]): Promise<void> {
    // A pooled connection that the server has just terminated (a restart) fails its query once and
    // leaves the pool; each idle connection may be such a one, so try once more than the pool holds.
    for (let attempt = 1; ; attempt++) {
      try {
        await publisher.query(text, values);
        return;
      } catch (error) {
        if (attempt > PUBLISHER_CONNECTIONS) throw error;
      }
    }
  }

  async function notifyAll(payloads: string[]): Promise<void> {
    // Each notification stays small (one user's event); 1,000 go in one statement.
    for (let i = 0; i < payloads.length; i += 1000) {
      await notify('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p', [
        channel,
        payloads.slice(i, i + 1000),
      ]);
    }
  }

  // Publishes made in the same turn of the event loop (the writes of one group commit answer
  // together, lib/operations.ts) leave in one statement: each pg_notify transaction is a commit, and
  // its WAL flush, of its own. Every publisher still waits for its notification to be sent.
  let pending: Array<{ payload: string; sent(): void; failed(error: unknown): void }> = [];
  function flush(): void {
    const batch = pending;
    pending = [];
    notifyAll(batch.map((p) => p.payload)).then(
      () => {
        for (const p of batch) p.sent();
      },
      (error: unknown) => {
        for (const p of batch) p.failed(error);
      },
    );
  }

  return {
    publish(userId, event) {
      return new Promise<void>((sent, failed) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({ payload: JSON.stringify({ u: userId, e: event, t: Date.now() }), sent, failed });
      });
    },
    async publishMany(events) {
      await notifyAll(
        events.map(({ userId, event }) => JSON.stringify({ u: userId, e: event, t: Date.now() })),
      );
    },
    subscribe: fanout.subscribe,
    async close() {
      closed = true;
      await Promise.allSettled([listener?.end(), endPool(publisher, { timeoutMs: 5000 })]);
    },
  };
}
