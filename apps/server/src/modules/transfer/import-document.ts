// What the CSV readers share: an empty document to fill, stable source ids (a file read twice gives
// the same ids, so the second import adds nothing), a task with Nova's defaults, and the readers of
// priorities, dates and statuses as people type them in spreadsheets.
import { createHash } from 'node:crypto';
import {
  type ExportTask,
  IMPORT_MAX_ROWS,
  type ImportProblem,
  NOVA_EXPORT_FORMAT,
  NOVA_EXPORT_VERSION,
  type NovaExport,
} from '@nova/core/contracts/transfer';
import { type Levels, moveToQuadrant, type PriorityCode, quadrantOfCode } from '@nova/core/domain/priority';
import type { TaskStatus } from '@nova/core/domain/status';
import { isValidIsoDate, TAG_NAME_MAX, TASK_TITLE_MAX } from '@nova/core/domain/validation';
import { DomainError } from '@nova/core/errors';
import Papa from 'papaparse';

export type ReadResult = { document: NovaExport; problems: ImportProblem[] };

export function emptyDocument(now: string): NovaExport {
  return {
    format: NOVA_EXPORT_FORMAT,
    version: NOVA_EXPORT_VERSION,
    exportedAt: now,
    settings: { timeZone: null, coachPersona: null, gameEnabled: true },
    strategies: [],
    tags: [],
    tasks: [],
    habits: [],
    mindMaps: [],
  };
}

/** A source id from the parts that say what a row is: the same row in the same place, the same id. */
export function stableId(...parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 32);
}

/** Counts how often each key was seen, so identical rows still get ids of their own. */
export function occurrences(): (key: string) => string {
  const seen = new Map<string, number>();
  return (key) => {
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return String(n);
  };
}

export function newTask(id: string, title: string, now: string): ExportTask {
  return {
    id,
    title,
    description: '',
    status: 'waiting',
    importance: 1,
    urgency: 1,
    startDate: null,
    dueDate: null,
    startTime: null,
    durationMinutes: null,
    totalTimeSpent: 0,
    timeStarted: null,
    timeCompleted: null,
    isPaused: false,
    type: 'task',
    strategyId: null,
    position: 0,
    completedAt: null,
    createdAt: now,
    tagIds: [],
    microSteps: [],
    comments: [],
    attachments: [],
  };
}

/** Adds a tag by name (case-insensitive, once) and returns its source id. */
export function tagIdFor(document: NovaExport, rawName: string): string | null {
  const name = rawName.trim().slice(0, TAG_NAME_MAX).trim();
  if (name === '') return null;
  const id = stableId('tag', name.toLocaleLowerCase('und'));
  if (!document.tags.some((t) => t.id === id)) document.tags.push({ id, name, color: null });
  return id;
}

/** A title as Nova takes it, or the problem that keeps the row out. */
export function titleOf(
  raw: string,
  row: number,
  field: string,
): { title: string } | { problem: ImportProblem } {
  const title = raw.trim();
  if (title === '') return { problem: { row, field, code: 'empty_title', severity: 'error', value: null } };
  if (title.length > TASK_TITLE_MAX) {
    return { problem: { row, field, code: 'title_too_long', severity: 'error', value: title.slice(0, 40) } };
  }
  return { title };
}

const levelsOf = (code: PriorityCode): Levels =>
  moveToQuadrant({ importance: 1, urgency: 1 }, quadrantOfCode(code));

/**
 * Todoist's priorities, p1 (highest) to p4 (none), onto the matrix: p1 important and urgent, p2
 * important, p3 urgent, p4 neither.
 */
export function todoistLevels(priority: number): Levels | null {
  const code = (['2-2', '2-1', '1-2', '1-1'] as const)[priority - 1];
  return code ? levelsOf(code) : null;
}

const priorityWords: Record<string, PriorityCode> = {
  critical: '2-2',
  high: '2-1',
  important: '2-1',
  urgent: '1-2',
  medium: '1-2',
  normal: '1-1',
  regular: '1-1',
  low: '1-1',
  none: '1-1',
  критический: '2-2',
  высокий: '2-1',
  важный: '2-1',
  срочный: '1-2',
  средний: '1-2',
  обычный: '1-1',
  низкий: '1-1',
  critique: '2-2',
  haute: '2-1',
  élevée: '2-1',
  importante: '2-1',
  urgente: '1-2',
  moyenne: '1-2',
  normale: '1-1',
  basse: '1-1',
};

/** A priority cell: a Nova code (2-2), a Todoist p1..p4 or 1..4, or a word in en, ru or fr. */
export function priorityLevels(raw: string): Levels | null {
  const value = raw.trim().toLocaleLowerCase('und');
  if (/^[12]-[12]$/.test(value)) return levelsOf(value as PriorityCode);
  const p = /^p?([1-4])$/.exec(value);
  if (p?.[1]) return todoistLevels(Number(p[1]));
  const word = priorityWords[value];
  return word ? levelsOf(word) : null;
}

const statusWords: Record<string, TaskStatus> = {
  waiting: 'waiting',
  todo: 'waiting',
  'to do': 'waiting',
  open: 'waiting',
  new: 'waiting',
  inprogress: 'inProgress',
  'in progress': 'inProgress',
  doing: 'inProgress',
  started: 'inProgress',
  paused: 'paused',
  completed: 'completed',
  complete: 'completed',
  done: 'completed',
  closed: 'completed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  scheduled: 'scheduled',
  ожидает: 'waiting',
  'в работе': 'inProgress',
  'на паузе': 'paused',
  выполнено: 'completed',
  готово: 'completed',
  отменено: 'cancelled',
  запланировано: 'scheduled',
  'en attente': 'waiting',
  'à faire': 'waiting',
  'en cours': 'inProgress',
  'en pause': 'paused',
  terminé: 'completed',
  terminée: 'completed',
  fait: 'completed',
  annulé: 'cancelled',
  annulée: 'cancelled',
  planifié: 'scheduled',
  planifiée: 'scheduled',
};

export function statusOf(raw: string): TaskStatus | null {
  const value = raw.trim().toLocaleLowerCase('und');
  if (value === 'inprogress' || value === 'in_progress') return 'inProgress';
  return statusWords[value] ?? null;
}

/** A date cell: `YYYY-MM-DD` (a time after it is dropped), `YYYY/MM/DD` or `DD.MM.YYYY`. */
export function dateOf(raw: string): string | null {
  const value = raw.trim();
  let day: string | null = null;
  const iso = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ].*)?$/.exec(value);
  if (iso) day = `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (dotted) day = `${dotted[3]}-${dotted[2]}-${dotted[1]}`;
  return day && isValidIsoDate(day) ? day : null;
}

/** Undoes the export's formula escaping: `'=1+1` was `=1+1`. */
const unescapeCell = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

export const isBlankRow = (row: readonly string[]): boolean => row.every((cell) => cell.trim() === '');

/**
 * The records of a CSV text, BOM dropped. Blank records stay, so a record's index + 1 is its row in a
 * spreadsheet (the header is row 1). Over the row limit is refused.
 */
export function readCsv(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const rows = parsed.data.filter((row): row is string[] => Array.isArray(row));
  const filled = rows.filter((row) => !isBlankRow(row.map(String))).length;
  if (filled - 1 > IMPORT_MAX_ROWS) {
    throw new DomainError(
      'import_too_many_rows',
      `The file has ${filled - 1} rows; one import takes at most ${IMPORT_MAX_ROWS}`,
    );
  }
  return rows.map((row) => row.map((cell) => unescapeCell(String(cell))));
}
