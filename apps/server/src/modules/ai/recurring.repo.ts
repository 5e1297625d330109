// SQL of recurring-task templates (recurring_templates): the user's live templates, one by id,
// insert and update.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RecurringTemplatesTable } from '../../db/schema.ts';

export type TemplateRow = Selectable<RecurringTemplatesTable>;
/** The columns a pattern is stored in. */
export type PatternColumns = Pick<
  TemplateRow,
  'pattern_type' | 'time_of_day' | 'days_of_week' | 'interval_days'
>;

export function recurringRepo(db: Db) {
  return {
    list(userId: string): Promise<TemplateRow[]> {
      return db
        .selectFrom('recurring_templates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    find(userId: string, id: string): Promise<TemplateRow | undefined> {
      return db
        .selectFrom('recurring_templates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async insert(
      row: PatternColumns & {
        id: string;
        user_id: string;
        title: string;
        category: string | null;
        estimated_duration: number | null;
        strategy_id: string | null;
        seq: number;
        created_at: string;
        updated_at: string;
      },
    ): Promise<void> {
      await db.insertInto('recurring_templates').values(row).execute();
    },

    async update(
      id: string,
      patch: Partial<PatternColumns & Pick<TemplateRow, 'is_active' | 'last_generated_on'>>,
      seq: number,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('recurring_templates')
        // A changed pattern or a resume moves the fire instant: null has the next generation pass
        // compute it (modules/recurring/generator.ts).
        .set((eb) => ({ ...patch, next_fire_at: null, seq, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
  };
}
