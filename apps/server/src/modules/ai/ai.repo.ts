// SQL of the assistant: what it reads (tasks, strategies) and what it keeps (task groupings,
// behaviour patterns, recurring templates, the coach persona in user_settings).
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BehaviourPatternsTable, RecurringTemplatesTable, TaskGroupingsTable } from '../../db/schema.ts';

export type GroupingRow = Pick<
  Selectable<TaskGroupingsTable>,
  'id' | 'strategy' | 'groups' | 'ungrouped_tasks' | 'efficiency_score' | 'created_at'
>;
export type TemplateRow = Selectable<RecurringTemplatesTable>;
export type PatternsRow = Selectable<BehaviourPatternsTable>;

/** The most tasks the assistant looks at (newest first beyond it); keeps prompts and CPU bounded. */
export const ASSISTANT_TASKS_MAX = 2000;

export function aiRepo(db: Db) {
  return {
    tasks(userId: string) {
      return db
        .selectFrom('tasks')
        .select([
          'id',
          'title',
          'description',
          'status',
          'importance',
          'urgency',
          'start_date',
          'due_date',
          'created_at',
          'duration_minutes',
          'strategy_id',
        ])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(ASSISTANT_TASKS_MAX)
        .execute();
    },

    strategies(userId: string) {
      return db
        .selectFrom('strategies')
        .select(['id', 'name', 'description', 'priority'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('priority', 'desc')
        .orderBy('created_at')
        .execute();
    },

    async insertGrouping(row: {
      id: string;
      user_id: string;
      strategy: string;
      groups: string;
      ungrouped_tasks: string;
      efficiency_score: number;
      seq: number;
      created_at: string;
      updated_at: string;
    }): Promise<void> {
      await db.insertInto('task_groupings').values(row).execute();
    },

    latestGroupings(userId: string, limit: number): Promise<GroupingRow[]> {
      return (
        db
          .selectFrom('task_groupings')
          .select(['id', 'strategy', 'groups', 'ungrouped_tasks', 'efficiency_score', 'created_at'])
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .orderBy('created_at', 'desc')
          // Same millisecond: the later write has the higher change sequence.
          .orderBy('seq', 'desc')
          .limit(limit)
          .execute()
      );
    },

    patterns(userId: string): Promise<PatternsRow | undefined> {
      return db.selectFrom('behaviour_patterns').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async savePatterns(row: Omit<PatternsRow, 'created_at'> & { created_at: string }): Promise<void> {
      const { user_id: _user, created_at: _created, ...update } = row;
      await db
        .insertInto('behaviour_patterns')
        .values(row)
        .onConflict((oc) => oc.column('user_id').doUpdateSet(update))
        .execute();
    },

    async deletePatterns(userId: string): Promise<void> {
      await db.deleteFrom('behaviour_patterns').where('user_id', '=', userId).execute();
    },

    async persona(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('user_settings')
        .select('coach_persona')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.coach_persona ?? null;
    },

    async setPersona(userId: string, persona: string, now: string): Promise<void> {
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, coach_persona: persona, language: null, theme: null, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ coach_persona: persona, updated_at: now }))
        .execute();
    },

    templates(userId: string): Promise<TemplateRow[]> {
      return db
        .selectFrom('recurring_templates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    findTemplate(userId: string, id: string): Promise<TemplateRow | undefined> {
      return db
        .selectFrom('recurring_templates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async insertTemplate(row: {
      id: string;
      user_id: string;
      title: string;
      category: string | null;
      estimated_duration: number | null;
      pattern_type: 'daily' | 'weekly' | 'custom';
      time_of_day: 'morning' | 'afternoon' | 'evening' | null;
      days_of_week: string;
      interval_days: number | null;
      strategy_id: string | null;
      seq: number;
      created_at: string;
      updated_at: string;
    }): Promise<void> {
      await db.insertInto('recurring_templates').values(row).execute();
    },

    async updateTemplate(
      id: string,
      patch: Partial<
        Pick<TemplateRow, 'is_active' | 'pattern_type' | 'time_of_day' | 'days_of_week' | 'interval_days'>
      >,
      seq: number,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('recurring_templates')
        .set((eb) => ({ ...patch, seq, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async strategyExists(userId: string, id: string): Promise<boolean> {
      const row = await db
        .selectFrom('strategies')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type AiRepo = ReturnType<typeof aiRepo>;
