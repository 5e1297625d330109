// Rules of the assistant's routes: read the user's tasks and strategies, call the assistant (the
// configured provider with its fallbacks), keep groupings, behaviour patterns, the persona and
// recurring templates. Nothing here applies a chat action: the web app applies accepted ones through
// the normal task and strategy routes, so validation and realtime events are the same.
import { randomUUID } from 'node:crypto';
import {
  type BehaviourPatterns,
  emptyPatterns,
  learnFromChat,
  learnFromParse,
} from '@nova/core/ai/behaviour';
import { localDay } from '@nova/core/ai/dates';
import {
  type AiLocale,
  GROUPING_REUSE_MS,
  GROUPINGS_LOADED,
  type GroupingStrategy,
} from '@nova/core/ai/limits';
import { aiMessage, aiNotice } from '@nova/core/ai/messages';
import { DEFAULT_PERSONA, isPersonaId, type PersonaId, personas } from '@nova/core/ai/personas';
import type { TaskGroup } from '@nova/core/ai/validate-grouping';
import type {
  AiChatBody,
  AiChatReply,
  AiGroupBody,
  AiGroupResult,
  AiParseBody,
  AiParseResult,
  BehaviourPatternsDto,
  CreateRecurringTemplateBody,
  DailyPrioritiesDto,
  GroupingList,
  GroupingRecord,
  RecurringDetectionDto,
  RecurringTemplateDto,
  UpdateRecurringTemplateBody,
} from '@nova/core/contracts/ai';
import type { Assistant, AssistantTask } from '../../assistant-engine/assistant.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OperationOutcome, Operations } from '../../lib/operations.ts';
import { aiRepo, type GroupingRow, type PatternsRow, type TemplateRow } from './ai.repo.ts';

type Log = { warn(obj: object, msg: string): void };
type Deps = { db: Db; ops: Operations; clock: Clock; assistant: Assistant; log?: Log };

const localeOf = (locale: AiLocale | undefined): AiLocale => locale ?? 'ru';

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toPatterns(row: PatternsRow | undefined): BehaviourPatterns {
  if (!row) return emptyPatterns();
  return {
    workStyle: (row.work_style as BehaviourPatterns['workStyle']) ?? null,
    motivationType: (row.motivation_type as BehaviourPatterns['motivationType']) ?? null,
    planningHorizon: (row.planning_horizon as BehaviourPatterns['planningHorizon']) ?? null,
    delegationTendency: row.delegation_tendency,
    breakdownPreference: row.breakdown_preference === null ? null : row.breakdown_preference === 1,
    communicationStyle: (['friendly', 'concise', 'detailed'].includes(row.communication_style)
      ? row.communication_style
      : 'friendly') as BehaviourPatterns['communicationStyle'],
    preferredTechniques: parseJson<string[]>(row.preferred_techniques, []).filter(
      (t) => typeof t === 'string',
    ),
    analysisCount: row.analysis_count,
  };
}

function toTemplate(row: TemplateRow): RecurringTemplateDto {
  return {
    id: row.id,
    title: row.title,
    category: (row.category ?? 'personal') as RecurringTemplateDto['category'],
    estimatedDuration: row.estimated_duration,
    pattern: {
      type: row.pattern_type,
      timeOfDay: row.time_of_day,
      daysOfWeek: parseJson<number[]>(row.days_of_week, []),
      interval: row.interval_days,
    },
    isActive: row.is_active === 1,
    strategyId: row.strategy_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const PARSE_LEARNING_EVERY_MS = 10_000;

export function aiService({ db, ops, clock, assistant, log }: Deps) {
  const repo = aiRepo(db);
  const lastParseLearning = new Map<string, number>();

  async function tasksOf(userId: string): Promise<AssistantTask[]> {
    const rows = await repo.tasks(userId);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      status: r.status,
      importance: r.importance,
      urgency: r.urgency,
      startDate: r.start_date ?? r.due_date,
      createdAt: r.created_at,
      durationMinutes: r.duration_minutes,
      strategyId: r.strategy_id,
    }));
  }

  /** Learning is best effort: a failed write never fails the user's request. */
  async function learn(
    userId: string,
    update: (prev: BehaviourPatterns) => BehaviourPatterns,
  ): Promise<void> {
    try {
      const next = update(toPatterns(await repo.patterns(userId)));
      const now = clock.now().toISOString();
      await repo.savePatterns({
        user_id: userId,
        work_style: next.workStyle,
        motivation_type: next.motivationType,
        planning_horizon: next.planningHorizon,
        delegation_tendency: next.delegationTendency,
        breakdown_preference: next.breakdownPreference === null ? null : next.breakdownPreference ? 1 : 0,
        communication_style: next.communicationStyle,
        preferred_techniques: JSON.stringify(next.preferredTechniques),
        analysis_count: next.analysisCount,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      log?.warn({ err: error }, 'behaviour patterns not saved');
    }
  }

  async function personaOf(userId: string): Promise<PersonaId> {
    const saved = await repo.persona(userId);
    return isPersonaId(saved) ? saved : DEFAULT_PERSONA;
  }

  function present(row: GroupingRow, now: number): GroupingRecord {
    return {
      id: row.id,
      strategy: row.strategy as GroupingStrategy,
      groups: parseJson<TaskGroup[]>(row.groups, []),
      ungroupedTasks: parseJson<string[]>(row.ungrouped_tasks, []),
      efficiencyScore: row.efficiency_score,
      createdAt: row.created_at,
      reusable: now - Date.parse(row.created_at) < GROUPING_REUSE_MS,
    };
  }

  async function parse(userId: string, body: AiParseBody): Promise<AiParseResult> {
    const now = body.now ? new Date(body.now) : clock.now();
    const timeZone = body.timeZone ?? 'UTC';
    const locale = localeOf(body.locale);
    const out = await assistant.parse({ text: body.text, now, timeZone, locale });
    // The import dialog may parse while the user types: a burst counts once (one update per user per 10 s).
    const at = clock.now().getTime();
    if (body.text.trim() && at - (lastParseLearning.get(userId) ?? -Infinity) >= PARSE_LEARNING_EVERY_MS) {
      lastParseLearning.set(userId, at);
      if (lastParseLearning.size > 10_000) lastParseLearning.clear();
      await learn(userId, (prev) => learnFromParse(prev, body.text, out.value, localDay(now, timeZone)));
    }
    return { tasks: out.value, source: out.source, ...(out.notice ? { notice: out.notice } : {}) };
  }

  async function group(userId: string, body: AiGroupBody): Promise<AiGroupResult> {
    const locale = localeOf(body.locale);
    const tasks = await tasksOf(userId);
    const recommendation = body.strategy ? null : await assistant.recommend(tasks, locale);
    const strategy = body.strategy ?? recommendation!.value.strategy;
    const out = await assistant.group(tasks, strategy, locale);
    const g = out.value;
    let saved: OperationOutcome<{ id: string; createdAt: string }> | null = null;
    try {
      saved = await ops.run(userId, undefined, async (ctx) => {
        const id = randomUUID();
        await aiRepo(ctx.trx).insertGrouping({
          id,
          user_id: userId,
          strategy,
          groups: JSON.stringify(g.groups),
          ungrouped_tasks: JSON.stringify(g.ungroupedTasks),
          efficiency_score: g.efficiencyScore,
          seq: await ctx.seq(),
          created_at: ctx.now,
          updated_at: ctx.now,
        });
        return {
          status: 200,
          body: { id, createdAt: ctx.now },
          events: [{ type: 'grouping.changed', ids: [id] }],
        };
      });
    } catch (error) {
      // SPEC §4: a grouping that fails to save stays in memory only (the client keeps this answer).
      log?.warn({ err: error }, 'grouping not saved');
    }
    const notice = out.notice ?? (saved ? undefined : aiNotice(locale, 'groupSaveFailed'));
    return {
      grouping: {
        id: saved?.body.id ?? null,
        strategy,
        groups: g.groups,
        ungroupedTasks: g.ungroupedTasks,
        efficiencyScore: g.efficiencyScore,
        createdAt: saved?.body.createdAt ?? clock.now().toISOString(),
        reusable: true,
      },
      recommendation: recommendation ? recommendation.value : null,
      saved: saved !== null,
      source: out.source,
      ...(notice ? { notice } : {}),
    };
  }

  async function groupings(userId: string): Promise<GroupingList> {
    const now = clock.now().getTime();
    const list = (await repo.latestGroupings(userId, GROUPINGS_LOADED)).map((row) => present(row, now));
    const latest = list[0];
    return { groupings: list, reusable: latest?.reusable ? latest : null };
  }

  async function priorities(
    userId: string,
    body: { locale?: AiLocale; timeZone?: string },
  ): Promise<DailyPrioritiesDto> {
    const locale = localeOf(body.locale);
    const out = await assistant.priorities(await tasksOf(userId), {
      locale,
      persona: await personaOf(userId),
      now: clock.now(),
      timeZone: body.timeZone ?? 'UTC',
    });
    if (!out) throw new HttpError(422, 'no_active_tasks', aiMessage(locale, 'noActiveTasks'));
    return { ...out.value, source: out.source, ...(out.notice ? { notice: out.notice } : {}) };
  }

  async function chat(userId: string, body: AiChatBody): Promise<AiChatReply> {
    const locale = localeOf(body.locale);
    const persona = body.persona ?? (await personaOf(userId));
    const [tasks, strategies, templates, patternsRow] = await Promise.all([
      tasksOf(userId),
      repo.strategies(userId),
      repo.templates(userId),
      repo.patterns(userId),
    ]);
    const out = await assistant.chat({
      messages: body.messages.slice(-8),
      tasks,
      strategies,
      templates: templates.map((t) => ({ id: t.id, title: t.title, isActive: t.is_active === 1 })),
      patterns: toPatterns(patternsRow),
      persona,
      locale,
      now: clock.now(),
      timeZone: body.timeZone ?? 'UTC',
    });
    await learn(userId, (prev) => learnFromChat(prev, body.messages.at(-1)?.content ?? ''));
    return { ...out.value, persona, source: out.source, ...(out.notice ? { notice: out.notice } : {}) };
  }

  async function patterns(userId: string): Promise<BehaviourPatternsDto> {
    const row = await repo.patterns(userId);
    return { ...toPatterns(row), updatedAt: row?.updated_at ?? null };
  }

  async function detectRecurring(
    userId: string,
    body: { text: string; locale?: AiLocale },
  ): Promise<RecurringDetectionDto> {
    void userId;
    const locale = localeOf(body.locale);
    const out = await assistant.detectRecurring(body.text, locale, { now: clock.now(), timeZone: 'UTC' });
    return { ...out.value, source: out.source, ...(out.notice ? { notice: out.notice } : {}) };
  }

  async function createTemplate(
    userId: string,
    body: CreateRecurringTemplateBody,
  ): Promise<OperationOutcome<RecurringTemplateDto>> {
    if (body.pattern.type === 'weekly' && !body.pattern.daysOfWeek?.length) {
      throw new HttpError(
        400,
        'validation_failed',
        'body.pattern.daysOfWeek: a weekly pattern needs at least one day',
      );
    }
    if (body.pattern.type === 'custom' && !body.pattern.interval) {
      throw new HttpError(
        400,
        'validation_failed',
        'body.pattern.interval: a custom pattern needs an interval',
      );
    }
    return ops.run(userId, body.opId, async (ctx) => {
      const r = aiRepo(ctx.trx);
      if (body.strategyId && !(await r.strategyExists(userId, body.strategyId))) throw notFound('Strategy');
      const id = randomUUID();
      await r.insertTemplate({
        id,
        user_id: userId,
        title: body.title,
        category: body.category ?? 'personal',
        estimated_duration: body.estimatedDuration ?? null,
        pattern_type: body.pattern.type,
        time_of_day: body.pattern.timeOfDay ?? null,
        days_of_week: JSON.stringify(
          body.pattern.type === 'weekly' ? [...new Set(body.pattern.daysOfWeek)].sort() : [],
        ),
        interval_days: body.pattern.type === 'custom' ? (body.pattern.interval ?? null) : null,
        strategy_id: body.strategyId ?? null,
        seq: await ctx.seq(),
        created_at: ctx.now,
        updated_at: ctx.now,
      });
      const row = await r.findTemplate(userId, id);
      return { status: 201, body: toTemplate(row!), events: [{ type: 'recurring.changed', ids: [id] }] };
    });
  }

  function updateTemplate(
    userId: string,
    id: string,
    body: UpdateRecurringTemplateBody,
  ): Promise<OperationOutcome<RecurringTemplateDto>> {
    return ops.run(userId, body.opId, async (ctx) => {
      const r = aiRepo(ctx.trx);
      const row = await r.findTemplate(userId, id);
      if (!row) throw notFound('Recurring template');
      const p = body.pattern;
      if (p?.type === 'weekly' && !p.daysOfWeek?.length) {
        throw new HttpError(
          400,
          'validation_failed',
          'body.pattern.daysOfWeek: a weekly pattern needs at least one day',
        );
      }
      if (p?.type === 'custom' && !p.interval) {
        throw new HttpError(
          400,
          'validation_failed',
          'body.pattern.interval: a custom pattern needs an interval',
        );
      }
      await r.updateTemplate(
        id,
        {
          ...(body.isActive === undefined ? {} : { is_active: body.isActive ? 1 : 0 }),
          ...(p
            ? {
                pattern_type: p.type,
                time_of_day: p.timeOfDay ?? null,
                days_of_week: JSON.stringify(p.type === 'weekly' ? [...new Set(p.daysOfWeek)].sort() : []),
                interval_days: p.type === 'custom' ? (p.interval ?? null) : null,
              }
            : {}),
        },
        await ctx.seq(),
        ctx.now,
      );
      const updated = await r.findTemplate(userId, id);
      return { status: 200, body: toTemplate(updated!), events: [{ type: 'recurring.changed', ids: [id] }] };
    });
  }

  return {
    parse,
    group,
    groupings,
    priorities,
    chat,
    personas: (locale: AiLocale | undefined) => ({ personas: personas(localeOf(locale)) }),
    getPersona: async (userId: string) => ({ persona: await personaOf(userId) }),
    setPersona: async (userId: string, persona: PersonaId) => {
      await repo.setPersona(userId, persona, clock.now().toISOString());
      return { persona };
    },
    patterns,
    resetPatterns: (userId: string) => repo.deletePatterns(userId),
    detectRecurring,
    templates: async (userId: string) => ({ templates: (await repo.templates(userId)).map(toTemplate) }),
    createTemplate,
    updateTemplate,
  };
}
