// Grouping the user's open tasks (SPEC §4): with the strategy asked for or the recommended one, saved
// when possible (a grouping that fails to save is still answered, kept in memory by the client), and
// the latest saved groupings with the one still reusable.
import { randomUUID } from 'node:crypto';
import { type AiLocale, GROUPINGS_LOADED, type GroupingStrategy } from '@nova/core/ai/limits';
import { aiNotice } from '@nova/core/ai/messages';
import type { Grouping, StrategyRecommendation } from '@nova/core/ai/validate-grouping';
import type { AiGroupBody, AiGroupResult, GroupingList } from '@nova/core/contracts/ai';
import type { Assistant, AssistantTask } from '../../assistant-engine/assistant.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Operations } from '../../lib/operations.ts';
import { assistantContext } from './assistant-context.ts';
import { toGroupingRecord } from './grouping.presenter.ts';
import { groupingRepo } from './grouping.repo.ts';
import { localeOf } from './reply.ts';

type Log = { warn(obj: object, msg: string): void };
type Deps = { db: Db; ops: Operations; clock: Clock; assistant: Assistant; log?: Log };
type Saved = { id: string; createdAt: string };

export function groupingService({ db, ops, clock, assistant, log }: Deps) {
  const context = assistantContext(db);

  /** The strategy asked for, else the assistant's recommendation (returned too: the reply shows it). */
  async function chooseStrategy(
    tasks: readonly AssistantTask[],
    asked: GroupingStrategy | undefined,
    locale: AiLocale,
  ): Promise<{ strategy: GroupingStrategy; recommendation: StrategyRecommendation | null }> {
    if (asked) return { strategy: asked, recommendation: null };
    const { value } = await assistant.recommend(tasks, locale);
    return { strategy: value.strategy, recommendation: value };
  }

  /** Best effort: a failed save is logged and answered as unsaved (SPEC §4), never as an error. */
  async function save(userId: string, strategy: GroupingStrategy, g: Grouping): Promise<Saved | null> {
    try {
      const out = await ops.run(userId, undefined, async (ctx) => {
        const id = randomUUID();
        await groupingRepo(ctx.trx).insert({
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
      return out.body;
    } catch (error) {
      log?.warn({ err: error }, 'grouping not saved');
      return null;
    }
  }

  async function group(userId: string, body: AiGroupBody): Promise<AiGroupResult> {
    const locale = localeOf(body.locale);
    const tasks = await context.tasks(userId);
    const { strategy, recommendation } = await chooseStrategy(tasks, body.strategy, locale);
    const out = await assistant.group(tasks, strategy, locale);
    const g = out.value;
    const saved = await save(userId, strategy, g);
    const notice = out.notice ?? (saved ? undefined : aiNotice(locale, 'groupSaveFailed'));
    return {
      grouping: {
        id: saved?.id ?? null,
        strategy,
        groups: g.groups,
        ungroupedTasks: g.ungroupedTasks,
        efficiencyScore: g.efficiencyScore,
        createdAt: saved?.createdAt ?? clock.now().toISOString(),
        reusable: true,
      },
      recommendation,
      saved: saved !== null,
      source: out.source,
      ...(notice ? { notice } : {}),
    };
  }

  async function list(userId: string): Promise<GroupingList> {
    const now = clock.now().getTime();
    const rows = await groupingRepo(db).latest(userId, GROUPINGS_LOADED);
    const groupings = rows.map((row) => toGroupingRecord(row, now));
    const latest = groupings[0];
    return { groupings, reusable: latest?.reusable ? latest : null };
  }

  return { group, list };
}
