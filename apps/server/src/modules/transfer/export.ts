// The export: everything a user owns as Nova's versioned document (contracts/transfer.ts), as a zip of
// that document and the attachment files (streamed: files are stored, not compressed again), or the
// tasks alone as CSV.
import { PassThrough, type Readable } from 'node:stream';
import { isTimeZone } from '@nova/core/ai/dates';
import { timesOfDay } from '@nova/core/ai/validate-recurring';
import { personaIdSchema } from '@nova/core/contracts/ai-common';
import { mindMapNodeStyleSchema, mindMapViewportSchema } from '@nova/core/contracts/mind-maps';
import {
  type ExportTask,
  NOVA_EXPORT_FORMAT,
  NOVA_EXPORT_VERSION,
  type NovaExport,
  novaExportSchema,
} from '@nova/core/contracts/transfer';
import { mindMapColors } from '@nova/core/domain/mind-map';
import { priorityCode } from '@nova/core/domain/priority';
import { taskStatuses } from '@nova/core/domain/status';
import { strategyColorSchema, tagColors } from '@nova/core/domain/validation';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import Papa from 'papaparse';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { scheduleOf } from '../habits/habit.presenter.ts';
import { exportRepo } from './transfer.repo.ts';

export const EXPORT_JSON_NAME = 'nova-export.json';

const jsonText = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};
const viewportOf = (value: string) => mindMapViewportSchema.nullable().catch(null).parse(jsonText(value));
const styleOf = (value: string) => mindMapNodeStyleSchema.catch({}).parse(jsonText(value) ?? {});
const timeOfDayOf = z.enum(timesOfDay).nullable().catch(null);
const statusOf = z.enum(taskStatuses).catch('waiting');
const tagColorOf = z.enum(tagColors).nullable().catch(null);
const mindMapColorOf = z.enum(mindMapColors).catch('default');

/** The extension of a storage key (`tasks/t/t_x.png` -> `png`). */
function extOf(key: string): string {
  const match = /\.([a-z0-9]{1,10})$/.exec(key);
  return match?.[1] ?? 'bin';
}

/** Where an attachment's bytes go in the zip. */
export const zipPathOf = (attachmentId: string, storageKey: string): string =>
  `files/${attachmentId}.${extOf(storageKey)}`;

type Grouped<T> = Map<string, T[]>;
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Grouped<T> {
  const out: Grouped<T> = new Map();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** The document and, per zip path, the storage key of each attachment's bytes. */
export async function buildExport(
  db: Db,
  userId: string,
  now: string,
): Promise<{ document: NovaExport; files: Map<string, string> }> {
  const repo = exportRepo(db);
  const [settings, strategies, tags, tasks, taskTags, micro, comments, attachments] = await Promise.all([
    repo.settings(userId),
    repo.strategies(userId),
    repo.tags(userId),
    repo.tasks(userId),
    repo.taskTags(userId),
    repo.microTasks(userId),
    repo.comments(userId),
    repo.attachments(userId),
  ]);
  const [habits, checkIns, maps, nodes, edges] = await Promise.all([
    repo.habits(userId),
    repo.checkIns(userId),
    repo.mindMaps(userId),
    repo.mindMapNodes(userId),
    repo.mindMapEdges(userId),
  ]);
  const tagsOf = groupBy(taskTags, (r) => r.task_id);
  const microOf = groupBy(micro, (r) => r.task_id);
  const commentsOf = groupBy(comments, (r) => r.task_id);
  const attachmentsOf = groupBy(attachments, (r) => r.task_id);
  const checkInsOf = groupBy(checkIns, (r) => r.habit_id);
  const nodesOf = groupBy(nodes, (r) => r.mind_map_id);
  const edgesOf = groupBy(edges, (r) => r.mind_map_id);
  const files = new Map<string, string>();

  const exportTasks: ExportTask[] = tasks.map((t) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    status: statusOf.parse(t.status),
    importance: t.importance,
    urgency: t.urgency,
    startDate: t.start_date,
    dueDate: t.due_date,
    startTime: t.start_time,
    durationMinutes: t.duration_minutes,
    totalTimeSpent: Math.max(0, Math.round(t.total_time_spent)),
    timeStarted: t.time_started,
    timeCompleted: t.time_completed,
    isPaused: t.is_paused === 1,
    type: t.type === 'idea' ? 'idea' : 'task',
    strategyId: t.strategy_id,
    position: t.position,
    completedAt: t.completed_at,
    createdAt: t.created_at,
    tagIds: (tagsOf.get(t.id) ?? []).map((r) => r.tag_id),
    microSteps: (microOf.get(t.id) ?? []).map((m) => ({
      id: m.id,
      title: m.title,
      completed: m.completed === 1,
      position: m.position,
      estimateMinutes: m.estimate_minutes,
      source: m.source === 'ai' ? 'ai' : 'user',
    })),
    comments: (commentsOf.get(t.id) ?? []).map((c) => ({
      id: c.id,
      authorName: c.author_name,
      authorEmail: c.author_email,
      authorKind: c.author_kind,
      text: c.text,
      createdAt: c.created_at,
    })),
    attachments: (attachmentsOf.get(t.id) ?? []).map((a) => {
      const file = zipPathOf(a.id, a.storage_key);
      files.set(file, a.storage_key);
      return { id: a.id, name: a.name, type: a.type, size: a.size, uploadedBy: a.uploaded_by, file };
    }),
  }));

  const document: NovaExport = {
    format: NOVA_EXPORT_FORMAT,
    version: NOVA_EXPORT_VERSION,
    exportedAt: now,
    settings: {
      timeZone: settings.timeZone !== null && isTimeZone(settings.timeZone) ? settings.timeZone : null,
      coachPersona: personaIdSchema.nullable().catch(null).parse(settings.coachPersona),
      gameEnabled: settings.gameEnabled,
    },
    strategies: strategies.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      color: strategyColorSchema.catch('blue').parse(s.color),
      priority: s.priority,
      position: s.position,
    })),
    tags: tags.map((t) => ({ id: t.id, name: t.name, color: tagColorOf.parse(t.color) })),
    tasks: exportTasks,
    habits: habits.map((h) => ({
      id: h.id,
      name: h.name,
      description: h.description,
      icon: h.icon,
      color: strategyColorSchema.nullable().catch(null).parse(h.color),
      strategyId: h.strategy_id,
      schedule: scheduleOf(h),
      targetPerPeriod: h.target_per_period,
      timeOfDay: timeOfDayOf.parse(h.time_of_day),
      reminderTime: h.reminder_time,
      restDaysPerWeek: h.rest_days_per_week,
      startDate: h.start_date,
      archivedAt: h.archived_at,
      position: h.position,
      checkIns: (checkInsOf.get(h.id) ?? []).map((c) => ({
        day: c.day,
        count: c.count,
        frozen: c.frozen === 1,
      })),
    })),
    mindMaps: maps.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      viewport: viewportOf(m.viewport),
      nodes: (nodesOf.get(m.id) ?? []).map((n) => ({
        id: n.id,
        text: n.name,
        description: n.description,
        color: mindMapColorOf.parse(n.color),
        x: n.x,
        y: n.y,
        taskId: n.task_id,
        style: styleOf(n.style),
      })),
      connections: (edgesOf.get(m.id) ?? []).map((e) => ({
        id: e.id,
        source: e.source_node_id,
        target: e.target_node_id,
        label: e.label,
      })),
    })),
  };
  // What we write is what we read back: an export that the importer would refuse is a bug here.
  return { document: novaExportSchema.parse(document), files };
}

/** The zip: nova-export.json (deflated) and every attachment's bytes (stored as they are). */
export function exportZip(document: NovaExport, files: Map<string, string>, storage: FileStorage): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const json = new ZipDeflate(EXPORT_JSON_NAME, { level: 6 });
  zip.add(json);
  json.push(new TextEncoder().encode(JSON.stringify(document, null, 2)), true);
  void (async () => {
    try {
      for (const [path, key] of files) {
        const found = await storage.get(key);
        if (!found) continue;
        const entry = new ZipPassThrough(path);
        zip.add(entry);
        for await (const chunk of found.stream) {
          entry.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(Buffer.from(String(chunk))));
        }
        entry.push(new Uint8Array(0), true);
      }
      zip.end();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

export const taskCsvColumns = [
  'id',
  'title',
  'description',
  'status',
  'priority',
  'importance',
  'urgency',
  'start_date',
  'due_date',
  'start_time',
  'duration_minutes',
  'type',
  'strategy',
  'tags',
  'micro_steps',
  'created_at',
  'completed_at',
] as const;

/** The tasks as CSV (formula-looking cells escaped, so a spreadsheet never runs them). */
export function exportCsv(document: NovaExport): string {
  const strategyName = new Map(document.strategies.map((s) => [s.id, s.name]));
  const tagName = new Map(document.tags.map((t) => [t.id, t.name]));
  const data = document.tasks.map((t) => [
    t.id,
    t.title,
    t.description,
    t.status,
    priorityCode(t),
    String(t.importance),
    String(t.urgency),
    t.startDate ?? '',
    t.dueDate ?? '',
    t.startTime ?? '',
    t.durationMinutes === null ? '' : String(t.durationMinutes),
    t.type,
    t.strategyId ? (strategyName.get(t.strategyId) ?? '') : '',
    t.tagIds
      .map((id) => tagName.get(id) ?? '')
      .filter((n) => n !== '')
      .join(', '),
    t.microSteps.map((m) => `${m.completed ? '[x]' : '[ ]'} ${m.title}`).join('\n'),
    t.createdAt,
    t.completedAt ?? '',
  ]);
  return Papa.unparse({ fields: [...taskCsvColumns], data }, { escapeFormulae: true, newline: '\r\n' });
}
