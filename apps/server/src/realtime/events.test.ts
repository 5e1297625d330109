// Realtime: an SSE client receives its user's events; on PostgreSQL the bus survives its connections
// being terminated. Two server processes sharing events (behind a proxy) are in
// apps/server/test/scale-out.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { buildTestServer, freshDatabaseUrl, testDbKind } from '../../test/test-server.ts';
import { postgresBus } from './bus.ts';

type Stream = {
  events: Array<{ type: string; ids: string[] }>;
  waitFor(type: string): Promise<void>;
  close(): void;
};

/** Opens /api/events with fetch and collects the `data:` lines. */
async function openStream(url: string, cookie: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/events`, { headers: { cookie }, signal: controller.signal });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
  const events: Stream['events'] = [];
  const waiters: Array<() => void> = [];
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      assert.ok(res.body);
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((l) => l.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          for (const w of waiters.splice(0)) w();
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    async waitFor(type) {
      const deadline = Date.now() + 5000;
      while (!events.some((e) => e.type === type)) {
        if (Date.now() > deadline) throw new Error(`no ${type} event within 5 s`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => controller.abort(),
  };
}

async function signUp(url: string, email: string) {
  const res = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'realtime password' }),
  });
  assert.equal(res.status, 201);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('nova_session='))
    ?.split(';')[0];
  assert.ok(cookie, 'sign-up sets the session cookie');
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

const signOut = (url: string, session: { cookie: string; csrfToken: string }) =>
  fetch(`${url}/api/auth/sign-out`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
  });

describe(`realtime events (${testDbKind})`, () => {
  test("an SSE client receives its own user's events and nobody else's", async () => {
    const server = await buildTestServer({ listen: true });
    try {
      const alice = await signUp(server.url, 'alice@example.org');
      const bob = await signUp(server.url, 'bob@example.org');
      const aliceStream = await openStream(server.url, alice.cookie);
      const bobStream = await openStream(server.url, bob.cookie);
      await server.bus.publish((await whoAmI(server.url, alice.cookie)).id, {
        type: 'task.updated',
        ids: ['t1'],
        version: 7,
      });
      await aliceStream.waitFor('task.updated');
      assert.equal((await signOut(server.url, alice)).status, 204);
      await aliceStream.waitFor('session.ended');
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(bobStream.events.length, 0, 'bob saw nothing of alice');
      aliceStream.close();
      bobStream.close();
    } finally {
      await server.close();
    }
  });
});

async function whoAmI(url: string, cookie: string): Promise<{ id: string }> {
  const res = await fetch(`${url}/api/auth/session`, { headers: { cookie } });
  return ((await res.json()) as { user: { id: string } }).user;
}

describe('realtime bus when PostgreSQL drops its connections', {
  skip: testDbKind !== 'postgres' && 'PostgreSQL run only',
}, () => {
  test('sessions terminated by the server (a restart, an administrator) neither crash it nor stop events', async () => {
    const db = await freshDatabaseUrl();
    const warnings: string[] = [];
    const bus = await postgresBus(db.url, { warn: (_obj, msg) => warnings.push(msg) });
    const received: string[] = [];
    const unsubscribe = bus.subscribe('u1', (event) => received.push(event.type));
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      // The publisher pool holds an idle connection after a first event.
      await bus.publish('u1', { type: 'task.created', ids: ['t1'], version: 1 });
      await until(() => received.includes('task.created'));
      // Every other session of this database is terminated, as a restart would; an 'error' nobody
      // listens to would end this test process with an uncaught exception.
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      // A publish right away meets the terminated connection and tries again on a new one.
      await bus.publish('u1', { type: 'task.updated', ids: ['t1'], version: 2 });
      await until(() => warnings.length >= 1);
      // The listener reconnects (after 1 s); events reach subscribers again.
      await until(async () => {
        await bus.publish('u1', { type: 'task.completed', ids: ['t1'], version: 3 });
        return received.includes('task.completed');
      }, 10_000);
    } finally {
      unsubscribe();
      await admin.end();
      await bus.close();
      await db.drop();
    }
  });
});

/** Polls `check` every 100 ms until it holds; fails after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
