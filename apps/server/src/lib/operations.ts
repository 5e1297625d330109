// Replay-safe writes. Every planner write runs through `run()`:
// 1. a write carrying an operation id (opId) that was already applied returns the first response
//    (status + body) and changes nothing: the operation runs, fails (its opId row exists, or its work
//    no longer applies), rolls back, and the stored answer is returned. No lookup before every write:
//    replays are rare, writes are not;
// 2. otherwise one transaction: lock the user's change counter (user_sync row), do the work, take a
//    change sequence number only if something was written, and record the opId with the response
//    (operations that wait share one transaction and its commit: group commit, on SQLite for
//    everyone, on PostgreSQL per user; see group-commit.ts);
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
import type { Db } from '../db/database.ts';
import type { RealtimeBus } from '../realtime/bus.ts';
import type { NewRow, TableName } from './batch-inserts.ts';
import type { Clock } from './clock.ts';
import { committerFor, type Done } from './group-commit.ts';

export type WriteContext = {
  trx: Db;
  userId: string;
  /** The request's time, ISO 8601 (one value for every row the operation writes). */
  now: string;
  /** The operation's id as the client sent it (undefined when it sent none): the progress ledger keeps it. */
  opId?: string | undefined;
  /** The user's change sequence number for this write, reserved on first call (one per operation). */
  seq(): Promise<number>;
  /**
   * Inserts a new row. In an operation started with `appends`, the row may wait and go in with the
   * batch's other new rows of its table in one statement before COMMIT (group-commit.ts): nothing in
   * the same operation may read it back or refer to it (a foreign key) after this call.
   */
  insert<T extends TableName>(table: T, row: NewRow<T>): Promise<void>;
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

/**
 * The outcomes run() handed out, with their body as JSON when it was serialised already (to record
 * the operation): how the HTTP layer tells one from a plain body and sends it (http/route.ts).
 */
const outcomes = new WeakMap<object, string | null>();

function outcome<T>(value: OperationOutcome<T>, json: string | null): OperationOutcome<T> {
  outcomes.set(value, json);
  return value;
}

/** True for an operation's outcome (status + body) as run() returns it, false for anything else. */
export function isOperationOutcome(value: unknown): value is OperationOutcome<unknown> {
  return typeof value === 'object' && value !== null && outcomes.has(value);
}

/** An outcome's body as JSON when run() serialised it already (null: serialise it yourself). */
export function outcomeJson(value: OperationOutcome<unknown>): string | null {
  return outcomes.get(value) ?? null;
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
    return outcome(
      { status: row.status_code, body, replayed: true, seq: null },
      body === null ? null : row.response_body,
    );
  }

  /**
   * `alwaysWrites`: the operation writes whenever it succeeds (creates, deletes), so the seq is taken
   * as the lock itself: one statement fewer on the hottest paths. `appends`: the operation only adds
   * new rows through `ctx.insert`, and its checks do not depend on rows that other appending
   * operations of its batch add (except through a unique key, which their insert would break): its
   * rows may then wait for the batch's multi-row inserts (group-commit.ts).
   */
  async function run<T>(
    userId: string,
    opId: string | undefined,
    work: (ctx: WriteContext) => Promise<OperationResult<T>>,
    options: { alwaysWrites?: boolean; appends?: boolean } = {},
  ): Promise<OperationOutcome<T>> {
    let done: Done;
    try {
      done = await commit({
        userId,
        opId,
        now: clock.now().toISOString(),
        alwaysWrites: options.alwaysWrites === true,
        appends: options.appends === true,
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
    const { result, seq, json } = done;
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
    const sent = result.body === undefined || result.body === null ? null : json;
    return outcome({ status: result.status, body: result.body as T, replayed: false, seq }, sent);
  }

  return { run, stored };
}
