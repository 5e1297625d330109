// Group commit: how operations.ts's writes reach the database. Operations that arrive while a write
// transaction runs wait and run together in the next one (up to 100): on SQLite everyone's (its one
// connection writes one transaction at a time), on PostgreSQL each user's (their user_sync row lock
// orders them). One commit, one WAL append or flush, one seq per user, for the whole batch.
//
// A batch first runs as one plain transaction: no savepoints, and the new rows its operations add
// through `ctx.insert` wait (batch-inserts.ts) and go in one multi-row INSERT per table before
// COMMIT. Operations seldom fail, so that is the common case. If any operation fails (its work
// throws, or a waiting row breaks a unique key: a replayed opId, an id taken twice), the transaction
// rolls back and the batch runs again with a savepoint per operation and every row inserted at once,
// so each operation commits or fails alone; a replay is then found by its own failure (operations.ts).
// A work function may thus run twice, as a replayed one already runs and rolls back: it only writes
// through its transaction.
//
// Rows wait only for operations started with `appends` (they add new rows and check nothing that
// another appending operation of the batch adds, except what a unique key guards). Before any other
// operation of the batch runs, the waiting rows are inserted, so it reads them as if each had gone in
// at once.
import { CompiledQuery, SqliteAdapter } from 'kysely';
import type { Db } from '../db/database.ts';
import { nextSeq } from '../db/sync-seq.ts';
import { type BatchInserts, batchInserts, type NewRow, type TableName } from './batch-inserts.ts';
import type { OperationResult, WriteContext } from './operations.ts';

export type Job = {
  userId: string;
  opId: string | undefined;
  now: string;
  alwaysWrites: boolean;
  /** Its rows may wait for the batch's multi-row inserts (above). */
  appends: boolean;
  work: (ctx: WriteContext) => Promise<OperationResult<unknown>>;
};
/** An operation's result, the seq it wrote at (null: wrote nothing), and its body as JSON. */
export type Done = { result: OperationResult<unknown>; seq: number | null; json: string };

type Entry = { job: Job; resolve(done: Done): void; reject(error: unknown): void };

/**
 * How one operation runs inside a batch's transaction. `lock`: take the user's row lock first
 * (PostgreSQL, an operation alone). `seqs`: the seq already taken in this transaction per user (one
 * per user per transaction: the rows of one commit may share it, a client reading `seq > N` sees all
 * of them or none). `waiting`: where rows wait (null: insert at once).
 */
type Attempt = { lock: boolean; seqs: Map<string, number>; waiting: BatchInserts | null };

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/** One operation inside an open transaction: (lock,) work, record the opId with its answer. */
async function attempt(trx: Db, job: Job, how: Attempt): Promise<Done> {
  const { userId, opId, now } = job;
  const reserved = how.seqs.get(userId) ?? null;
  let seq: number | null = null;
  // Lock first (adds 0 unless the operation always writes): every check of the work sees the user's
  // latest committed state. SQLite needs no lock: its one connection runs one transaction at a time.
  if (job.alwaysWrites) seq = reserved ?? (await nextSeq(trx, userId, 1));
  else if (how.lock) await nextSeq(trx, userId, 0);
  const waiting = job.appends ? how.waiting : null;
  const insert = async <T extends TableName>(table: T, row: NewRow<T>): Promise<void> => {
    if (waiting) waiting.add(table, row);
    // The row's type is checked by `insert`'s signature; the builder cannot see through a generic table.
    else
      await trx
        .insertInto(table)
        .values(row as never)
        .execute();
  };
  const ctx: WriteContext = {
    trx,
    userId,
    now,
    opId,
    seq: async () => {
      seq ??= reserved ?? (await nextSeq(trx, userId, 1));
      return seq;
    },
    insert,
  };
  const result = await job.work(ctx);
  const json = JSON.stringify(result.body ?? null);
  if (opId !== undefined) {
    // Read by nothing in the batch: it may wait whatever the operation (a duplicate fails the flush).
    const row = {
      user_id: userId,
      op_id: opId,
      status_code: result.status,
      response_body: json,
      created_at: now,
    };
    if (how.waiting) how.waiting.add('applied_operations', row);
    else await trx.insertInto('applied_operations').values(row).execute();
  }
  return { result, seq, json };
}

const BATCH_MAX = 100;
const savepoint = CompiledQuery.raw('savepoint nova_op');
const release = CompiledQuery.raw('release savepoint nova_op');
const rollbackTo = CompiledQuery.raw('rollback to savepoint nova_op');

/** Thrown inside a batch's transaction to roll it back when one of its operations failed. */
class BatchFailed extends Error {}

/** Runs a batch and answers every caller after its commit (or failure). `lock`: PostgreSQL's row lock. */
async function runBatch(db: Db, batch: Entry[], lock: boolean): Promise<void> {
  const [only] = batch;
  if (batch.length === 1 && only) {
    // Alone: the transaction itself is the savepoint, and a row waiting would save nothing.
    const how: Attempt = { lock, seqs: new Map(), waiting: null };
    await db
      .transaction()
      .execute((trx) => attempt(trx, only.job, how))
      .then(only.resolve, only.reject);
    return;
  }
  if (await runTogether(db, batch, lock)) return;
  await runApart(db, batch, lock);
}

/**
 * On PostgreSQL, where a batch is one user's: their row lock, and their seq when an operation of the
 * batch is sure to write, taken once before the first operation. Returns the seqs taken by user.
 */
async function lockBatch(trx: Db, batch: Entry[], lock: boolean): Promise<Map<string, number>> {
  const seqs = new Map<string, number>();
  const [first] = batch;
  if (!lock || !first) return seqs;
  const { userId } = first.job;
  if (batch.some(({ job }) => job.alwaysWrites)) seqs.set(userId, await nextSeq(trx, userId, 1));
  else await nextSeq(trx, userId, 0);
  return seqs;
}

/** The batch in one plain transaction, rows waiting; false (all rolled back) when any failed. */
async function runTogether(db: Db, batch: Entry[], lock: boolean): Promise<boolean> {
  const results: Done[] = [];
  const waiting = batchInserts(!isSqlite(db));
  try {
    await db.transaction().execute(async (trx) => {
      const seqs = await lockBatch(trx, batch, lock);
      const how: Attempt = { lock: false, seqs, waiting };
      for (const { job } of batch) {
        let done: Done;
        try {
          // An operation that does not append reads the tables as if every row had gone in at once.
          if (!job.appends && waiting.size > 0) await waiting.flush(trx);
          done = await attempt(trx, job, how);
        } catch {
          throw new BatchFailed();
        }
        if (done.seq !== null) seqs.set(job.userId, done.seq);
        results.push(done);
      }
      try {
        await waiting.flush(trx);
      } catch {
        throw new BatchFailed();
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
 * The batch in one transaction, each operation in its own savepoint and its rows inserted at once, so
 * a failing one rolls back alone; one commit, and every caller gets its answer after it.
 */
async function runApart(db: Db, batch: Entry[], lock: boolean): Promise<void> {
  const settled: Array<{ entry: Entry } & ({ ok: true; done: Done } | { ok: false; error: unknown })> = [];
  try {
    await db.transaction().execute(async (trx) => {
      // A seq is only ever taken outside a savepoint or kept from one that was released, so a
      // rolled-back operation never hands it back.
      const seqs = await lockBatch(trx, batch, lock);
      for (const entry of batch) {
        const { job } = entry;
        if (job.alwaysWrites && !seqs.has(job.userId))
          seqs.set(job.userId, await nextSeq(trx, job.userId, 1));
        await trx.executeQuery(savepoint);
        try {
          const done = await attempt(trx, job, { lock: false, seqs, waiting: null });
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
 * meanwhile wait and go together in the next transaction (up to 100), so the lock is taken and the
 * WAL flushed once per batch. Other users' transactions run beside it, on the pool's other
 * connections. Across processes the row lock still orders everything.
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

export function committerFor(db: Db): (job: Job) => Promise<Done> {
  let committer = committers.get(db);
  if (!committer) {
    committer = isSqlite(db) ? groupCommitter(db) : userGroupCommitter(db);
    committers.set(db, committer);
  }
  return committer;
}
