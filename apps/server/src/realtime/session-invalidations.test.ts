// Session invalidations on the realtime bus: what one process publishes reaches every process on the
// database (two buses on one PostgreSQL database here; one in-process bus on SQLite), `publish`
// returns only once every other process has dropped the sessions (it acknowledged), a process that
// left or died is not waited for again, and no user's event stream ever sees these messages.
// The end-to-end case (two server processes behind a proxy) is apps/server/test/scale-out.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import { freshDatabaseUrl, testDbKind } from '../../test/test-server.ts';
import { inProcessBus, postgresBus, type RealtimeBus } from './bus.ts';
import { sessionInvalidations, TOPIC } from './session-invalidations.ts';

async function withBuses(run: (first: RealtimeBus, second: RealtimeBus) => Promise<void>): Promise<void> {
  const fresh = testDbKind === 'postgres' ? await freshDatabaseUrl() : null;
  const quiet = { warn: () => {} };
  const buses: RealtimeBus[] = fresh
    ? [await postgresBus(fresh.url, quiet), await postgresBus(fresh.url, quiet)]
    : [inProcessBus()];
  try {
    const first = buses[0];
    assert.ok(first);
    await run(first, buses[1] ?? first);
  } finally {
    await Promise.all(buses.map((bus) => bus.close()));
    await fresh?.drop();
  }
}

test(`a session invalidation is acknowledged by every process before publish returns (${testDbKind})`, async () => {
  await withBuses(async (first, second) => {
    const warnings: string[] = [];
    const log = { warn: (_: object, msg: string) => warnings.push(msg) };
    const here = sessionInvalidations(first, log);
    const there = sessionInvalidations(second, log);
    const heardHere: string[] = [];
    const heardThere: string[] = [];
    here.subscribe((userId) => heardHere.push(userId));
    there.subscribe((userId) => heardThere.push(userId));
    const streamed: RealtimeEvent[] = [];
    for (const bus of new Set([first, second])) bus.subscribe('user-1', (event) => streamed.push(event));
    // Each learns of the other from its `hello` (answered by `here`) before anyone signs out.
    await new Promise((resolve) => setTimeout(resolve, 200));

    await here.publish('user-1');
    assert.deepEqual(heardHere, ['user-1'], 'this process dropped them');
    assert.deepEqual(heardThere, ['user-1'], 'the other process dropped them before publish returned');

    await there.publish('user-2');
    assert.deepEqual(heardHere, ['user-1', 'user-2']);
    assert.deepEqual(heardThere, ['user-1', 'user-2']);
    assert.deepEqual(streamed, [], "a user's event stream never carries invalidations");
    assert.deepEqual(warnings, []);
  });
});

test(`a process that left or died is not waited for again (${testDbKind})`, async () => {
  await withBuses(async (first, second) => {
    const warnings: Array<{ msg: string; silent: unknown }> = [];
    const log = {
      warn: (obj: object, msg: string) => warnings.push({ msg, silent: Reflect.get(obj, 'silent') }),
    };
    const here = sessionInvalidations(first, log);
    const leaving = sessionInvalidations(second, log);
    // A process that said hello and then died without a word: nobody will ever acknowledge for it.
    await second.publish(TOPIC, { type: 'sessions.invalidated', ids: ['hello', 'ghost'], version: null });
    await new Promise((resolve) => setTimeout(resolve, 200));

    // It stops answering; its `bye` lets a publish already waiting for it finish too.
    await leaving.close();
    await here.publish('user-1');
    assert.deepEqual(
      warnings,
      [{ msg: 'session invalidation not acknowledged in time', silent: 1 }],
      'one wait for the dead process, none for the one that said bye',
    );
    await here.publish('user-2');
    assert.equal(warnings.length, 1, 'the dead process is no longer waited for');
  });
});
