// Scale-out: two real server processes (`node apps/server/src/cli.ts serve`, what `npm start` runs from
// its bundle) on one scratch PostgreSQL database, behind the round-robin proxy of scripts/two-process.ts.
// Everything goes through the proxy; each request is steered to process 0 or 1 by the proxy's turn (a
// cheap health check moves the turn on) and the proxy's x-nova-upstream header proves who answered.
// Covers: a session started on one process works on the other; a task created through 0 is listed by
// 1 with the right ETag/304 (1's cached list is not served stale); an event stream held on 1 hears a
// change made through 0; a sign-out or a profile change through 0 holds on 1 at once (its session
// cache is told over the bus, not left to time out); a recurring template's task is made once.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import type { Task, TaskList } from '@nova/core/contracts/tasks';
import { randomSecret, startTwoProcesses, type TwoProcesses } from '../../../scripts/two-process.ts';
import { freshDatabaseUrl, testDbKind } from './test-server.ts';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const skip =
  testDbKind === 'postgres'
    ? false
    : 'PostgreSQL only: several processes share one PostgreSQL database (run with NOVA_TEST_DB=postgres)';

type Upstream = 0 | 1;
type Answer = { status: number; headers: Headers; body: string };

/** A browser through the proxy: keeps the session cookie and the CSRF token, picks the process. */
class Browser {
  cookie = '';
  csrf = '';
  private readonly setup: TwoProcesses;
  constructor(setup: TwoProcesses) {
    this.setup = setup;
  }

  async on(
    upstream: Upstream,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await this.send(upstream, method, url, body, headers);
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name, ...rest] = pair.split('=');
      if (name?.trim() === 'nova_session')
        this.cookie = rest.join('=') ? `nova_session=${rest.join('=')}` : '';
    }
    return { status: res.status, headers: res.headers, body: await res.text() } satisfies Answer;
  }

  /** Opens a request on `upstream` and returns the response without reading its body. */
  async send(
    upstream: Upstream,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    await turnTo(this.setup, upstream);
    const res = await fetch(`${this.setup.url}${url}`, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.equal(
      res.headers.get('x-nova-upstream'),
      String(upstream),
      `${method} ${url} went to ${upstream}`,
    );
    return res;
  }
}

/** Moves the proxy's round-robin turn to `upstream` with health checks (requests here are sequential). */
async function turnTo(setup: TwoProcesses, upstream: Upstream): Promise<void> {
  while (setup.nextUpstream() !== upstream) {
    const res = await fetch(`${setup.url}/api/health`);
    await res.arrayBuffer();
    assert.equal(res.status, 200);
  }
}

/** Reads Server-Sent Events from an open stream until `match` accepts one (fails after 15 s). */
function eventReader(stream: ReadableStream<Uint8Array>) {
  const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async until(match: (event: RealtimeEvent) => boolean): Promise<RealtimeEvent> {
      const timer = setTimeout(() => reader.cancel(new Error('no matching event within 15 s')), 15_000);
      try {
        for (;;) {
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const event = JSON.parse(data.slice('data: '.length)) as RealtimeEvent;
            if (match(event)) return event;
          }
          const { value, done } = await reader.read();
          if (done) throw new Error(`the event stream ended before a matching event; left: ${buffer}`);
          buffer += value;
        }
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => reader.cancel().catch(() => {}),
  };
}

/** Polls `check` until it holds (a background job's result), failing after `ms`. */
async function eventually(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('scale-out: two server processes behind a round-robin proxy on one PostgreSQL database', {
  skip,
}, () => {
  let setup: TwoProcesses;
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>> | undefined;
  let dataDir = '';
  let browser: Browser;
  const email = `scale-${Date.now()}@example.org`;

  before(async () => {
    database = await freshDatabaseUrl();
    dataDir = mkdtempSync(path.join(tmpdir(), 'nova-scale-'));
    setup = await startTwoProcesses({
      databaseUrl: database.url,
      entry: cli,
      dataDir,
      env: { SESSION_SECRET: randomSecret(), LOG_LEVEL: 'warn' },
    });
    browser = new Browser(setup);
  });
  after(async () => {
    await setup?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a session started through one process is accepted by the other', async () => {
    const up = await browser.on(0, 'POST', '/api/auth/sign-up', {
      email,
      password: 'correct horse battery',
      name: 'Scale',
    });
    assert.equal(up.status, 201, up.body);
    browser.csrf = (JSON.parse(up.body) as { csrfToken: string }).csrfToken;
    const session = await browser.on(1, 'GET', '/api/auth/session');
    assert.equal((JSON.parse(session.body) as { user: { email: string } | null }).user?.email, email);
  });

  test('a task created through 0 is listed by 1 at once, with ETags that agree across processes', async () => {
    const before = await browser.on(1, 'GET', '/api/tasks'); // 1 now holds this list in its cache
    assert.equal(before.status, 200);
    const etag = before.headers.get('etag') ?? '';
    assert.ok(etag);
    assert.equal(
      (await browser.on(0, 'GET', '/api/tasks', undefined, { 'if-none-match': etag })).status,
      304,
    );

    const created = await browser.on(0, 'POST', '/api/tasks', { title: 'Made on process 0' });
    assert.equal(created.status, 201, created.body);
    const task = JSON.parse(created.body) as Task;

    const afterChange = await browser.on(1, 'GET', '/api/tasks', undefined, { 'if-none-match': etag });
    assert.equal(afterChange.status, 200, 'the old ETag no longer matches on process 1');
    const list = JSON.parse(afterChange.body) as TaskList;
    assert.deepEqual(
      list.tasks.map((t) => t.id),
      [task.id],
    );
    const newEtag = afterChange.headers.get('etag') ?? '';
    assert.notEqual(newEtag, etag);
    assert.equal(
      (await browser.on(0, 'GET', '/api/tasks', undefined, { 'if-none-match': newEtag })).status,
      304,
    );
    assert.equal(
      (await browser.on(1, 'GET', '/api/tasks', undefined, { 'if-none-match': newEtag })).status,
      304,
    );
  });

  test('an event stream held on 1 hears a change made through 0', async () => {
    const res = await browser.send(1, 'GET', '/api/events', undefined, { accept: 'text/event-stream' });
    assert.equal(res.status, 200);
    assert.ok(res.body);
    const events = eventReader(res.body);
    try {
      const created = await browser.on(0, 'POST', '/api/tasks', { title: 'Heard on process 1' });
      assert.equal(created.status, 201, created.body);
      const { id } = JSON.parse(created.body) as Task;
      const event = await events.until((e) => e.ids.includes(id));
      assert.equal(event.type, 'task.created');
    } finally {
      await events.close();
    }
  });

  test('a profile change through 0 shows on 1 at once (its cached session is dropped)', async () => {
    const read = async (upstream: Upstream) => {
      const res = await browser.on(upstream, 'GET', '/api/auth/session');
      return (JSON.parse(res.body) as { user: { timeZone: string | null } }).user.timeZone;
    };
    await read(1); // cached on 1
    const zone = (await read(1)) === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
    const changed = await browser.on(0, 'PUT', '/api/auth/time-zone', { timeZone: zone });
    assert.equal(changed.status, 200, changed.body);
    assert.equal(await read(1), zone);
  });

  test('a recurring template’s task is made once, whichever process runs the pass', async () => {
    assert.equal((await browser.on(0, 'PUT', '/api/auth/time-zone', { timeZone: 'UTC' })).status, 200);
    // Due since midnight today: the write pokes the scheduler (graphile-worker, on both processes).
    const created = await browser.on(0, 'POST', '/api/recurring-templates', {
      title: 'Once across processes',
      pattern: { type: 'daily' },
      time: '00:00',
    });
    assert.equal(created.status, 201, created.body);
    const { id } = JSON.parse(created.body) as { id: string };
    const made = async (upstream: Upstream) => {
      const res = await browser.on(upstream, 'GET', '/api/tasks');
      return (JSON.parse(res.body) as TaskList).tasks.filter((t) => t.title === 'Once across processes')
        .length;
    };
    let turn: Upstream = 1;
    await eventually(async () => {
      turn = turn === 0 ? 1 : 0;
      return (await made(turn)) > 0;
    }, 'the recurring task was generated');
    // Both processes keep their graphile-worker running; another pass (the next minute's, a poke)
    // finds the day taken.
    const poke = await browser.on(1, 'PATCH', `/api/recurring-templates/${id}`, {
      title: 'Once across processes',
    });
    assert.equal(poke.status, 200, poke.body);
    assert.equal(await made(0), 1);
    assert.equal(await made(1), 1);
    const template = await browser.on(1, 'GET', `/api/recurring-templates/${id}`);
    assert.equal((JSON.parse(template.body) as { handledCount: number }).handledCount, 1);
  });

  test('signing out through 0 is refused on 1 at once, not after the session cache times out', async () => {
    const stolen = browser.cookie;
    const stream = await browser.send(1, 'GET', '/api/events', undefined, { accept: 'text/event-stream' });
    assert.ok(stream.body);
    const events = eventReader(stream.body);
    try {
      // Process 1 has the session cached (read twice within its 10 s TTL).
      assert.equal((await browser.on(1, 'GET', '/api/tasks')).status, 200);
      assert.equal((await browser.on(1, 'GET', '/api/tasks')).status, 200);
      const out = await browser.on(0, 'POST', '/api/auth/sign-out', {});
      assert.equal(out.status, 204, out.body);
      assert.equal(browser.cookie, '', 'the cookie was cleared');
      browser.cookie = stolen; // a second tab, or a copied cookie, still sends it
      const refused = await browser.on(1, 'GET', '/api/tasks');
      assert.equal(refused.status, 401, refused.body);
      const session = await browser.on(1, 'GET', '/api/auth/session');
      assert.equal((JSON.parse(session.body) as { user: unknown }).user, null);
      assert.equal((await browser.on(0, 'GET', '/api/tasks')).status, 401);
      const ended = await events.until((e) => e.type === 'session.ended');
      assert.equal(ended.type, 'session.ended');
    } finally {
      await events.close();
    }
  });
});
