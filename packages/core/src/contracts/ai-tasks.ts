// Contracts of the assistant's work on tasks (SPEC §5): parse free text into tasks, group open tasks,
// and the daily priorities.
import { z } from 'zod';
import { groupColors, PARSE_INPUT_MAX, parseCategories, parsePriorities } from '../ai/limits.ts';
import { workloads } from '../ai/validate-priorities.ts';
import { groupingStrategySchema, localeField, replyMeta, timeZoneSchema } from './ai-common.ts';

// ---------- parse ----------

export const parsedTaskSchema = z.lazy(() =>
  z
    .object({
      title: z.string().max(100),
      description: z.string().max(500),
      priority: z.enum(parsePriorities),
      deadline_text: z.string().max(50),
      deadline_date: z.string().nullable().meta({ description: 'YYYY-MM-DD from today to one year ahead' }),
      category: z
        .enum(parseCategories)
        .meta({ description: 'Stable key; ru labels are SPEC’s words (работа…)' }),
      estimated_time: z.string().max(20),
      estimated_minutes: z.number().int().nullable(),
      subtasks: z
        .array(
          z.object({
            title: z.string().max(80),
            estimated_time: z.string().max(20),
            order: z.number().int(),
          }),
        )
        .max(5),
      tags: z.array(z.string().max(20)).max(5),
    })
    .meta({ id: 'ParsedTask' }),
);
export type ParsedTaskDto = z.infer<typeof parsedTaskSchema>;

export const parseBodySchema = z
  .strictObject({
    text: z.string().max(PARSE_INPUT_MAX, { error: `Text must be at most ${PARSE_INPUT_MAX} characters` }),
    now: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ description: 'Reference time; default the server clock' }),
    timeZone: timeZoneSchema.optional(),
    locale: localeField,
  })
  .meta({ id: 'AiParseBody' });
export type AiParseBody = z.infer<typeof parseBodySchema>;

export const parseResultSchema = z.lazy(() =>
  z.object({ tasks: z.array(parsedTaskSchema).max(8), ...replyMeta }).meta({ id: 'AiParseResult' }),
);
export type AiParseResult = z.infer<typeof parseResultSchema>;

// ---------- grouping ----------

export const taskGroupSchema = z.lazy(() =>
  z
    .object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      color: z.enum(groupColors),
      tasks: z.array(z.string()).min(2).max(6),
      priority: z.enum(parsePriorities),
      estimatedTime: z.string(),
      suggestedOrder: z.number().int(),
    })
    .meta({ id: 'TaskGroup' }),
);

export const groupingRecordSchema = z
  .object({
    id: z.string().nullable().meta({ description: 'null when saving failed (kept in memory only)' }),
    strategy: groupingStrategySchema,
    groups: z.array(taskGroupSchema),
    ungroupedTasks: z.array(z.string()),
    efficiencyScore: z.number().int().min(0).max(100),
    createdAt: z.string(),
    reusable: z.boolean().meta({ description: 'Created less than 24 h ago: show it instead of regrouping' }),
  })
  .meta({ id: 'TaskGrouping' });
export type GroupingRecord = z.infer<typeof groupingRecordSchema>;

export const groupBodySchema = z.lazy(() =>
  z
    .strictObject({
      strategy: groupingStrategySchema.optional().meta({ description: 'Absent: the recommended strategy' }),
      locale: localeField,
    })
    .meta({ id: 'AiGroupBody' }),
);
export type AiGroupBody = z.infer<typeof groupBodySchema>;

export const groupResultSchema = z.lazy(() =>
  z
    .object({
      grouping: groupingRecordSchema,
      recommendation: z
        .object({ strategy: groupingStrategySchema, reasons: z.array(z.string()) })
        .nullable()
        .meta({ description: 'Set when no strategy was asked for' }),
      saved: z.boolean(),
      ...replyMeta,
    })
    .meta({ id: 'AiGroupResult' }),
);
export type AiGroupResult = z.infer<typeof groupResultSchema>;

export const groupingListSchema = z.lazy(() =>
  z
    .object({
      groupings: z.array(groupingRecordSchema).max(10).meta({ description: 'Latest 10, newest first' }),
      reusable: groupingRecordSchema.nullable().meta({ description: 'The latest, when under 24 h old' }),
    })
    .meta({ id: 'TaskGroupingList' }),
);
export type GroupingList = z.infer<typeof groupingListSchema>;

// ---------- daily priorities ----------

export const prioritiesBodySchema = z
  .strictObject({ locale: localeField, timeZone: timeZoneSchema.optional() })
  .meta({ id: 'AiPrioritiesBody' });

export const dailyPrioritiesSchema = z.lazy(() =>
  z
    .object({
      /** null: no open task, an empty plan whose summary says so (SPEC §8's 'No active tasks…'). */
      topPriority: z
        .object({
          taskId: z.string(),
          reason: z.string(),
          confidence: z.number().int().min(0).max(100),
        })
        .nullable(),
      sprintTasks: z
        .array(
          z.object({
            taskId: z.string(),
            reason: z.string(),
            estimatedTime: z.string(),
            estimatedMinutes: z.number().int().nullable(),
          }),
        )
        .max(3),
      insights: z.object({
        workload: z.enum(workloads),
        focusAreas: z.array(z.string()),
        recommendations: z.array(z.string()).max(3),
      }),
      summary: z.string(),
      ...replyMeta,
    })
    .meta({ id: 'DailyPriorities' }),
);
export type DailyPrioritiesDto = z.infer<typeof dailyPrioritiesSchema>;
