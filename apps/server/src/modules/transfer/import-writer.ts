// Writes an import document inside one write transaction (the caller's `ops.run`). Every planner row
// goes in through its own module's repository; this module writes only import_sources, the record of
// (source, kind, source id) -> the new id that makes a second import of the same file add nothing.
// References inside the document (a task's strategy and tags, a habit's strategy, a node's task, a
// connection's nodes) are followed through the new ids; one that points nowhere is dropped.
// Attachment bytes go to file storage before the commit; if the transaction fails they are removed.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ImportCounts, NovaExport } from '@nova/core/contracts/transfer';
import { MAX_ATTACHMENT_BYTES } from '@nova/core/domain/files';
import { tagNameKey } from '@nova/core/domain/validation';
import type { Db } from '../../db/database.ts';
import type { WriteContext } from '../../lib/operations.ts';
import { attachmentKey, type FileStorage } from '../../storage/storage.ts';
import { attachmentRepo } from '../attachments/attachment.repo.ts';
import { commentRepo } from '../comments/comment.repo.ts';
import { microTaskRepo } from '../micro-tasks/micro-task.repo.ts';
import { strategyRepo } from '../strategies/strategy.repo.ts';
import { tagRepo } from '../tags/tag.repo.ts';
import { taskRepo } from '../tasks/task.repo.ts';
import { writeHabits, writeMindMaps, writeSettings } from './import-writer-others.ts';
import { claim, pastInstant, type Writing } from './import-writing.ts';
import { importSourceRepo, type OwnKind, ownLiveIds, sourceKey } from './transfer.repo.ts';

export const zeroCounts = (): ImportCounts => ({
  tasks: 0,
  microSteps: 0,
  comments: 0,
  attachments: 0,
  tags: 0,
  strategies: 0,
  habits: 0,
  mindMaps: 0,
});

/** What a document holds, counted the way the preview shows it. */
export function countsOf(document: NovaExport, files: ReadonlyMap<string, Uint8Array> | null): ImportCounts {
  const counts = zeroCounts();
  counts.tasks = document.tasks.length;
  for (const task of document.tasks) {
    counts.microSteps += task.microSteps.length;
    counts.comments += task.comments.length;
    counts.attachments += task.attachments.filter((a) => a.file !== null && files?.has(a.file)).length;
  }
  counts.tags = document.tags.length;
  counts.strategies = document.strategies.length;
  counts.habits = document.habits.length;
  counts.mindMaps = document.mindMaps.length;
  return counts;
}

/**
 * The rows an earlier import of `source` brought in (source id -> id here) and, for a Nova file, the
 * rows that are this account's own (a file exported from it: they are already here as they are).
 */
async function knownRows(
  db: Db,
  userId: string,
  source: string,
  document: NovaExport,
): Promise<Map<string, string>> {
  const known = await importSourceRepo(db).known(userId, source);
  if (source !== 'nova') return known;
  const kinds: Array<[OwnKind, readonly string[]]> = [
    ['task', document.tasks.map((t) => t.id)],
    ['strategy', document.strategies.map((s) => s.id)],
    ['habit', document.habits.map((h) => h.id)],
    ['mind-map', document.mindMaps.map((m) => m.id)],
  ];
  for (const [kind, ids] of kinds) {
    for (const id of await ownLiveIds(db, userId, kind, ids)) known.set(sourceKey(kind, id), id);
  }
  return known;
}

/** Of the document's top-level rows, those already here (imported before, or this account's own). */
export async function alreadyImported(
  db: Db,
  userId: string,
  source: string,
  document: NovaExport,
): Promise<ImportCounts> {
  const known = await knownRows(db, userId, source, document);
  const has = (kind: string, id: string) => known.has(sourceKey(kind, id));
  const counts = zeroCounts();
  counts.tasks = document.tasks.filter((t) => has('task', t.id)).length;
  counts.tags = document.tags.filter((t) => has('tag', t.id)).length;
  counts.strategies = document.strategies.filter((s) => has('strategy', s.id)).length;
  counts.habits = document.habits.filter((h) => has('habit', h.id)).length;
  counts.mindMaps = document.mindMaps.filter((m) => has('mind-map', m.id)).length;
  return counts;
}

async function writeStrategies(w: Writing, document: NovaExport): Promise<Map<string, string>> {
  const { trx, userId, now } = w.ctx;
  const ids = new Map<string, string>();
  for (const s of document.strategies) {
    const { id, isNew } = claim(w, 'strategy', s.id);
    if (isNew) {
      await strategyRepo(trx).insert({
        id,
        user_id: userId,
        name: s.name,
        description: s.description,
        color: s.color,
        priority: s.priority,
        seq: w.seq,
        created_at: now,
        updated_at: now,
      });
      w.created.strategies++;
      ids.set(s.id, id);
    } else {
      w.skipped.strategies++;
      if (await strategyRepo(trx).exists(userId, id)) ids.set(s.id, id);
    }
  }
  return ids;
}

/** Tags: one already named so (in any case) is used as it is, a new name becomes a new tag. */
async function writeTags(w: Writing, document: NovaExport): Promise<Map<string, string>> {
  const { trx, userId, now } = w.ctx;
  const tags = tagRepo(trx);
  const byName = new Map((await tags.names(userId)).map((t) => [tagNameKey(t.name), t.id]));
  const live = new Set(byName.values());
  const ids = new Map<string, string>();
  for (const t of document.tags) {
    const prior = w.known.get(sourceKey('tag', t.id));
    const sameName = byName.get(tagNameKey(t.name));
    if (prior !== undefined || sameName !== undefined) {
      w.skipped.tags++;
      const id = prior !== undefined && live.has(prior) ? prior : sameName;
      if (id !== undefined) ids.set(t.id, id);
      continue;
    }
    const { id } = claim(w, 'tag', t.id);
    await tags.insert({
      id,
      user_id: userId,
      name: t.name,
      color: t.color,
      seq: w.seq,
      created_at: now,
      updated_at: now,
    });
    byName.set(tagNameKey(t.name), id);
    ids.set(t.id, id);
    w.created.tags++;
  }
  return ids;
}

type Refs = { strategies: Map<string, string>; tags: Map<string, string> };

async function writeTask(
  w: Writing,
  task: NovaExport['tasks'][number],
  id: string,
  refs: Refs,
  files: { storage: FileStorage; bytes: ReadonlyMap<string, Uint8Array>; stored: string[] },
): Promise<void> {
  const { trx, userId, now } = w.ctx;
  const { seq } = w;
  await taskRepo(trx).insert({
    id,
    user_id: userId,
    owner_id: null,
    title: task.title,
    description: task.description,
    status: task.status,
    importance: task.importance,
    urgency: task.urgency,
    start_date: task.startDate,
    due_date: task.dueDate,
    start_time: task.startTime,
    duration_minutes: task.durationMinutes,
    total_time_spent: task.totalTimeSpent,
    time_started: task.timeStarted,
    time_completed: task.timeCompleted,
    is_paused: task.isPaused ? 1 : 0,
    type: task.type,
    strategy_id: task.strategyId ? (refs.strategies.get(task.strategyId) ?? null) : null,
    is_delegated: 0,
    position: task.position,
    completed_at: task.completedAt,
    // When it was made stays true across servers (analytics count tasks by it); never in the future.
    created_at: pastInstant(task.createdAt, now),
    updated_at: now,
    deleted_at: null,
    version: 1,
    seq,
    field_versions: '{}',
  });
  const tagIds = [...new Set(task.tagIds.flatMap((t) => refs.tags.get(t) ?? []))];
  if (tagIds.length > 0) await tagRepo(trx).setTaskTags(userId, id, tagIds, now);
  for (const step of task.microSteps) {
    await microTaskRepo(trx).insert({
      id: randomUUID(),
      task_id: id,
      user_id: userId,
      title: step.title,
      completed: step.completed ? 1 : 0,
      position: step.position,
      estimate_minutes: step.estimateMinutes,
      source: step.source,
      seq,
      created_at: now,
      updated_at: now,
    });
    w.created.microSteps++;
  }
  for (const c of task.comments) {
    await commentRepo(trx).insert({
      id: randomUUID(),
      taskId: id,
      userId,
      authorEmail: c.authorEmail,
      authorName: c.authorName,
      authorKind: c.authorKind,
      text: c.text,
      seq,
      now: pastInstant(c.createdAt, now),
    });
    w.created.comments++;
  }
  for (const a of task.attachments) {
    const bytes = a.file === null ? undefined : files.bytes.get(a.file);
    if (!bytes) continue;
    const ext = /\.([a-z0-9]{1,10})$/.exec(a.file ?? '')?.[1] ?? 'bin';
    const key = attachmentKey(id, randomBytes(12).toString('base64url'), ext);
    const { size } = await files.storage.put(
      key,
      (async function* () {
        yield bytes;
      })(),
      { maxBytes: MAX_ATTACHMENT_BYTES },
    );
    files.stored.push(key);
    await attachmentRepo(trx).insert({
      id: randomUUID(),
      taskId: id,
      userId,
      name: a.name,
      type: a.type,
      size,
      storageKey: key,
      uploadedBy: a.uploadedBy,
      seq,
      now,
    });
    w.created.attachments++;
  }
}

export type WriteInput = {
  source: string;
  document: NovaExport;
  files: ReadonlyMap<string, Uint8Array>;
  storage: FileStorage;
  /** Nova's own file carries the user's settings; a CSV has none. */
  withSettings: boolean;
};

export async function writeImport(
  ctx: WriteContext,
  input: WriteInput,
): Promise<{ created: ImportCounts; skipped: ImportCounts; taskIds: string[] }> {
  const { document, source } = input;
  const w: Writing = {
    ctx,
    seq: await ctx.seq(),
    known: await knownRows(ctx.trx, ctx.userId, source, document),
    recorded: [],
    created: zeroCounts(),
    skipped: zeroCounts(),
  };
  const stored: string[] = [];
  try {
    const strategies = await writeStrategies(w, document);
    const tags = await writeTags(w, document);
    const tasks = new Map<string, string>();
    const taskIds: string[] = [];
    for (const task of document.tasks) {
      const { id, isNew } = claim(w, 'task', task.id);
      tasks.set(task.id, id);
      if (!isNew) {
        w.skipped.tasks++;
        continue;
      }
      await writeTask(
        w,
        task,
        id,
        { strategies, tags },
        { storage: input.storage, bytes: input.files, stored },
      );
      taskIds.push(id);
      w.created.tasks++;
    }
    await writeHabits(w, document, strategies);
    await writeMindMaps(w, document, tasks);
    if (input.withSettings) await writeSettings(ctx, document.settings);
    await importSourceRepo(ctx.trx).record(ctx.userId, source, w.recorded, ctx.now);
    return { created: w.created, skipped: w.skipped, taskIds };
  } catch (error) {
    // The transaction rolls back; the files written for it go too.
    await Promise.allSettled(stored.map((key) => input.storage.remove(key)));
    throw error;
  }
}
