// Builds the Fastify application from its plugins (each in its own file here) and the services of the
// composition root (../compose.ts). No listening here (see main.ts).
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { compose, registerApiRoutes } from '../compose.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { Scheduler } from '../modules/recurring/scheduler.ts';
import { defaultWebDist } from '../paths.ts';
import type { RealtimeBus } from '../realtime/bus.ts';
import { registerJsonCompression } from './compress.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerLifecycle } from './lifecycle.ts';
import { lazyChildLogger, loggerOptions } from './logging.ts';
import { registerMetrics } from './metrics.ts';
import { noRouteSchemas } from './no-route-schemas.ts';
import { registerOriginCheck } from './origin-check.ts';
import { registerRateLimit } from './rate-limit.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerSessions } from './session.ts';
import { registerWebApp } from './web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recurring-task scheduler (modules/recurring/scheduler.ts); stopped when the app closes. */
    scheduler: Scheduler;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  bus: RealtimeBus;
  clock?: Clock;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webDist?: string;
  signInRateLimit?: { max: number; timeWindow: number };
  /** false: no logs (tests); a stream: logs go there (tests that read them). */
  logger?: false | { write(line: string): void };
};

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, bus } = options;
  const clock = options.clock ?? systemClock;
  const stream = options.logger ? { stream: options.logger } : {};
  const app = Fastify({
    logger: options.logger === false ? false : { ...loggerOptions(config.logLevel), ...stream },
    ...(options.logger === false ? {} : { childLoggerFactory: lazyChildLogger }),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Validation is by the zod contracts (route.ts): Fastify's ajv and fast-json-stringify never load.
    schemaController: noRouteSchemas,
  });
  registerLifecycle(app);
  registerJsonCompression(app);
  // The API speaks JSON only: other bodies get 415 unsupported_media_type.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app, { https: config.secureCookies });
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await registerRateLimit(app);
  registerErrorHandler(app);
  // Before every route: each route takes the hooks and error handler registered before it.
  await registerMetrics(app, { token: config.metricsToken });

  const services = compose({ config, database, bus, clock, log: app.log });
  // main.ts starts the recurring scheduler once the server listens; tests run its passes by hand.
  app.decorate('scheduler', services.scheduler);
  app.addHook('onClose', async () => {
    await services.close();
    await services.scheduler.stop();
  });
  registerSessions(app, {
    sessions: services.sessions,
    tokens: services.apiTokens,
    secureCookies: config.secureCookies,
  });
  registerOriginCheck(app, config.publicUrl);
  registerApiRoutes(app, services, {
    config,
    database,
    bus,
    signInRateLimit: options.signInRateLimit ?? { max: 10, timeWindow: 60_000 },
  });
  await registerWebApp(app, options.webDist ?? defaultWebDist);
  return app;
}
