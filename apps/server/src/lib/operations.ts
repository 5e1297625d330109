// Replay-safe writes. Every planner write runs through `run()`:
// 1. a write carrying an operation id (opId) that was already applied returns the first response
//    (status + body) and changes nothing: the operation runs, fails (its opId row exists, or its work
//    no longer applies), rolls back, and the stored answer is returned. No lookup before every write:
//    replays are rare, writes are not;
// 2. otherwise one transaction: lock the user's change counter (user_sync row), do the work, take a
//    change sequence number only if something was written, and record the opId with the response
//    (operations that wait share one transaction, each in its own savepoint: group commit, on SQLite
//    for everyone, on PostgreSQL per user);
// 3. after COMMIT, publish the realtime events the work asked for (never inside the transaction).
//
// Locking the user's user_sync row first (an upsert that adds 0: a row lock on PostgreSQL, the one
// writer on SQLite) serialises one user's writes, so checks such as "at most 3 MVD tasks", "tag name
// free" cannot race. Two requests with the same opId at once: the second waits, then its
// applied_operations insert violates the primary key, its writes roll back and it answers with the
// stored response.
//
// Failed operations (4xx) are not recorded: they changed nothing, and a replay may succeed later
// (SPEC §4: failed operations stay in the client's queue).

import type { RealtimeEvent } from '@nova/core/contracts/events';
import { isRecord } from '@nova/core/guards';
import { CompiledQuery, SqliteAdapter } from 'kysely';
import type { Db } from '../db/database.ts';
import { nextSeq } from '../db/sync-seq.ts';
import type { RealtimeBus } from '../realtime/bus.ts';
import type { Clock } from './clock.ts';

export type WriteContext = {
  trx: Db;
  userId: string;
  /** The request's time, ISO 8601 (one value for every row the operation writes). */
  now: string;
  /** The operation's id as the client sent it (undefined when it sent none): the progress ledger keeps it. */
  opId?: string | undefined;
  /** The user's change sequence number for this write, reserved on first call (one per operation). */
  seq(): Promise<number>;
};

export type OperationResult<T> = {
  status: number;
  body: T;
  /** Published after commit with `version` = the operation's seq. */
  events?: ReadonlyArray<Omit<RealtimeEvent, 'version'>>;
};

export type OperationOutcome<T> = {
  status: number;
  body: T;
  replayed: boolean;
  /** The seq this operation wrote at, or null when it wrote nothing (replay or no change). */
  seq: number | null;
};

/** The outcomes run() handed out: how the HTTP layer tells one from a plain body (http/route.ts). */
const outcomes = new WeakSet<object>();

function outcome<T>(value: OperationOutcome<T>): OperationOutcome<T> {
  outcomes.add(value);
  return value;
}

/** True for an operation's outcome (status + body) as run() returns it, false for anything else. */
export function isOperationOutcome(value: unknown): value is OperationOutcome<unknown> {
  return typeof value === 'object' && value !== null && outcomes.has(value);
}

/** True for a unique / primary key violation on SQLite (node:sqlite) or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (!isRecord(error)) return false;
  const e = error;
  if (e.code === '23505') return true;
  // SQLITE_CONSTRAINT_PRIMARYKEY 1555, SQLITE_CONSTRAINT_UNIQUE 2067.
  if (e.errcode === 1555 || e.errcode === 2067) return true;
  return typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed');
}

export type Operations = ReturnType<typeof operations>;

/** What the planner modules' route registrations take (app.ts passes them). */
export type WriteDeps = {
  db: Db;
  bus: RealtimeBus;
  clock: Clock;
  /** Where a failed publish is reported: the write has committed, so the request still succeeds. */
  log?: { warn(obj: object, msg: string): void };
};

type Job = {
  userId: string;
  opId: string | undefined;
  now: string;
  alwaysWrites: boolean;
  work: (ctx: WriteContext) => Promise<OperationResult<unknown>>;
};
type Done = { result: OperationResult<unknown>; seq: number | null };

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * One operation inside an open transaction: (lock,) work, record the opId. `reserved`: a seq already
 * taken for this user in this transaction (group commit), used instead of taking another.
 */
async function attempt(trx: Db, job: Job, lock: boolean, reserved: number | null = null): Promise<Done> {
  const { userId, opId, now } = job;
  let seq: number | null = null;
  // Lock first (adds 0 unless the operation always writes): every check of the work sees the user's
  // latest committed state. SQLite needs no lock: its one connection runs one transaction at a time.
  if (job.alwaysWrites) seq = reserved ?? (await nextSeq(trx, userId, 1));
  else if (lock) await nextSeq(trx, userId, 0);
  const ctx: WriteContext = {
    trx,
    userId,
    now,
    opId,
    seq: async () => {
      seq ??= reserved ?? (await nextSeq(trx, userId, 1));
      return seq;
    },
  };
  const result = await job.work(ctx);
  if (opId !== undefined) {
    await trx
      .insertInto('applied_operations')
      .values({
        user_id: userId,
        op_id: opId,
        status_code: result.status,
        response_body: JSON.stringify(result.body ?? null),
        created_at: now,
      })
      .execute();
  }
  return { result, seq };
}

const BATCH_MAX = 100;
const savepoint = CompiledQuery.raw('savepoint nova_op');
const release = CompiledQuery.raw('release savepoint nova_op');
const rollbackTo = CompiledQuery.raw('rollback to savepoint nova_op');

type Entry = { job: Job; resolve(done: Done): void; reject(error: unknown): void };

/** Thrown inside a batch's transaction to roll it back when one of its operations failed. */
class BatchFailed extends Error {}

/**
 * Runs a batch of waiting operations in one transaction, each inside its own savepoint so a failing
 * one rolls back alone, and commits once; every caller gets its answer after that commit. `lock`
 * (PostgreSQL, where the batch is one user's): take the user's row lock before the first operation,
 * and try the batch without savepoints first (below).
 */
async function runBatch(db: Db, batch: Entry[], lock: boolean): Promise<void> {
  const [only] = batch;
  if (batch.length === 1 && only) {
    // Alone: the transaction itself is the savepoint.
    await db
      .transaction()
      .execute((trx) => attempt(trx, only.job, lock))
      .then(only.resolve, only.reject);
    return;
  }
  // On PostgreSQL a savepoint and its release are two more round trips per operation, made while the
  // user's row lock is held. Operations seldom fail, so the batch first runs without them; if one
  // fails, the whole transaction rolls back and the batch runs again with a savepoint each. A work
  // function may run twice this way, as a replayed one already runs and rolls back: it only writes
  // through its transaction.
  if (lock && (await runWithoutSavepoints(db, batch))) return;
  const settled: Array<{ entry: Entry } & ({ ok: true; done: Done } | { ok: false; error: unknown })> = [];
  try {
    await db.transaction().execute(async (trx) => {
      // One seq per user per transaction: the rows of one commit may share it (a client reading
      // `seq > N` sees all of them or none). It is only ever taken outside a savepoint or kept from
      // one that was released, so a rolled-back operation never hands it back.
      const seqs = lock ? await lockBatch(trx, batch) : new Map<string, number>();
      for (const entry of batch) {
        const { job } = entry;
        let reserved = seqs.get(job.userId) ?? null;
        if (reserved === null && job.alwaysWrites) {
          reserved = await nextSeq(trx, job.userId, 1);
          seqs.set(job.userId, reserved);
        }
        await trx.executeQuery(savepoint);
        try {
          const done = await attempt(trx, job, false, reserved);
          await trx.executeQuery(release);
          if (done.seq !== null) seqs.set(job.userId, done.seq);
          settled.push({ entry, ok: true, done });
        } catch (error) {
          // If even this fails the transaction is gone: the whole batch fails below.
          await trx.executeQuery(rollbackTo);
          await trx.executeQuery(release);
          settled.push({ entry, ok: false, error });
        }
      }
    });
  } catch (error) {
    for (const entry of batch) entry.reject(error);
    return;
  }
  for (const outcome of settled) {
    if (outcome.ok) outcome.entry.resolve(outcome.done);
    else outcome.entry.reject(outcome.error);
  }
}

/**
 * The lock on the batch's one user (and its seq, when an operation of the batch is sure to write),
 * taken once for the batch; returns the seqs taken so far by user.
 */
async function lockBatch(trx: Db, batch: Entry[]): Promise<Map<string, number>> {
  const seqs = new Map<string, number>();
  const [first] = batch;
  if (!first) return seqs;
  const { userId } = first.job;
  if (batch.some(({ job }) => job.alwaysWrites)) seqs.set(userId, await nextSeq(trx, userId, 1));
  else await nextSeq(trx, userId, 0);
  return seqs;
}

/** One user's batch in one transaction, no savepoints; false (all rolled back) when any failed. */
async function runWithoutSavepoints(db: Db, batch: Entry[]): Promise<boolean> {
  const results: Done[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      const seqs = await lockBatch(trx, batch);
      for (const { job } of batch) {
        let done: Done;
        try {
          done = await attempt(trx, job, false, seqs.get(job.userId) ?? null);
        } catch {
          throw new BatchFailed();
        }
        if (done.seq !== null) seqs.set(job.userId, done.seq);
        results.push(done);
      }
    });
  } catch (error) {
    if (error instanceof BatchFailed) return false;
    for (const entry of batch) entry.reject(error);
    return true;
  }
  batch.forEach((entry, i) => {
    const done = results[i];
    if (done) entry.resolve(done);
  });
  return true;
}

/**
 * Group commit for SQLite. Its one connection runs one write transaction at a time, and the commit
 * (WAL append of every touched page, and now and then a checkpoint) was the largest cost of a write.
 * Operations that arrive in the same event-loop turn, or while a transaction runs, wait in a queue;
 * the next transaction runs all of them (up to 100).
 */
function groupCommitter(db: Db) {
  const queue: Entry[] = [];
  let draining = false;

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) await runBatch(db, queue.splice(0, BATCH_MAX), false);
    } finally {
      draining = false;
    }
  }

  return (job: Job): Promise<Done> =>
    new Promise<Done>((resolve, reject) => {
      queue.push({ job, resolve, reject });
      if (draining) return;
      draining = true;
      // node:sqlite is synchronous: a transaction started right away would finish before the event
      // loop reads the next request, so every batch would hold one operation. Starting after this
      // turn's I/O lets the requests that arrived together share the commit.
      setImmediate(() => void drain());
    });
}

/**
 * Group commit per user for PostgreSQL. One user's writes are serialised by the lock on their
 * user_sync row, held until COMMIT returns (its WAL flush included): a user writing from many
 * connections at once got one flush, and every round trip of the transaction, per operation in a
 * row. Here an operation starts at once when none of its user's is running; the ones that arrive
 * meanwhile wait and go together in the next transaction (up to 100, each in a savepoint), so the
 * lock is taken and the WAL flushed once per batch. Other users' transactions run beside it, on the
 * pool's other connections. Across processes the row lock still orders everything.
 */
function userGroupCommitter(db: Db) {
  const running = new Map<string, Entry[]>();

  async function drain(userId: string, queue: Entry[]): Promise<void> {
    try {
      while (queue.length > 0) await runBatch(db, queue.splice(0, BATCH_MAX), true);
    } finally {
      running.delete(userId);
    }
  }

  return (job: Job): Promise<Done> =>
    new Promise<Done>((resolve, reject) => {
      const waiting = running.get(job.userId);
      if (waiting) {
        waiting.push({ job, resolve, reject });
        return;
      }
      const queue: Entry[] = [{ job, resolve, reject }];
      running.set(job.userId, queue);
      void drain(job.userId, queue);
    });
}

/** One committer per database, shared by every module's operations(). */
const committers = new WeakMap<Db, (job: Job) => Promise<Done>>();

function committerFor(db: Db): (job: Job) => Promise<Done> {
  let committer = committers.get(db);
  if (!committer) {
    committer = isSqlite(db) ? groupCommitter(db) : userGroupCommitter(db);
    committers.set(db, committer);
  }
  return committer;
}

export function operations({ db, bus, clock, log }: WriteDeps) {
  const commit = committerFor(db);

  async function stored(userId: string, opId: string): Promise<OperationOutcome<unknown> | null> {
    const row = await db
      .selectFrom('applied_operations')
      .select(['status_code', 'response_body'])
      .where('user_id', '=', userId)
      .where('op_id', '=', opId)
      .executeTakeFirst();
    if (!row) return null;
    const body: unknown = JSON.parse(row.response_body);
    return outcome({
      status: row.status_code,
      body,
      replayed: true,
      seq: null,
    });
  }

  /**
   * `alwaysWrites`: the operation writes whenever it succeeds (creates, deletes), so the seq is taken
   * as the lock itself: one statement fewer on the hottest paths.
   */
  async function run<T>(
    userId: string,
    opId: string | undefined,
    work: (ctx: WriteContext) => Promise<OperationResult<T>>,
    options: { alwaysWrites?: boolean } = {},
  ): Promise<OperationOutcome<T>> {
    let done: Done;
    try {
      done = await commit({
        userId,
        opId,
        now: clock.now().toISOString(),
        alwaysWrites: options.alwaysWrites === true,
        work,
      });
    } catch (error) {
      // A replay is found by failing: its applied_operations row already exists (unique violation), or
      // its work no longer applies (the id it creates is taken, the task it deletes is gone). Either
      // way its writes rolled back; the stored body is what it answered the first time.
      if (opId !== undefined) {
        const previous = await stored(userId, opId);
        // The body this operation id answered the first time, read back from its JSON: the caller sends
        // it as it is, so it is typed as the body the work returns.
        if (previous) return previous as OperationOutcome<T>;
      }
      throw error;
    }
    const { result, seq } = done;
    if (seq !== null && result.events) {
      for (const event of result.events) {
        try {
          await bus.publish(userId, { ...event, version: seq });
        } catch (error) {
          log?.warn({ err: error, type: event.type }, 'realtime publish failed after commit');
        }
      }
    }
    // The queue holds jobs of every body type, so Done's body is unknown; this one is `work`'s own, a T.
    return outcome({ status: result.status, body: result.body as T, replayed: false, seq });
  }

  return { run, stored };
}
