// Builds the Fastify application: error model, security headers, cookies, rate limits, the API
// modules, and the built web app with SPA fallback. No listening here (see main.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { allRoutes } from '@nova/core/contracts/all';
import { getHealth, getOpenApi } from '@nova/core/contracts/system';
import { DomainError, type ErrorCode } from '@nova/core/errors';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { createAssistant } from '../assistant-engine/create-assistant.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { registerAiRoutes } from '../modules/ai/ai.routes.ts';
import { authRepo } from '../modules/auth/auth.repo.ts';
import { registerAuthRoutes } from '../modules/auth/auth.routes.ts';
import { oidcService } from '../modules/auth/oidc.service.ts';
import { passwordService } from '../modules/auth/password.service.ts';
import { type ResolvedSession, sessionService } from '../modules/auth/session.service.ts';
import { registerCollaborationRoutes } from '../modules/delegation/collaboration.ts';
import { registerMicroTaskRoutes } from '../modules/micro-tasks/micro-task.routes.ts';
import { registerMvdRoutes } from '../modules/mvd/mvd.routes.ts';
import { registerStrategyRoutes } from '../modules/strategies/strategy.routes.ts';
import { registerTagRoutes } from '../modules/tags/tag.routes.ts';
import { registerTaskRoutes } from '../modules/tasks/task.routes.ts';
import { defaultWebDist } from '../paths.ts';
import type { RealtimeBus } from '../realtime/bus.ts';
import { registerEventRoutes } from '../realtime/events.routes.ts';
import { registerJsonCompression } from './compress.ts';
import { HttpError } from './errors.ts';
import { loggerOptions } from './logging.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { loadPreloads } from './preload.ts';
import { type AuthedUser, addRoute } from './route.ts';
import { registerSecurityHeaders } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      resolveUser(req: FastifyRequest): Promise<AuthedUser | null>;
      assertCsrf(req: FastifyRequest): void;
    };
  }
  interface FastifyRequest {
    novaSession: ResolvedSession | null | undefined;
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

// TEMPORARY (h-ai): the statuses of the codes modules/ai throws as DomainError, until the shared
// code -> status mapping lands in the error handler (the lead merges the two).
const domainStatusTemporary: Partial<Record<ErrorCode, number>> = {
  validation_failed: 400,
  not_found: 404,
  no_active_tasks: 422,
};

function errorBody(code: string, message: string, details?: unknown) {
  return { error: details ? { code, message, details } : { code, message } };
}

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, bus } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(options.logger ? { stream: options.logger } : {}) },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  // Access log at debug level (info would cost a fifth of throughput); failures always at warn/error.
  app.addHook('onResponse', (req, reply, done) => {
    if (reply.statusCode >= 500) req.log.error({ req, status: reply.statusCode }, 'request failed');
    else req.log.debug({ req, status: reply.statusCode, ms: reply.elapsedTime }, 'request');
    done();
  });

  // While shutting down, answers close their connection so keep-alive clients do not hold us open.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  registerJsonCompression(app);

  // The API speaks JSON only: other bodies get 415 unsupported_media_type.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app, { https: config.secureCookies });
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) =>
      new HttpError(
        429,
        'rate_limited',
        `Too many attempts: try again in ${Math.ceil(context.ttl / 1000)} s`,
        {
          headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        },
      ),
  });

  app.setErrorHandler((error: FastifyError | HttpError | DomainError, req, reply) => {
    // TEMPORARY (h-ai): see domainStatusTemporary.
    if (error instanceof DomainError) {
      const status = domainStatusTemporary[error.code] ?? 500;
      return reply.code(status).send(errorBody(error.code, error.message, error.details));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send(errorBody(String(error.code), error.message, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send(errorBody('payload_too_large', 'Request body is over 1 MB'));
    if (status === 415) {
      return reply.code(415).send(errorBody('unsupported_media_type', 'Send the body as application/json'));
    }
    if (status === 400 && (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP'))) {
      return reply.code(400).send(errorBody('invalid_json', 'Request body is not valid JSON'));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody('bad_request', error.message.split('\n')[0] ?? 'Bad request'));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(errorBody('internal_error', 'Something went wrong on our side: please try again'));
  });

  // Services
  const repo = authRepo(database.db);
  const sessions = sessionService({
    repo,
    clock,
    secret: config.sessionSecret,
    ttlMs: config.sessionTtlMs,
    secureCookies: config.secureCookies,
  });
  app.decorateRequest('novaSession', undefined);
  // Expired sessions and abandoned sign-ins are swept hourly (lookups already refuse them).
  const sweep = setInterval(() => {
    repo.deleteExpiredSessions(clock.now().toISOString()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'session sweep failed');
    });
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
  app.decorate('auth', {
    resolveUser: async (req: FastifyRequest) => (await sessions.resolve(req))?.user ?? null,
    assertCsrf: sessions.assertCsrf,
  });

  // Cross-site writes are refused whatever the route: the Origin, when sent, must be ours.
  const ownOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', (req, _reply, done) => {
    const origin = req.headers.origin;
    if (origin && req.method !== 'GET' && req.method !== 'HEAD' && origin !== ownOrigin) {
      const host = req.headers.host;
      if (!host || (origin !== `http://${host}` && origin !== `https://${host}`)) {
        return done(new HttpError(403, 'csrf_failed', 'Cross-site request refused'));
      }
    }
    done();
  });

  // Routes
  addRoute(app, getHealth, () => ({ status: 'ok' as const, db: database.kind, version: config.version }));
  let openApi: unknown;
  addRoute(app, getOpenApi, () => {
    openApi ??= buildOpenApiDocument(allRoutes, { version: config.version });
    return openApi;
  });
  registerAuthRoutes(app, {
    sessions,
    passwords: passwordService({ repo, clock }),
    oidc: oidcService({ providers: config.providers, publicUrl: config.publicUrl, repo, clock }),
    bus,
    publicUrl: config.publicUrl,
    signInRateLimit: options.signInRateLimit ?? { max: 10, timeWindow: 60_000 },
  });
  registerEventRoutes(app, bus);
  const planner = { db: database.db, bus, clock, log: app.log };
  registerTaskRoutes(app, planner);
  registerMicroTaskRoutes(app, planner);
  registerMvdRoutes(app, planner);
  registerStrategyRoutes(app, planner);
  registerTagRoutes(app, planner);
  registerAiRoutes(app, { ...planner, config, assistant: createAssistant(config.ai, { log: app.log }) });
  registerCollaborationRoutes(app, { ...planner, config });

  // The web app
  const webDist = options.webDist ?? defaultWebDist;
  const indexHtml = path.join(webDist, 'index.html');
  const preloads = loadPreloads(webDist);
  if (existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      // apps/web's build writes .br/.gz beside each text file; the browser gets the one it accepts.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send(errorBody('not_found', `No API route ${req.method} ${pathname}`));
    }
    // A missing file (a stale hashed asset, /favicon.png…) is a plain 404, not the app's HTML.
    const looksLikeFile = pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);
    // The shared delegated-task page has its own small entry (apps/web decision 0007), not the app's.
    const isGet = req.method === 'GET' || req.method === 'HEAD';
    if (isGet && pathname.startsWith('/shared-task/') && existsSync(path.join(webDist, 'shared-task.html'))) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('shared-task.html');
    }
    if (isGet && !looksLikeFile && existsSync(indexHtml)) {
      // The screen's code and texts start loading with the HTML (preload.ts).
      const link = preloads.linkFor(pathname, req.headers['accept-language']);
      if (link) reply.header('link', link);
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .code(404)
      .type('text/plain')
      .send('Not found. (If you expected the web app: run `npm run build` so apps/web/dist exists.)');
  });

  return app;
}
