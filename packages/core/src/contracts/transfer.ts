// Contracts of import and export (issue 13): Nova's own versioned export document (everything a user
// owns), the import flow (upload -> preview with counts and problems -> optional CSV column mapping ->
// confirm, written in one transaction) and the export download.
//
// Every source (a Todoist CSV, a generic CSV, Nova's JSON or zip) is read into the same document
// shape: the server writes only that. Ids in a document are the source's ids; the server gives every
// row a new id and remembers (source, source id) so importing the same file twice adds nothing.
import { z } from 'zod';
import { isTimeZone } from '../ai/dates.ts';
import { timesOfDay } from '../ai/validate-recurring.ts';
import { defineRoute } from '../contract.ts';
import { MIND_MAP_CONNECTION_LIMIT, MIND_MAP_NODE_LIMIT } from '../domain/mind-map.ts';
import { taskStatuses } from '../domain/status.ts';
import {
  DURATION_MAX_MINUTES,
  entityIdSchema,
  isoDateSchema,
  MICRO_TASK_TITLE_MAX,
  STRATEGY_DESCRIPTION_MAX,
  STRATEGY_NAME_MAX,
  startTimeSchema,
  strategyColorSchema,
  TAG_NAME_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_TITLE_MAX,
  tagColorSchema,
  taskTypes,
} from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';
import { personaIdSchema } from './ai-common.ts';
import { habitScheduleSchema } from './habits.ts';
import { mindMapConnectionSchema, mindMapNodeSchema, mindMapViewportSchema } from './mind-maps.ts';

/** Upload limit of an import file (a zip with attachments included). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Rows of a CSV, and tasks of a document, one import may hold. */
export const IMPORT_MAX_ROWS = 5000;
/** Problems listed in a preview (the count says how many there were). */
export const IMPORT_PROBLEMS_SHOWN = 200;

export const NOVA_EXPORT_FORMAT = 'nova-planner-export';
export const NOVA_EXPORT_VERSION = 1;

const idSchema = entityIdSchema;
const isoTime = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().max(max);
const count = z.number().int().min(0);

const microStepSchema = z.lazy(() =>
  z.strictObject({
    id: idSchema,
    title: z.string().trim().min(1).max(MICRO_TASK_TITLE_MAX),
    completed: z.boolean(),
    position: z.number().int(),
    estimateMinutes: z.number().int().min(0).max(DURATION_MAX_MINUTES).nullable(),
    source: z.enum(['user', 'ai']),
  }),
);

const commentSchema = z.lazy(() =>
  z.strictObject({
    id: idSchema,
    authorName: text(200),
    authorEmail: text(320).nullable(),
    authorKind: z.enum(['owner', 'assignee']),
    text: z.string().min(1).max(10_000),
    createdAt: isoTime,
  }),
);

const attachmentSchema = z.lazy(() =>
  z.strictObject({
    id: idSchema,
    name: text(255),
    type: text(255),
    size: count,
    uploadedBy: z.enum(['owner', 'assignee']),
    /** The file's path inside the export zip; null in a JSON-only export. */
    file: z
      .string()
      .regex(/^files\/[A-Za-z0-9_.-]{1,200}$/)
      .nullable(),
  }),
);

const exportTaskSchema = z.lazy(() =>
  z.strictObject({
    id: idSchema,
    title: z.string().trim().min(1).max(TASK_TITLE_MAX),
    description: text(TASK_DESCRIPTION_MAX),
    status: z.enum(taskStatuses),
    importance: z.number().int().min(1).max(10),
    urgency: z.number().int().min(1).max(10),
    startDate: isoDateSchema.nullable(),
    dueDate: isoDateSchema.nullable(),
    startTime: startTimeSchema.nullable(),
    durationMinutes: z.number().int().min(0).max(DURATION_MAX_MINUTES).nullable(),
    totalTimeSpent: count,
    timeStarted: isoTime.nullable(),
    timeCompleted: isoTime.nullable(),
    isPaused: z.boolean(),
    type: z.enum(taskTypes),
    strategyId: idSchema.nullable(),
    position: z.number().int(),
    completedAt: isoTime.nullable(),
    createdAt: isoTime,
    tagIds: z.array(idSchema).max(100),
    microSteps: z.array(microStepSchema).max(500),
    comments: z.array(commentSchema).max(1000),
    attachments: z.array(attachmentSchema).max(50),
  }),
);
export type ExportTask = z.infer<typeof exportTaskSchema>;

const exportStrategySchema = z.lazy(() =>
  z.strictObject({
    id: idSchema,
    name: z.string().trim().min(1).max(STRATEGY_NAME_MAX),
    description: text(STRATEGY_DESCRIPTION_MAX),
    color: strategyColorSchema,
    priority: z.number().int().min(1).max(3),
    position: z.number().int(),
  }),
);

const exportTagSchema = z.lazy(() =>
  z.strictObject({
    id: idSchema,
    name: z.string().trim().min(1).max(TAG_NAME_MAX),
    color: tagColorSchema.nullable(),
  }),
);

const exportHabitSchema = z.lazy(() =>
  z.strictObject({
    id: idSchema,
    name: z.string().trim().min(1).max(100),
    description: text(2000),
    icon: text(16).nullable(),
    color: strategyColorSchema.nullable(),
    strategyId: idSchema.nullable(),
    schedule: habitScheduleSchema,
    targetPerPeriod: z.number().int().min(1).max(100),
    timeOfDay: z.enum(timesOfDay).nullable(),
    reminderTime: startTimeSchema.nullable(),
    restDaysPerWeek: z.number().int().min(0).max(7),
    startDate: isoDateSchema.nullable(),
    archivedAt: isoTime.nullable(),
    position: z.number().int(),
    checkIns: z
      .array(
        z.strictObject({ day: isoDateSchema, count: z.number().int().min(0).max(1000), frozen: z.boolean() }),
      )
      .max(20_000),
  }),
);

const exportMindMapSchema = z.lazy(() =>
  z.strictObject({
    id: idSchema,
    title: z.string().trim().min(1).max(200),
    description: text(2000),
    viewport: mindMapViewportSchema.nullable(),
    nodes: z.array(mindMapNodeSchema).max(MIND_MAP_NODE_LIMIT),
    connections: z.array(mindMapConnectionSchema).max(MIND_MAP_CONNECTION_LIMIT),
  }),
);

export const exportSettingsSchema = z.lazy(() =>
  z.strictObject({
    timeZone: z.string().max(64).refine(isTimeZone).nullable(),
    coachPersona: personaIdSchema.nullable(),
    gameEnabled: z.boolean(),
  }),
);

/** Nova's own export, version 1. A foreign or broken file fails here: 400 import_invalid_file. */
export const novaExportSchema = z.lazy(() =>
  z
    .strictObject({
      format: z.literal(NOVA_EXPORT_FORMAT),
      version: z.literal(NOVA_EXPORT_VERSION),
      exportedAt: isoTime,
      settings: exportSettingsSchema,
      strategies: z.array(exportStrategySchema).max(1000),
      tags: z.array(exportTagSchema).max(1000),
      tasks: z.array(exportTaskSchema).max(IMPORT_MAX_ROWS * 4),
      habits: z.array(exportHabitSchema).max(1000),
      mindMaps: z.array(exportMindMapSchema).max(500),
    })
    .meta({ id: 'NovaExport' }),
);
export type NovaExport = z.infer<typeof novaExportSchema>;

export const importSources = ['todoist-csv', 'csv', 'nova-json', 'nova-zip'] as const;
export type ImportSource = (typeof importSources)[number];

/** The task fields a generic CSV's columns can fill. */
export const csvFields = [
  'title',
  'description',
  'dueDate',
  'startDate',
  'priority',
  'status',
  'tags',
  'durationMinutes',
  'id',
] as const;
export type CsvField = (typeof csvFields)[number];

/** Field -> header name of the column that fills it (unmapped fields are left out). */
export const csvMappingSchema = z
  .partialRecord(z.enum(csvFields), z.string().max(200))
  .meta({ id: 'CsvMapping' });
export type CsvMapping = z.infer<typeof csvMappingSchema>;

export const importProblemCodes = [
  'empty_title',
  'title_too_long',
  'bad_date',
  'bad_priority',
  'bad_status',
  'bad_number',
  'unknown_row_type',
  'orphan_subtask',
  'orphan_note',
  'date_not_understood',
  'file_missing',
  'too_many_rows',
  'no_title_column',
] as const;
export type ImportProblemCode = (typeof importProblemCodes)[number];

export const importProblemSchema = z.lazy(() =>
  z
    .object({
      /** 1-based line of the file (the header is line 1); null for a whole-file problem. */
      row: z.number().int().nullable(),
      /** The column or field the problem is in. */
      field: z.string(),
      code: z.enum(importProblemCodes),
      /** error: the row is left out; warning: the row comes in without that field. */
      severity: z.enum(['error', 'warning']),
      value: z.string().nullable(),
    })
    .meta({ id: 'ImportProblem' }),
);
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importCountsSchema = z.lazy(() =>
  z
    .object({
      tasks: count,
      microSteps: count,
      comments: count,
      attachments: count,
      tags: count,
      strategies: count,
      habits: count,
      mindMaps: count,
    })
    .meta({ id: 'ImportCounts' }),
);
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importPreviewSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      source: z.enum(importSources),
      fileName: z.string(),
      /** What the import would add. */
      counts: importCountsSchema,
      /** Rows already brought in by an earlier import of the same source: skipped. */
      alreadyImported: importCountsSchema,
      problems: z.array(importProblemSchema),
      problemCount: count,
      /** Generic CSV only: its headers, the first rows and the mapping in use. */
      csv: z
        .object({
          headers: z.array(z.string()),
          sample: z.array(z.array(z.string())),
          mapping: csvMappingSchema,
        })
        .nullable(),
    })
    .meta({ id: 'ImportPreview' }),
);
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.lazy(() =>
  z.object({ created: importCountsSchema, skipped: importCountsSchema }).meta({ id: 'ImportResult' }),
);
export type ImportResult = z.infer<typeof importResultSchema>;

const previewParams = z.lazy(() => z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }));

export const previewImport = defineRoute({
  method: 'POST',
  path: '/api/import',
  operationId: 'previewImport',
  summary: 'Upload a file to import (multipart, part `file`): a preview with counts and problems',
  tag: 'transfer',
  auth: 'session',
  query: z.object({ source: z.enum(importSources) }),
  responses: { 200: importPreviewSchema, 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
});

export const remapImport = defineRoute({
  method: 'POST',
  path: '/api/import/{id}/mapping',
  operationId: 'remapImport',
  summary: 'A generic CSV read again with another column mapping: a new preview',
  tag: 'transfer',
  auth: 'session',
  params: previewParams,
  body: z.strictObject({ mapping: csvMappingSchema }),
  responses: { 200: importPreviewSchema, 400: apiErrorSchema, 404: apiErrorSchema },
});

export const confirmImport = defineRoute({
  method: 'POST',
  path: '/api/import/{id}/confirm',
  operationId: 'confirmImport',
  summary: 'Write the previewed import, all of it in one transaction',
  tag: 'transfer',
  auth: 'session',
  params: previewParams,
  body: z.strictObject({ mapping: csvMappingSchema.optional() }),
  responses: { 200: importResultSchema, 400: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema },
});

export const exportFormats = ['json', 'zip', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportData = defineRoute({
  method: 'GET',
  path: '/api/export',
  operationId: 'exportData',
  summary: 'Everything the user owns as Nova JSON, as a zip with attachment files, or tasks as CSV',
  tag: 'transfer',
  auth: 'session',
  query: z.object({ format: z.enum(exportFormats) }),
  responses: { 200: null },
  produces: 'application/octet-stream',
});

export const transferRoutes = [previewImport, remapImport, confirmImport, exportData] as const;
