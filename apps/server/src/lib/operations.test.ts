// The replay-safe write runner on a real database: first result stored with the write, replays
// answer it without running the work, failures are not recorded, nothing is published for a replay
// or a write that changed nothing, and the user's seq only moves when something was written.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import { DomainError } from '@nova/core/errors';
import { signedIn } from '../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../test/test-server.ts';
import { isUniqueViolation, type Operations, operations, type WriteContext } from './operations.ts';

describe(`operations (${testDbKind})`, () => {
  let server: TestServer;
  let ops: Operations;
  let userId: string;
  const seqOf = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('user_sync')
          .select('seq')
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.seq ?? 0,
    );

  before(async () => {
    server = await buildTestServer();
    ops = operations({ db: server.database.db, bus: server.bus, clock: server.clock });
    userId = (await signedIn(server)).userId;
  });
  after(() => server.close());

  const insertTag = (name: string) =>
    ops.run(userId, undefined, async (ctx) => {
      const seq = await ctx.seq();
      await ctx.trx
        .insertInto('tags')
        .values({ id: randomUUID(), user_id: userId, name, seq, created_at: ctx.now, updated_at: ctx.now })
        .execute();
      return { status: 201, body: { name, seq }, events: [{ type: 'tag.changed', ids: [name] }] };
    });

  test('a replay answers the stored status and body, and its writes roll back', async () => {
    const opId = randomUUID();
    let runs = 0;
    const work = async (ctx: WriteContext) => {
      runs++;
      const seq = await ctx.seq();
      await ctx.trx
        .insertInto('tags')
        .values({
          id: randomUUID(),
          user_id: userId,
          name: `replayed-${runs}`,
          seq,
          created_at: ctx.now,
          updated_at: ctx.now,
        })
        .execute();
      return { status: 201, body: { run: runs } };
    };
    const first = await ops.run(userId, opId, work);
    const seqAfterFirst = await seqOf();
    const second = await ops.run(userId, opId, work);
    assert.deepEqual(first, { status: 201, body: { run: 1 }, replayed: false, seq: seqAfterFirst });
    assert.deepEqual(second, { status: 201, body: { run: 1 }, replayed: true, seq: null });
    assert.equal(await seqOf(), seqAfterFirst, 'the replay took no seq');
    const rows = await server.database.db
      .selectFrom('tags')
      .select('name')
      .where('name', 'like', 'replayed-%')
      .execute();
    assert.deepEqual(rows, [{ name: 'replayed-1' }]);
  });

  test('a failed operation is not recorded, so its replay runs again', async () => {
    const opId = randomUUID();
    await assert.rejects(
      ops.run(userId, opId, async () => {
        throw new DomainError('conflict', 'not now');
      }),
      /not now/,
    );
    const retry = await ops.run(userId, opId, async () => ({ status: 200, body: 'ok' }));
    assert.equal(retry.replayed, false);
  });

  test('the seq moves only when something is written; events follow the commit with that seq', async () => {
    const events: RealtimeEvent[] = [];
    const stop = server.bus.subscribe(userId, (e) => events.push(e));
    try {
      const before = await seqOf();
      const nothing = await ops.run(userId, undefined, async () => ({
        status: 200,
        body: null,
        events: [{ type: 'tag.changed', ids: ['x'] }],
      }));
      assert.equal(nothing.seq, null);
      assert.equal(await seqOf(), before);
      const wrote = await insertTag('one');
      assert.equal(wrote.seq, before + 1);
      assert.equal(await seqOf(), before + 1);
      const deadline = Date.now() + 3000;
      while (events.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      assert.deepEqual(events, [{ type: 'tag.changed', ids: ['one'], version: before + 1 }]);
    } finally {
      stop();
    }
  });

  test('a rolled-back write leaves no row, no seq and no recorded operation', async () => {
    const before = await seqOf();
    const opId = randomUUID();
    await assert.rejects(
      ops.run(userId, opId, async (ctx) => {
        const seq = await ctx.seq();
        await ctx.trx
          .insertInto('tags')
          .values({
            id: randomUUID(),
            user_id: userId,
            name: 'ghost',
            seq,
            created_at: ctx.now,
            updated_at: ctx.now,
          })
          .execute();
        throw new DomainError('validation_failed', 'no');
      }),
    );
    assert.equal(await seqOf(), before);
    const ghost = await server.database.db
      .selectFrom('tags')
      .select('id')
      .where('name', '=', 'ghost')
      .execute();
    assert.deepEqual(ghost, []);
    assert.equal(await ops.stored(userId, opId), null);
  });

  test('concurrent writers: every write is stamped after the last seen seq, the counter covers them all', async () => {
    const before = await seqOf();
    const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => insertTag(`serial-${n}`)));
    const seqs = results.map((r) => r.seq ?? Number.NaN);
    assert.ok(seqs.every((seq) => seq > before));
    assert.equal(Math.max(...seqs), await seqOf());
    // Writes that waited for one another share one commit (group commit, on PostgreSQL per user) and
    // may share its number, which `seq > N` reads atomically anyway: more than one commit, though,
    // since the first starts alone.
    assert.ok(new Set(seqs).size >= 1);
  });

  test('concurrent operations commit or fail alone (those that wait share one transaction)', async () => {
    const names = ['iso-1', 'iso-2', 'iso-3', 'iso-4', 'iso-5'];
    const results = await Promise.allSettled(
      names.map((name) =>
        ops.run(userId, randomUUID(), async (ctx) => {
          const seq = await ctx.seq();
          await ctx.trx
            .insertInto('tags')
            .values({
              id: randomUUID(),
              user_id: userId,
              name,
              seq,
              created_at: ctx.now,
              updated_at: ctx.now,
            })
            .execute();
          if (name === 'iso-3') throw new DomainError('conflict', 'third one fails');
          return { status: 201, body: name };
        }),
      ),
    );
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled'],
    );
    const rows = await server.database.db
      .selectFrom('tags')
      .select('name')
      .where('name', 'like', 'iso-%')
      .orderBy('name')
      .execute();
    assert.deepEqual(
      rows.map((r) => r.name),
      ['iso-1', 'iso-2', 'iso-4', 'iso-5'],
    );
    // A duplicate opId among concurrent operations: one write, every caller gets its answer.
    const opId = randomUUID();
    let runs = 0;
    const same = await Promise.all(
      [1, 2, 3].map(() =>
        ops.run(userId, opId, async (ctx) => {
          runs++;
          const seq = await ctx.seq();
          await ctx.trx
            .insertInto('tags')
            .values({
              id: randomUUID(),
              user_id: userId,
              name: `dup-${runs}`,
              seq,
              created_at: ctx.now,
              updated_at: ctx.now,
            })
            .execute();
          return { status: 201, body: { runs } };
        }),
      ),
    );
    assert.equal(new Set(same.map((r) => JSON.stringify(r.body))).size, 1);
    const dups = await server.database.db
      .selectFrom('tags')
      .select('name')
      .where('name', 'like', 'dup-%')
      .execute();
    assert.equal(dups.length, 1);
  });

  test('unique violations are recognised on this database', async () => {
    await insertTag('dupe');
    const error = await insertTag('dupe').catch((e: unknown) => e);
    assert.equal(isUniqueViolation(error), true);
    assert.equal(isUniqueViolation(new Error('other')), false);
  });
});
