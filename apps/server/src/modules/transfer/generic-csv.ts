// Reads any CSV of tasks with a column mapping (field -> header). The first preview guesses the
// mapping from the headers (en, ru, fr words, and Nova's own CSV export's names); the user can change
// it and preview again. One row is one task; a row's source id is its `id` column when mapped, else a
// hash of its content, so importing the same file twice adds nothing.
import { type CsvField, type CsvMapping, csvFields, type ImportProblem } from '@nova/core/contracts/transfer';
import { DURATION_MAX_MINUTES, TASK_DESCRIPTION_MAX } from '@nova/core/domain/validation';
import {
  dateOf,
  emptyDocument,
  isBlankRow,
  newTask,
  occurrences,
  priorityLevels,
  type ReadResult,
  readCsv,
  stableId,
  statusOf,
  tagIdFor,
  titleOf,
} from './import-document.ts';

/** Rows the preview shows of a generic CSV. */
export const SAMPLE_ROWS = 5;

const guesses: Record<CsvField, readonly string[]> = {
  title: [
    'title',
    'name',
    'task',
    'content',
    'subject',
    'summary',
    'название',
    'задача',
    'заголовок',
    'titre',
    'tâche',
    'nom',
  ],
  description: ['description', 'notes', 'note', 'details', 'body', 'описание', 'заметки', 'détails'],
  dueDate: ['due_date', 'due date', 'due', 'deadline', 'date', 'срок', 'дата', 'échéance', 'date limite'],
  startDate: ['start_date', 'start date', 'start', 'начало', 'дата начала', 'début', 'date de début'],
  priority: ['priority', 'importance', 'приоритет', 'важность', 'priorité'],
  status: ['status', 'state', 'статус', 'состояние', 'statut', 'état'],
  tags: ['tags', 'labels', 'tag', 'label', 'теги', 'метки', 'étiquettes'],
  durationMinutes: ['duration_minutes', 'duration', 'minutes', 'длительность', 'durée'],
  id: ['id', 'uid', 'identifier'],
};

export function guessMapping(headers: readonly string[]): CsvMapping {
  const mapping: CsvMapping = {};
  const taken = new Set<string>();
  for (const field of csvFields) {
    const header = headers.find(
      (h) => !taken.has(h) && guesses[field].includes(h.trim().toLocaleLowerCase('und')),
    );
    if (header !== undefined) {
      mapping[field] = header;
      taken.add(header);
    }
  }
  return mapping;
}

export type GenericRead = ReadResult & { headers: string[]; sample: string[][]; mapping: CsvMapping };

export function readGenericCsv(text: string, given: CsvMapping | null, now: string): GenericRead {
  const rows = readCsv(text);
  const headers = (rows[0] ?? []).map((h) => h.trim());
  const data = rows.slice(1);
  const sample = data.filter((row) => !isBlankRow(row)).slice(0, SAMPLE_ROWS);
  // A mapping names headers the file has; anything else is dropped rather than trusted.
  const asked = given ?? guessMapping(headers);
  const mapping: CsvMapping = {};
  for (const field of csvFields) {
    const header = asked[field];
    if (header !== undefined && headers.includes(header)) mapping[field] = header;
  }
  const document = emptyDocument(now);
  const problems: ImportProblem[] = [];
  if (mapping.title === undefined) {
    problems.push({ row: null, field: 'title', code: 'no_title_column', severity: 'error', value: null });
    return { document, problems, headers, sample, mapping };
  }
  const cell = (row: readonly string[], field: CsvField): string => {
    const header = mapping[field];
    return header === undefined ? '' : (row[headers.indexOf(header)] ?? '').trim();
  };
  const nth = occurrences();
  for (const [index, row] of data.entries()) {
    const line = index + 2;
    if (isBlankRow(row)) continue;
    const read = titleOf(cell(row, 'title'), line, mapping.title);
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const warn = (field: CsvField, code: ImportProblem['code'], value: string) =>
      problems.push({
        row: line,
        field: mapping[field] ?? field,
        code,
        severity: 'warning',
        value: value.slice(0, 60),
      });
    const content = [read.title, cell(row, 'description'), cell(row, 'dueDate'), cell(row, 'startDate')];
    const key = cell(row, 'id') || content.join('\u0000');
    const task = newTask(stableId('row', key, nth(key)), read.title, now);
    task.description = cell(row, 'description').slice(0, TASK_DESCRIPTION_MAX);
    for (const field of ['dueDate', 'startDate'] as const) {
      const raw = cell(row, field);
      if (raw === '') continue;
      const day = dateOf(raw);
      if (day) task[field] = day;
      else warn(field, 'bad_date', raw);
    }
    const priority = cell(row, 'priority');
    if (priority !== '') {
      const levels = priorityLevels(priority);
      if (levels) Object.assign(task, levels);
      else warn('priority', 'bad_priority', priority);
    }
    const status = cell(row, 'status');
    if (status !== '') {
      const value = statusOf(status);
      if (value) task.status = value;
      if (value === 'completed') {
        task.completedAt = now;
        task.timeCompleted = now;
      }
      if (!value) warn('status', 'bad_status', status);
    }
    const duration = cell(row, 'durationMinutes');
    if (duration !== '') {
      const minutes = Number(duration);
      if (Number.isInteger(minutes) && minutes >= 0 && minutes <= DURATION_MAX_MINUTES)
        task.durationMinutes = minutes;
      else warn('durationMinutes', 'bad_number', duration);
    }
    const tagIds = cell(row, 'tags')
      .split(/[,;]/)
      .map((name) => tagIdFor(document, name));
    task.tagIds = [...new Set(tagIds.filter((id): id is string => id !== null))];
    task.position = document.tasks.length + 1;
    document.tasks.push(task);
  }
  return { document, problems, headers, sample, mapping };
}
