// SQL of tags and of the task-tag links. A link has no seq of its own: changing a task's tags stamps
// the task (the caller does, through taskRepo.touch).
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { TagWithCount } from './tag.presenter.ts';

/** A tag's columns and how many live tasks carry it; `tags` must be in the query (tag lists, a task's tags). */
export function tagColumnsWithCount<T extends 'tags'>(eb: ExpressionBuilder<Database, T>) {
  // Any query with `tags` in scope: the subquery only refers to tags.id.
  const e = eb as unknown as ExpressionBuilder<Database, 'tags'>;
  return [
    'tags.id',
    'tags.name',
    'tags.color',
    'tags.version',
    'tags.created_at',
    'tags.updated_at',
    // The counters the triggers keep (migration 0021): a few rows per tag, not its tasks.
    e
      .selectFrom('tag_task_counts as c')
      .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('c.n'), inner.lit(0)).as('n'))
      .whereRef('c.user_id', '=', 'tags.user_id')
      .whereRef('c.tag_id', '=', 'tags.id')
      .as('task_count'),
  ] as const;
}

export function tagRepo(db: Db) {
  const withCounts = (userId: string) =>
    db
      .selectFrom('tags')
      .select(tagColumnsWithCount)
      .where('tags.user_id', '=', userId)
      .where('tags.deleted_at', 'is', null);

  return {
    /** Replaces the task's tag set; the caller has checked the tags are the user's. */
    async setTaskTags(userId: string, taskId: string, tagIds: readonly string[], now: string): Promise<void> {
      await db.deleteFrom('task_tags').where('task_id', '=', taskId).execute();
      if (tagIds.length === 0) return;
      await db
        .insertInto('task_tags')
        .values(tagIds.map((tagId) => ({ task_id: taskId, tag_id: tagId, user_id: userId, created_at: now })))
        .execute();
    },

    list(userId: string): Promise<TagWithCount[]> {
      return withCounts(userId).execute();
    },

    findOwn(userId: string, id: string): Promise<TagWithCount | undefined> {
      return withCounts(userId).where('tags.id', '=', id).executeTakeFirst();
    },

    /** Live tag names of the user, for the case-insensitive uniqueness check. */
    names(userId: string): Promise<Array<{ id: string; name: string }>> {
      return db
        .selectFrom('tags')
        .select(['id', 'name'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .execute();
    },

    /** Which of `ids` are the user's live tags. */
    async ownIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('tags')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    async idTaken(id: string): Promise<boolean> {
      const row = await db.selectFrom('tags').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async insert(row: {
      id: string;
      user_id: string;
      name: string;
      color: string | null;
      seq: number;
      created_at: string;
      updated_at: string;
    }): Promise<void> {
      await db.insertInto('tags').values(row).execute();
    },

    async update(
      id: string,
      patch: { name?: string; color?: string | null },
      seq: number,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('tags')
        .set((eb) => ({ ...patch, version: eb('version', '+', 1), seq, updated_at: now }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Tombstones a tag. Its name becomes `deleted:<id>` so the (user_id, name) unique key is free for
     * a new tag of the same name: a fresh row with the client's id, rather than reviving the old row
     * under an id the client does not know.
     */
    async softDelete(id: string, seq: number, now: string): Promise<void> {
      await db
        .updateTable('tags')
        .set((eb) => ({
          name: `deleted:${id}`,
          deleted_at: now,
          updated_at: now,
          seq,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** Removes every link of a tag; returns the live task ids that carried it. */
    async detachAll(tagId: string): Promise<string[]> {
      const rows = await db
        .deleteFrom('task_tags')
        .where('tag_id', '=', tagId)
        .returning('task_id')
        .execute();
      return rows.map((r) => r.task_id);
    },

    async link(userId: string, taskId: string, tagId: string, now: string): Promise<boolean> {
      const existing = await db
        .selectFrom('task_tags')
        .select('tag_id')
        .where('task_id', '=', taskId)
        .where('tag_id', '=', tagId)
        .executeTakeFirst();
      if (existing) return false;
      await db
        .insertInto('task_tags')
        .values({ task_id: taskId, tag_id: tagId, user_id: userId, created_at: now })
        .execute();
      return true;
    },

    async unlink(taskId: string, tagId: string): Promise<boolean> {
      const rows = await db
        .deleteFrom('task_tags')
        .where('task_id', '=', taskId)
        .where('tag_id', '=', tagId)
        .returning('task_id')
        .execute();
      return rows.length > 0;
    },
  };
}

export type TagRepo = ReturnType<typeof tagRepo>;
