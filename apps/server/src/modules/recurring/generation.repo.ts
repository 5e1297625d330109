// SQL of the generation pass, batched: a page of due templates with their owners' time zones, the
// occurrence rows (their (template_id, day) key is the exactly-once guard: ON CONFLICT DO NOTHING
// RETURNING says which ones this pass won), the users' change numbers, the generated tasks and their
// tags, and the templates' counters, each as one statement per page.
import { CompiledQuery, SqliteAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TaskRow } from '../tasks/task.repo.ts';
import type { StateColumns } from './recurring.presenter.ts';

export type DueTemplateRow = StateColumns & {
  id: string;
  user_id: string;
  title: string;
  description: string;
  estimated_duration: number | null;
  importance: number;
  urgency: number;
  /** Null when the template has none or its strategy was deleted. */
  strategy_id: string | null;
  tag_ids: string;
  time_zone: string | null;
};

export type OccurrenceInsert = {
  template_id: string;
  user_id: string;
  day: string;
  task_id: string | null;
  kind: 'created' | 'skipped';
  created_at: string;
};

export type TemplateAdvance = {
  id: string;
  /** The occurrence this pass handled (created or skipped), or null when it only moves next_fire_at. */
  day: string | null;
  missed: number;
  nextFireAt: string;
  seq: number | null;
};

/** Rows per statement: under SQLite's and PostgreSQL's parameter limits for the widest row (tasks). */
const CHUNK = 1000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * A multi-row INSERT as one statement text with its parameters. Kysely's builder makes and compiles a
 * node per value, which for a pass's thousands of rows cost ~0.1 s of the SQLite budget; here the
 * table and column names are this file's constants and every value is a parameter.
 */
function insertStatement<R extends object>(
  db: Db,
  table: string,
  columns: ReadonlyArray<keyof R & string>,
  rows: readonly R[],
  tail = '',
): CompiledQuery {
  const numbered = !(db.getExecutor().adapter instanceof SqliteAdapter);
  const parameters: unknown[] = [];
  const tuples = rows.map((row) => {
    const marks = columns.map((column) => {
      parameters.push(row[column]);
      return numbered ? `$${parameters.length}` : '?';
    });
    return `(${marks.join(', ')})`;
  });
  const names = columns.map((c) => `"${c}"`).join(', ');
  return CompiledQuery.raw(
    `insert into "${table}" (${names}) values ${tuples.join(', ')}${tail}`,
    parameters,
  );
}

const occurrenceColumns = ['template_id', 'user_id', 'day', 'task_id', 'kind', 'created_at'] as const;
const taskColumns = [
  'id',
  'user_id',
  'title',
  'description',
  'importance',
  'urgency',
  'start_date',
  'start_time',
  'duration_minutes',
  'strategy_id',
  'seq',
  'created_at',
  'updated_at',
] as const;

export type GeneratedTaskRow = Pick<TaskRow, (typeof taskColumns)[number]>;

/**
 * Runs `work` in one write transaction. On SQLite it begins IMMEDIATE: a pass reads before it writes,
 * and a deferred transaction that must upgrade while another connection (a second process on the
 * same file) writes fails at once instead of waiting out the busy timeout.
 */
export async function inWriteTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return db.transaction().execute(work);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

export function generationRepo(db: Db) {
  return {
    /**
     * Up to `limit` active, live templates whose next fire is due (or not computed yet). No order: a
     * pass moves every template it reads past `now`, so the next call returns the next ones.
     */
    due(now: string, limit: number): Promise<DueTemplateRow[]> {
      return db
        .selectFrom('recurring_templates as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .leftJoin('strategies as s', (join) =>
          join.onRef('s.id', '=', 't.strategy_id').on('s.deleted_at', 'is', null),
        )
        .select([
          't.id',
          't.user_id',
          't.title',
          't.description',
          't.estimated_duration',
          't.importance',
          't.urgency',
          's.id as strategy_id',
          't.tag_ids',
          't.pattern_type',
          't.days_of_week',
          't.interval_days',
          't.time_of_day',
          't.start_time',
          't.start_date',
          't.end_date',
          't.max_count',
          't.handled_count',
          't.last_generated_on',
          't.skip_days',
          't.is_active',
          't.created_at',
          'u.time_zone',
        ])
        .where('t.is_active', '=', 1)
        .where('t.deleted_at', 'is', null)
        .where((eb) => eb.or([eb('t.next_fire_at', 'is', null), eb('t.next_fire_at', '<=', now)]))
        .limit(limit)
        .execute();
    },

    /**
     * The earliest next fire of an active template: null when one is due now (not computed yet),
     * undefined when no template is active.
     */
    async earliestFire(): Promise<string | null | undefined> {
      const active = db
        .selectFrom('recurring_templates')
        .where('is_active', '=', 1)
        .where('deleted_at', 'is', null);
      const unset = await active.select('id').where('next_fire_at', 'is', null).limit(1).executeTakeFirst();
      if (unset) return null;
      const row = await active.select((eb) => eb.fn.min('next_fire_at').as('next')).executeTakeFirst();
      return row?.next ?? undefined;
    },

    /** Inserts the occurrences no one has handled yet; returns the keys this call inserted. */
    async claim(rows: readonly OccurrenceInsert[]): Promise<Set<string>> {
      const won = new Set<string>();
      for (const part of chunks(rows)) {
        const { rows: inserted } = await db.executeQuery<{ template_id: string; day: string }>(
          insertStatement(
            db,
            'recurring_occurrences',
            occurrenceColumns,
            part,
            ' on conflict (template_id, day) do nothing returning template_id, day',
          ),
        );
        for (const r of inserted) won.add(`${r.template_id}|${r.day}`);
      }
      return won;
    },

    /** One change number for each user (ids sorted, so two passes lock in the same order). */
    async reserveSeqs(userIds: readonly string[]): Promise<Map<string, number>> {
      const seqs = new Map<string, number>();
      for (const part of chunks([...userIds].sort())) {
        const rows = await db
          .insertInto('user_sync')
          .values(part.map((user_id) => ({ user_id, seq: 1 })))
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ seq: sql<number>`user_sync.seq + 1` }))
          .returning(['user_id', 'seq'])
          .execute();
        for (const r of rows) seqs.set(r.user_id, Number(r.seq));
      }
      return seqs;
    },

    async insertTasks(rows: readonly GeneratedTaskRow[]): Promise<void> {
      for (const part of chunks(rows)) await db.executeQuery(insertStatement(db, 'tasks', taskColumns, part));
    },

    /** Which (user, tag) pairs name the user's live tags. */
    async liveTags(pairs: ReadonlyArray<{ userId: string; tagId: string }>): Promise<Set<string>> {
      const live = new Set<string>();
      const ids = [...new Set(pairs.map((p) => p.tagId))];
      for (const part of chunks(ids)) {
        const rows = await db
          .selectFrom('tags')
          .select(['id', 'user_id'])
          .where('id', 'in', part)
          .where('deleted_at', 'is', null)
          .execute();
        for (const r of rows) live.add(`${r.user_id}|${r.id}`);
      }
      return live;
    },

    async insertTaskTags(
      rows: ReadonlyArray<{ task_id: string; tag_id: string; user_id: string; created_at: string }>,
    ): Promise<void> {
      for (const part of chunks(rows)) await db.insertInto('task_tags').values(part).execute();
    },

    /** Moves each template on: counters and the handled day for the occurrences won, next fire for all. */
    async advance(rows: readonly TemplateAdvance[], now: string): Promise<void> {
      for (const part of chunks(rows)) {
        const values = sql.join(
          part.map(
            (r) =>
              sql`(${r.id}, ${r.day}, ${r.day === null ? 0 : 1}, ${r.missed}, ${r.nextFireAt}, ${r.seq})`,
          ),
        );
        // One statement for the page: UPDATE ... FROM a VALUES list (SQLite 3.33+ and PostgreSQL).
        await sql`
          with v(v_id, v_day, v_handled, v_missed, v_next, v_seq) as (values ${values})
          update recurring_templates set
            handled_count = handled_count + cast(v_handled as integer),
            missed_count = missed_count + cast(v_missed as integer),
            last_generated_on = coalesce(cast(v_day as text), last_generated_on),
            next_fire_at = cast(v_next as text),
            seq = coalesce(cast(v_seq as integer), seq),
            version = version + cast(v_handled as integer),
            updated_at = case when cast(v_handled as integer) = 1 then ${now} else updated_at end
          from v
          where recurring_templates.id = v.v_id`.execute(db);
      }
    },
  };
}
