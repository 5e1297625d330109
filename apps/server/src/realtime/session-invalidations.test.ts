// Session invalidations on the realtime bus: what one process publishes reaches every process on the
// database (two buses on one PostgreSQL database here; one in-process bus on SQLite), `publish`
// returns only once its own message came back, and no user's event stream ever sees them.
// The end-to-end case (two server processes behind a proxy) is apps/server/test/scale-out.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import { freshDatabaseUrl, testDbKind } from '../../test/test-server.ts';
import { inProcessBus, postgresBus, type RealtimeBus } from './bus.ts';
import { sessionInvalidations } from './session-invalidations.ts';

const quiet = { warn: () => {} };

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.ok(check(), 'not within 5 s');
}

test(`a session invalidation reaches every process and no event stream (${testDbKind})`, async () => {
  const fresh = testDbKind === 'postgres' ? await freshDatabaseUrl() : null;
  const buses: RealtimeBus[] = fresh
    ? [await postgresBus(fresh.url, quiet), await postgresBus(fresh.url, quiet)]
    : [inProcessBus()];
  try {
    const first = buses[0];
    assert.ok(first);
    const second = buses[1] ?? first;
    const here = sessionInvalidations(first, quiet);
    const there = sessionInvalidations(second, quiet);
    const heardHere: string[] = [];
    const heardThere: string[] = [];
    here.subscribe((userId) => heardHere.push(userId));
    there.subscribe((userId) => heardThere.push(userId));
    const streamed: RealtimeEvent[] = [];
    for (const bus of buses) bus.subscribe('user-1', (event) => streamed.push(event));

    await here.publish('user-1');
    assert.deepEqual(heardHere, ['user-1'], 'publish returned after its own echo');
    await until(() => heardThere.length === 1);
    assert.deepEqual(heardThere, ['user-1']);

    await there.publish('user-2');
    await until(() => heardHere.length === 2);
    assert.deepEqual(heardHere, ['user-1', 'user-2']);
    assert.deepEqual(streamed, [], "a user's event stream never carries invalidations");
  } finally {
    await Promise.all(buses.map((bus) => bus.close()));
    await fresh?.drop();
  }
});
