// Test server: a real app on a fresh database of the kind the run asks for (NOVA_TEST_DB=sqlite|postgres),
// with a controllable clock, plus a small cookie-keeping HTTP client.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createApp } from '../src/http/app.ts';
import type { Clock } from '../src/lib/clock.ts';
import { inProcessBus, postgresBus, type RealtimeBus } from '../src/realtime/bus.ts';
import { copySqliteTemplate, databaseUrlIn, postgresTemplate } from './migrated-template.ts';

export const testDbKind = (process.env.NOVA_TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
const pgAdminUrl = process.env.NOVA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestClock = Clock & { set(iso: string): void; advance(ms: number): void };

export function testClock(start = '2026-11-21T09:00:00.000Z'): TestClock {
  let now = Date.parse(start);
  return {
    now: () => new Date(now),
    set: (iso) => {
      now = Date.parse(iso);
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/**
 * A fresh database: a temp SQLite file, or a new PostgreSQL database dropped on cleanup. Empty, or
 * with `migrated` a copy of one at the latest migration (migrated-template.ts).
 */
export async function freshDatabaseUrl(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  if (testDbKind === 'postgres') {
    const name = `nova_t_${randomBytes(6).toString('hex')}`;
    const template = options.migrated ? ` TEMPLATE ${await postgresTemplate(pgAdminUrl)}` : '';
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}${template}`);
    await admin.end();
    return {
      url: databaseUrlIn(pgAdminUrl, name),
      async drop() {
        const c = new pg.Client({ connectionString: pgAdminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'nova-test-'));
  const file = path.join(dir, 'nova.sqlite');
  if (options.migrated) await copySqliteTemplate(file);
  return {
    url: file,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export type TestServer = {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  database: DatabaseHandle;
  bus: RealtimeBus;
  /** Base URL when started with `listen: true`. */
  url: string;
  close(): Promise<void>;
};

export async function buildTestServer(
  options: {
    env?: Record<string, string>;
    listen?: boolean;
    databaseUrl?: string;
    signInRateLimit?: { max: number; timeWindow: number };
    webDist?: string;
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestServer> {
  const fresh = options.databaseUrl ? null : await freshDatabaseUrl({ migrated: true });
  const databaseUrl = options.databaseUrl ?? fresh?.url;
  if (databaseUrl === undefined) throw new Error('buildTestServer: no database URL');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nova-data-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'),
      ...options.env,
    },
    { persistSecret: false },
  );
  const database = await openDatabase({ databaseUrl });
  await migrateToLatest(database.db);
  const bus =
    database.kind === 'postgres' ? await postgresBus(databaseUrl, { warn: () => {} }) : inProcessBus();
  const clock = testClock();
  const app = await createApp({
    config,
    database,
    bus,
    clock,
    logger: options.logStream ?? false,
    signInRateLimit: options.signInRateLimit ?? { max: 1000, timeWindow: 60_000 },
    webDist: options.webDist ?? path.join(dataDir, 'no-web'),
  });
  let url = '';
  if (options.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  } else {
    await app.ready();
  }
  return {
    app,
    config,
    clock,
    database,
    bus,
    url,
    async close() {
      await app.close();
      await bus.close();
      await database.close();
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Injected = {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json<T = unknown>(): T;
};

/** A signed-in (or not) HTTP client over fastify.inject that keeps cookies and the CSRF token. */
export class Agent {
  readonly app: FastifyInstance;
  readonly cookies = new Map<string, string>();
  csrf: string | null = null;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Injected> {
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const cookie of res.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res as unknown as Injected;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);
  delete = (url: string) => this.request('DELETE', url);

  async signUp(email = `u${randomBytes(4).toString('hex')}@example.org`, password = 'correct horse battery') {
    const res = await this.post('/api/auth/sign-up', { email, password, name: 'Test User' });
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    const session = res.json<{ csrfToken: string; user: { id: string } }>();
    this.csrf = session.csrfToken;
    return { email, password, user: session.user };
  }
}
