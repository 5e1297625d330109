// Reads a Todoist project CSV export (columns TYPE, CONTENT, DESCRIPTION, PRIORITY, INDENT, AUTHOR,
// RESPONSIBLE, DATE, DATE_LANG, TIMEZONE, DURATION, DURATION_UNIT) into Nova's document:
//   task rows at INDENT 1 -> tasks; deeper rows -> micro-steps of the task above (Nova's steps are one
//     level deep, so a sub-subtask joins its top task's steps);
//   section rows -> a tag on the tasks below them; `@label` words in CONTENT -> tags too;
//   note rows -> comments on the task above;
//   PRIORITY 1 (Todoist's p1, highest) .. 4 -> importance and urgency (import-document.ts);
//   DATE -> due date when it is a date; a recurring or relative text ("every day") cannot be one, so
//     the task comes in without it and the preview says so.
import {
  type ExportTask,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportProblem,
} from '@nova/core/contracts/transfer';
import { DURATION_MAX_MINUTES, MICRO_TASK_TITLE_MAX } from '@nova/core/domain/validation';
import { DomainError } from '@nova/core/errors';
import { unzipSync } from 'fflate';
import {
  dateOf,
  emptyDocument,
  isBlankRow,
  newTask,
  occurrences,
  type ReadResult,
  readCsv,
  stableId,
  tagIdFor,
  titleOf,
  todoistLevels,
} from './import-document.ts';

const required = ['TYPE', 'CONTENT'] as const;
const labelPattern = /(?:^|\s)@([\p{L}\p{N}_-]{1,50})/gu;

/** `Alex Doe (12345678)` -> `Alex Doe`. */
const authorName = (raw: string): string => raw.replace(/\s*\(\d+\)\s*$/, '').trim() || 'Todoist';

function minutesOf(amount: string, unit: string): number | null {
  const n = Number(amount.trim());
  if (amount.trim() === '' || !Number.isInteger(n) || n < 0) return null;
  const minutes = unit.trim().toLowerCase() === 'day' ? n * 1440 : n;
  return minutes <= DURATION_MAX_MINUTES ? minutes : null;
}

/**
 * `project`: the project's name when the CSV came from a Todoist backup (a zip of one CSV per
 * project): it becomes a tag of every task, and part of their source ids.
 */
export function readTodoistCsv(text: string, now: string, project = ''): ReadResult {
  const rows = readCsv(text);
  const header = (rows[0] ?? []).map((h) => h.trim().toUpperCase());
  if (!required.every((name) => header.includes(name))) {
    throw new DomainError(
      'import_invalid_file',
      'This is not a Todoist CSV export: no TYPE and CONTENT columns',
    );
  }
  const col = (row: readonly string[], name: string): string => {
    const index = header.indexOf(name);
    return index < 0 ? '' : (row[index] ?? '');
  };
  const document = emptyDocument(now);
  const problems: ImportProblem[] = [];
  const nth = occurrences();
  const projectTag = project === '' ? null : tagIdFor(document, project);
  let section = '';
  let sectionTag: string | null = null;
  let task: ExportTask | null = null;

  for (const [index, row] of rows.slice(1).entries()) {
    const line = index + 2;
    if (isBlankRow(row)) continue;
    const type = col(row, 'TYPE').trim().toLowerCase();
    const content = col(row, 'CONTENT');
    if (type === 'section') {
      section = content.trim();
      sectionTag = tagIdFor(document, section);
      task = null;
      continue;
    }
    if (type === 'note') {
      if (!task || content.trim() === '') {
        problems.push({ row: line, field: 'CONTENT', code: 'orphan_note', severity: 'warning', value: null });
        continue;
      }
      const author = authorName(col(row, 'AUTHOR'));
      const id = stableId(task.id, 'note', content, nth(`${task.id}\u0000note\u0000${content}`));
      task.comments.push({
        id,
        authorName: author.slice(0, 200),
        authorEmail: null,
        authorKind: 'owner',
        text: content.slice(0, 10_000),
        createdAt: now,
      });
      continue;
    }
    if (type !== 'task') {
      problems.push({
        row: line,
        field: 'TYPE',
        code: 'unknown_row_type',
        severity: 'warning',
        value: type.slice(0, 40),
      });
      continue;
    }
    const labels = [...content.matchAll(labelPattern)].flatMap((m) => (m[1] ? [m[1]] : []));
    const read = titleOf(content.replace(labelPattern, ' ').replace(/\s+/g, ' '), line, 'CONTENT');
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const indent = Number(col(row, 'INDENT').trim() || '1');
    if (Number.isInteger(indent) && indent > 1) {
      if (!task) {
        problems.push({
          row: line,
          field: 'INDENT',
          code: 'orphan_subtask',
          severity: 'error',
          value: String(indent),
        });
        continue;
      }
      const title = read.title.slice(0, MICRO_TASK_TITLE_MAX);
      task.microSteps.push({
        id: stableId(task.id, 'step', title, nth(`${task.id}\u0000step\u0000${title}`)),
        title,
        completed: false,
        position: task.microSteps.length + 1,
        estimateMinutes: null,
        source: 'user',
      });
      continue;
    }
    const next = newTask(
      stableId('task', section, read.title, nth(`${section}\u0000${read.title}`)),
      read.title,
      now,
    );
    next.description = col(row, 'DESCRIPTION').slice(0, 20_000);
    const priority = col(row, 'PRIORITY').trim();
    const levels = todoistLevels(Number(priority || '4'));
    if (levels) Object.assign(next, levels);
    else
      problems.push({
        row: line,
        field: 'PRIORITY',
        code: 'bad_priority',
        severity: 'warning',
        value: priority,
      });
    const date = col(row, 'DATE').trim();
    if (date !== '') {
      const day = dateOf(date);
      if (day) next.dueDate = day;
      else
        problems.push({
          row: line,
          field: 'DATE',
          code: 'date_not_understood',
          severity: 'warning',
          value: date.slice(0, 60),
        });
    }
    const duration = col(row, 'DURATION').trim();
    if (duration !== '') {
      const minutes = minutesOf(duration, col(row, 'DURATION_UNIT'));
      if (minutes === null) {
        problems.push({
          row: line,
          field: 'DURATION',
          code: 'bad_number',
          severity: 'warning',
          value: duration.slice(0, 20),
        });
      } else next.durationMinutes = minutes;
    }
    const tagIds = [projectTag, sectionTag, ...labels.map((label) => tagIdFor(document, label))];
    next.tagIds = [...new Set(tagIds.filter((id): id is string => id !== null))];
    next.position = document.tasks.length + 1;
    document.tasks.push(next);
    task = next;
  }
  return { document, problems };
}

/** A Todoist backup: a zip holding one project CSV per file. Problems name the file with the column. */
export function readTodoistBackup(bytes: Uint8Array, now: string): ReadResult {
  let entries: Record<string, Uint8Array>;
  let declared = 0;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        if (declared > IMPORT_MAX_BYTES)
          throw new DomainError('import_too_large', 'The backup unpacks to too much data');
        return /\.csv$/i.test(file.name);
      },
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('import_invalid_file', 'This is not a Todoist backup: the zip cannot be read');
  }
  const names = Object.keys(entries).sort();
  if (names.length === 0)
    throw new DomainError('import_invalid_file', 'This Todoist backup holds no CSV file');
  const document = emptyDocument(now);
  const problems: ImportProblem[] = [];
  for (const name of names) {
    const project = (name.split('/').pop() ?? name)
      .replace(/\.csv$/i, '')
      .replace(/\s*\[\d+\]$/, '')
      .trim();
    const read = readTodoistCsv(new TextDecoder().decode(entries[name]), now, project || name);
    for (const tag of read.document.tags)
      if (!document.tags.some((t) => t.id === tag.id)) document.tags.push(tag);
    for (const task of read.document.tasks)
      document.tasks.push({ ...task, position: document.tasks.length + 1 });
    problems.push(...read.problems.map((p) => ({ ...p, field: `${name} › ${p.field}` })));
  }
  if (document.tasks.length > IMPORT_MAX_ROWS) {
    throw new DomainError(
      'import_too_many_rows',
      `The backup has ${document.tasks.length} tasks; one import takes at most ${IMPORT_MAX_ROWS}`,
    );
  }
  return { document, problems };
}
