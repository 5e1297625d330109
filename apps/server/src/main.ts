// Process entry: config -> database -> migrations -> realtime bus -> HTTP, and a graceful shutdown.
import { isRecord } from '@nova/core/guards';
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createApp } from './http/app.ts';
import { limitHeapGrowth, settleMemoryAfterStart } from './lib/settle-memory.ts';
import { inProcessBus, postgresBus, type RealtimeBus } from './realtime/bus.ts';
import { StartupError } from './startup-error.ts';

/** How long after listening the recurring-task scheduler starts (its catch-up pass runs then): after
 * the first requests, before the memory-settling collection of serve() (1 s). */
export const SCHEDULER_START_DELAY_MS = 250;

export type RunningServer = {
  app: FastifyInstance;
  config: Config;
  url: string;
  close(): Promise<void>;
};

export async function startServer(
  env: Record<string, string | undefined> = process.env,
  config: Config = loadConfig(env),
): Promise<RunningServer> {
  const database: DatabaseHandle = await openDatabase({ databaseUrl: config.databaseUrl });
  let bus: RealtimeBus | undefined;
  try {
    await migrateToLatest(database.db);
    bus =
      database.kind === 'postgres'
        ? await postgresBus(config.databaseUrl, { warn: (o, m) => console.warn(m, o) })
        : inProcessBus();
    const app = await createApp({ config, database, bus });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      await app.close();
      const code = isRecord(error) ? error.code : undefined;
      if (code === 'EADDRINUSE') {
        throw new StartupError(`Port ${config.port} is already in use: stop the other program or set PORT`);
      }
      if (code === 'EACCES') {
        throw new StartupError(`Port ${config.port} needs more privileges: set PORT to 1024 or above`);
      }
      throw error;
    }
    // Recurring tasks appear on time even when nobody opens the app: the scheduler runs a catch-up
    // pass and then wakes as templates fall due. It starts a moment after listening, not at once: the
    // catch-up pass (and on PostgreSQL loading graphile-worker and connecting it) ran right when the
    // first requests came in and held them up (docs/decisions/0026-lean-start.md). What changes
    // meanwhile is in that first pass. Not awaited: serving does not wait for it.
    const schedulerStart = setTimeout(() => {
      app.scheduler.start().catch((error: unknown) => {
        app.log.error({ err: error }, 'the recurring-task scheduler did not start');
      });
    }, SCHEDULER_START_DELAY_MS);
    schedulerStart.unref();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const openBus = bus;
    return {
      app,
      config,
      url: `http://127.0.0.1:${port}`,
      async close() {
        clearTimeout(schedulerStart);
        await app.close();
        await openBus.close();
        await database.close();
      },
    };
  } catch (error) {
    await bus?.close();
    await database.close();
    throw error;
  }
}

/**
 * `nova serve`: start, log where, and shut down gracefully on SIGTERM/SIGINT. `config`: already loaded
 * by the caller (cli.ts, which needs the port first), else loaded here.
 */
export async function serve(config?: Config): Promise<void> {
  // Before any request: the old generation grows to 1.5 times what is live, not four (settle-memory.ts).
  limitHeapGrowth();
  const server = await startServer(process.env, config);
  server.app.log.info(`Nova Planner ${server.config.version} listening on ${server.config.publicUrl}`);
  // Start-up leaves a 32 MB young generation and its garbage behind; give it back once (lib/settle-memory.ts).
  settleMemoryAfterStart();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
