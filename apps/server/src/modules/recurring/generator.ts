// The generation pass: for every active template that is due, core's `generationStep` (in the owner's
// time zone) says which occurrence to create or skip, and how many passed unseen (counted, never
// created: one catch-up task after a gap). A page of due templates is handled in one transaction: the
// occurrence rows go in with ON CONFLICT DO NOTHING, and only the ones this pass inserted get their
// task and move their template's counters, in that same transaction. So each (template, day) is
// handled exactly once whatever runs the pass: a retry, a restart, another server process at the same
// moment (it finds the keys taken and skips them quietly). Realtime events go out after the commit.
import { isTimeZone } from '@nova/core/ai/dates';
import type { RealtimeEvent } from '@nova/core/contracts/events';
import {
  type GenerationState,
  type GenerationStep,
  generationStep,
  nextFireAt,
} from '@nova/core/domain/recurrence';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { withBulkWriteCache } from '../../db/sqlite-cache.ts';
import { uuidV7 } from '../../lib/uuid-v7.ts';
import type { RealtimeBus } from '../../realtime/bus.ts';
import {
  type DueTemplateRow,
  type GeneratedTaskRow,
  generationRepo,
  inWriteTransaction,
  type OccurrenceInsert,
  type TemplateAdvance,
} from './generation.repo.ts';
import { stateOf } from './recurring.presenter.ts';

/** next_fire_at of a template that will not fire again (ended by date or count). */
export const NEVER = '9999-12-31T23:59:59.999Z';
/**
 * Templates per transaction and per read of the due ones. Each transaction's commit is a fixed cost
 * (bench/recurring-generation.ts: 30,000 templates took ~3.1 s in pages of 1,000 and ~2.2 s in pages
 * of 5,000 on SQLite); the price is that an API write on SQLite waits for at most one page (~0.3 s).
 */
const PAGE = 5000;
const READ = 5000;
const tagIdsSchema = z.array(z.string());

export type GenerationResult = {
  /** Due templates looked at. */
  templates: number;
  created: number;
  skipped: number;
  /** Occurrences that passed unseen (counted on their templates). */
  missed: number;
  /** Occurrences another pass handled first (their key was taken). */
  lost: number;
};

type Planned = {
  row: DueTemplateRow;
  state: GenerationState;
  step: Exclude<GenerationStep, { kind: 'none' }>;
  next: string;
};

function timeZoneOf(row: DueTemplateRow): string {
  return row.time_zone !== null && isTimeZone(row.time_zone) ? row.time_zone : 'UTC';
}

function tagIdsOf(row: DueTemplateRow): string[] {
  try {
    const parsed = tagIdsSchema.safeParse(JSON.parse(row.tag_ids));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const iso = (ms: number | null) => (ms === null ? NEVER : new Date(ms).toISOString());

/** What each due template needs at `now`: an occurrence (planned) or only its next fire instant. */
function plan(rows: readonly DueTemplateRow[], now: number) {
  const planned: Planned[] = [];
  const idle: TemplateAdvance[] = [];
  for (const row of rows) {
    const timeZone = timeZoneOf(row);
    const state = stateOf(row, timeZone);
    const step = generationStep(state, now, timeZone);
    if (step.kind === 'none') {
      idle.push({
        id: row.id,
        day: null,
        missed: 0,
        nextFireAt: iso(nextFireAt(state, now, timeZone)),
        seq: null,
      });
      continue;
    }
    const after = { ...state, handledCount: state.handledCount + 1, lastHandledDay: step.day };
    planned.push({ row, state, step, next: iso(nextFireAt(after, now, timeZone)) });
  }
  return { planned, idle };
}

export type RecurringGenerator = ReturnType<typeof recurringGenerator>;

export function recurringGenerator({
  db,
  bus,
  log,
  pageSize = PAGE,
}: {
  db: Db;
  bus: RealtimeBus;
  log?: { warn(obj: object, msg: string): void };
  pageSize?: number;
}) {
  /** One page in one transaction; returns the events to publish after its commit. */
  async function handlePage(rows: readonly DueTemplateRow[], now: Date, result: GenerationResult) {
    const nowIso = now.toISOString();
    const { planned, idle } = plan(rows, now.getTime());
    const { occurrences, taskIds } = occurrencesOf(planned, now);

    return inWriteTransaction(db, async (trx) => {
      const repo = generationRepo(trx);
      const won = occurrences.length > 0 ? await repo.claim(occurrences) : new Set<string>();
      const winners = planned.filter(({ row, step }) => won.has(`${row.id}|${step.day}`));
      result.lost += planned.length - winners.length;
      const seqs =
        winners.length > 0
          ? await repo.reserveSeqs([...new Set(winners.map((w) => w.row.user_id))])
          : new Map<string, number>();
      const { tasks, tagLinks } = tasksOf(winners, taskIds, seqs, nowIso, result);
      if (tasks.length > 0) await repo.insertTasks(tasks);
      if (tagLinks.length > 0) {
        const live = await repo.liveTags(tagLinks.map((l) => ({ userId: l.user_id, tagId: l.tag_id })));
        const links = tagLinks.filter((l) => live.has(`${l.user_id}|${l.tag_id}`));
        if (links.length > 0) await repo.insertTaskTags(links);
      }
      const advances: TemplateAdvance[] = [
        ...winners.map(({ row, step, next }) => ({
          id: row.id,
          day: step.day,
          missed: step.missed,
          nextFireAt: next,
          seq: seqs.get(row.user_id) ?? null,
        })),
        ...idle,
      ];
      if (advances.length > 0) await repo.advance(advances, nowIso);
      return eventsOf(winners, taskIds, seqs);
    });
  }

  /** One pass at `now`: every due template, a page per transaction. */
  function runOnce(now: Date): Promise<GenerationResult> {
    // Thousands of tasks into six indexes per transaction: SQLite's larger page cache for the pass.
    return withBulkWriteCache(db, () => pass(now));
  }

  async function pass(now: Date): Promise<GenerationResult> {
    const result: GenerationResult = { templates: 0, created: 0, skipped: 0, missed: 0, lost: 0 };
    const read = Math.max(pageSize, READ);
    // Each read returns templates the pages before moved past `now`; the bound only guards the loop.
    for (let reads = 0; reads < 100_000; reads++) {
      const rows = await generationRepo(db).due(now.toISOString(), read);
      for (let i = 0; i < rows.length; i += pageSize) {
        const page = rows.slice(i, i + pageSize);
        result.templates += page.length;
        const events = await handlePage(page, now, result);
        if (events.length === 0) continue;
        try {
          await bus.publishMany(events);
        } catch (error) {
          log?.warn({ err: error }, 'realtime publish failed after a generation pass');
        }
      }
      if (rows.length < read) break;
    }
    return result;
  }

  /** The earliest instant an active template fires (null when none will): the in-process timer's wake-up. */
  async function nextWakeAt(): Promise<number | null> {
    const next = await generationRepo(db).earliestFire();
    if (next === undefined) return null;
    return next === null ? 0 : Date.parse(next);
  }

  return { runOnce, nextWakeAt };
}

/** The occurrence rows a page claims (sorted by template, so two passes lock in the same order). */
function occurrencesOf(planned: readonly Planned[], now: Date) {
  const taskIds = new Map<string, string>();
  const occurrences: OccurrenceInsert[] = planned
    .map(({ row, step }) => {
      const taskId = step.kind === 'create' ? uuidV7(now.getTime()) : null;
      if (taskId) taskIds.set(row.id, taskId);
      return {
        template_id: row.id,
        user_id: row.user_id,
        day: step.day,
        task_id: taskId,
        kind: step.kind === 'create' ? ('created' as const) : ('skipped' as const),
        created_at: now.toISOString(),
      };
    })
    .sort((a, b) => (a.template_id < b.template_id ? -1 : 1));
  return { occurrences, taskIds };
}

/** The tasks (and tag links) of the occurrences this pass won; counts them on `result`. */
function tasksOf(
  winners: readonly Planned[],
  taskIds: ReadonlyMap<string, string>,
  seqs: ReadonlyMap<string, number>,
  nowIso: string,
  result: GenerationResult,
) {
  const tasks: GeneratedTaskRow[] = [];
  const tagLinks: Array<{ task_id: string; tag_id: string; user_id: string; created_at: string }> = [];
  for (const { row, state, step } of winners) {
    result.missed += step.missed;
    const taskId = taskIds.get(row.id);
    if (step.kind === 'skip' || taskId === undefined) {
      result.skipped++;
      continue;
    }
    result.created++;
    tasks.push({
      id: taskId,
      user_id: row.user_id,
      title: row.title,
      description: row.description,
      importance: row.importance,
      urgency: row.urgency,
      start_date: step.day,
      start_time: state.time,
      duration_minutes: row.estimated_duration,
      strategy_id: row.strategy_id,
      seq: seqs.get(row.user_id) ?? 0,
      created_at: nowIso,
      updated_at: nowIso,
    });
    for (const tagId of tagIdsOf(row))
      tagLinks.push({ task_id: taskId, tag_id: tagId, user_id: row.user_id, created_at: nowIso });
  }
  return { tasks, tagLinks };
}

/** Per user: the tasks created (`task.created`, as a task created through the API) and the templates moved. */
function eventsOf(
  winners: readonly Planned[],
  taskIds: ReadonlyMap<string, string>,
  seqs: ReadonlyMap<string, number>,
): Array<{ userId: string; event: RealtimeEvent }> {
  const byUser = new Map<string, { tasks: string[]; templates: string[] }>();
  for (const { row } of winners) {
    const entry = byUser.get(row.user_id) ?? { tasks: [], templates: [] };
    byUser.set(row.user_id, entry);
    const taskId = taskIds.get(row.id);
    if (taskId) entry.tasks.push(taskId);
    entry.templates.push(row.id);
  }
  const events: Array<{ userId: string; event: RealtimeEvent }> = [];
  for (const [userId, { tasks, templates }] of byUser) {
    const version = seqs.get(userId) ?? null;
    if (tasks.length > 0) events.push({ userId, event: { type: 'task.created', ids: tasks, version } });
    events.push({ userId, event: { type: 'recurring.changed', ids: templates, version } });
  }
  return events;
}
