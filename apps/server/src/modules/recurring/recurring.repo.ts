// SQL of recurring task templates (recurring_templates, the table the assistant's template routes use
// too): the user's live templates, one by id, insert, update and soft delete. The generation pass's
// batched SQL is in generation.repo.ts.
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RecurringTemplatesTable } from '../../db/schema.ts';

export type TemplateRow = Selectable<RecurringTemplatesTable>;

export type TemplatePatch = Omit<
  Updateable<RecurringTemplatesTable>,
  'id' | 'user_id' | 'version' | 'seq' | 'created_at' | 'updated_at' | 'deleted_at'
>;

export function recurringTemplateRepo(db: Db) {
  const live = (userId: string) =>
    db
      .selectFrom('recurring_templates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null);

  return {
    /**
     * Templates fire at wall-clock times: a new time zone moves every next fire instant, which the
     * next generation pass recomputes from null.
     */
    async forgetFireTimes(userId: string): Promise<void> {
      await db
        .updateTable('recurring_templates')
        .set({ next_fire_at: null })
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .execute();
    },

    list(userId: string): Promise<TemplateRow[]> {
      return live(userId).orderBy('created_at').orderBy('id').execute();
    },

    findOwn(userId: string, id: string): Promise<TemplateRow | undefined> {
      return live(userId).where('id', '=', id).executeTakeFirst();
    },

    /** Whether an id is taken by any template of anyone, deleted or not (client-generated ids). */
    async idTaken(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('recurring_templates')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(row: {
      id: string;
      user_id: string;
      title: string;
      pattern_type: TemplateRow['pattern_type'];
      seq: number;
      created_at: string;
      updated_at: string;
      patch: TemplatePatch;
    }): Promise<void> {
      const { patch, ...rest } = row;
      await db
        .insertInto('recurring_templates')
        .values({ ...patch, ...rest })
        .execute();
    },

    async update(id: string, patch: TemplatePatch, seq: number, now: string): Promise<void> {
      await db
        .updateTable('recurring_templates')
        .set((eb) => ({ ...patch, seq, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async softDelete(id: string, seq: number, now: string): Promise<void> {
      await db
        .updateTable('recurring_templates')
        .set((eb) => ({ deleted_at: now, updated_at: now, seq, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
  };
}
