// Recurring tasks (SPEC §7): detect one in a sentence, and keep the user's templates (create, pause or
// resume, change the pattern). Writes are replay-safe operations with realtime events.
import { randomUUID } from 'node:crypto';
import { type AiLocale, DEFAULT_CATEGORY } from '@nova/core/ai/limits';
import type {
  CreateRecurringTemplateBody,
  RecurringDetectionDto,
  RecurringTemplateDto,
  UpdateRecurringTemplateBody,
} from '@nova/core/contracts/ai';
import { DomainError } from '@nova/core/errors';
import type { Assistant } from '../../assistant-engine/assistant.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OperationOutcome, Operations } from '../../lib/operations.ts';
import { authRepo } from '../auth/auth.repo.ts';
import { handledFloor } from '../recurring/recurring.service.ts';
import { strategyRepo } from '../strategies/strategy.repo.ts';
import { toTemplate } from './recurring.presenter.ts';
import { type PatternColumns, recurringRepo, type TemplateRow } from './recurring.repo.ts';
import { localeOf, sourceOf } from './reply.ts';

type Deps = { db: Db; ops: Operations; clock: Clock; assistant: Assistant };
type PatternBody = CreateRecurringTemplateBody['pattern'];
type Repo = ReturnType<typeof recurringRepo>;

/** What the body's schema cannot say alone: a weekly pattern needs days, a custom one an interval. */
function checkPattern(p: PatternBody | undefined): void {
  if (p?.type === 'weekly' && !p.daysOfWeek?.length) {
    throw new DomainError(
      'validation_failed',
      'body.pattern.daysOfWeek: a weekly pattern needs at least one day',
    );
  }
  if (p?.type === 'custom' && !p.interval) {
    throw new DomainError('validation_failed', 'body.pattern.interval: a custom pattern needs an interval');
  }
}

/** Weekdays sorted without repeats, and only the fields the pattern's type uses. */
function patternColumns(p: PatternBody): PatternColumns {
  return {
    pattern_type: p.type,
    time_of_day: p.timeOfDay ?? null,
    days_of_week: JSON.stringify(p.type === 'weekly' ? [...new Set(p.daysOfWeek)].sort() : []),
    interval_days: p.type === 'custom' ? (p.interval ?? null) : null,
  };
}

/** The row just written in this transaction (re-read for the columns the database filled in). */
async function written(repo: Repo, userId: string, id: string): Promise<TemplateRow> {
  const row = await repo.find(userId, id);
  if (!row) throw new Error(`Recurring template ${id} is missing right after its write`);
  return row;
}

export function recurringService({ db, ops, clock, assistant }: Deps) {
  async function detect(body: { text: string; locale?: AiLocale }): Promise<RecurringDetectionDto> {
    const locale = localeOf(body.locale);
    const out = await assistant.detectRecurring(body.text, locale, { now: clock.now(), timeZone: 'UTC' });
    return { ...out.value, ...sourceOf(out) };
  }

  async function list(userId: string): Promise<{ templates: RecurringTemplateDto[] }> {
    return { templates: (await recurringRepo(db).list(userId)).map(toTemplate) };
  }

  function create(
    userId: string,
    body: CreateRecurringTemplateBody,
  ): Promise<OperationOutcome<RecurringTemplateDto>> {
    checkPattern(body.pattern);
    return ops.run(userId, body.opId, async (ctx) => {
      const repo = recurringRepo(ctx.trx);
      if (body.strategyId && !(await strategyRepo(ctx.trx).exists(userId, body.strategyId))) {
        throw new DomainError('not_found', 'Strategy not found');
      }
      const id = randomUUID();
      await repo.insert({
        id,
        user_id: userId,
        title: body.title,
        category: body.category ?? DEFAULT_CATEGORY,
        estimated_duration: body.estimatedDuration ?? null,
        ...patternColumns(body.pattern),
        strategy_id: body.strategyId ?? null,
        seq: await ctx.seq(),
        created_at: ctx.now,
        updated_at: ctx.now,
      });
      const row = await written(repo, userId, id);
      return { status: 201, body: toTemplate(row), events: [{ type: 'recurring.changed', ids: [id] }] };
    });
  }

  function update(
    userId: string,
    id: string,
    body: UpdateRecurringTemplateBody,
  ): Promise<OperationOutcome<RecurringTemplateDto>> {
    return ops.run(userId, body.opId, async (ctx) => {
      const repo = recurringRepo(ctx.trx);
      const row = await repo.find(userId, id);
      if (!row) throw new DomainError('not_found', 'Recurring template not found');
      checkPattern(body.pattern);
      const patch = {
        ...(body.isActive === undefined ? {} : { is_active: body.isActive ? 1 : 0 }),
        ...(body.pattern ? patternColumns(body.pattern) : {}),
      } satisfies Partial<TemplateRow>;
      // As on /api/recurring-templates: a new pattern or a resume applies from now on, so what it
      // would have made before now is neither created nor counted as missed.
      const resumed = body.isActive === true && row.is_active === 0;
      const floor =
        body.pattern || resumed
          ? handledFloor(
              { ...row, ...patch, is_active: 1 },
              (await authRepo(ctx.trx).timeZoneOf(userId)) ?? 'UTC',
              clock.now(),
            )
          : undefined;
      await repo.update(
        id,
        floor === undefined ? patch : { ...patch, last_generated_on: floor },
        await ctx.seq(),
        ctx.now,
      );
      const updated = await written(repo, userId, id);
      return { status: 200, body: toTemplate(updated), events: [{ type: 'recurring.changed', ids: [id] }] };
    });
  }

  return { detect, list, create, update };
}
