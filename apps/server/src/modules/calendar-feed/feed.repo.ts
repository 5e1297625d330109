// SQL of the calendar feed: its own row (the token's hash and options) and the rows a feed shows,
// read from the planner's tables (tasks with a date, habits still kept).
import type { Db } from '../../db/database.ts';
import type { FeedHabitRow, FeedTaskRow } from './feed.ics.ts';

export type FeedRow = {
  user_id: string;
  include_habits: number;
  created_at: string;
  last_fetched_at: string | null;
};

const feedColumns = ['user_id', 'include_habits', 'created_at', 'last_fetched_at'] as const;

export function calendarFeedRepo(db: Db) {
  return {
    find(userId: string): Promise<FeedRow | undefined> {
      return db
        .selectFrom('calendar_feeds')
        .select(feedColumns)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    findByTokenHash(tokenHash: string): Promise<(FeedRow & { time_zone: string | null }) | undefined> {
      return db
        .selectFrom('calendar_feeds as f')
        .innerJoin('users as u', 'u.id', 'f.user_id')
        .select(['f.user_id', 'f.include_habits', 'f.created_at', 'f.last_fetched_at', 'u.time_zone'])
        .where('f.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Makes the user's link (or replaces it: the old hash stops matching). */
    async put(userId: string, tokenHash: string, includeHabits: boolean, now: string): Promise<void> {
      await db
        .insertInto('calendar_feeds')
        .values({
          user_id: userId,
          token_hash: tokenHash,
          include_habits: includeHabits ? 1 : 0,
          created_at: now,
          updated_at: now,
          last_fetched_at: null,
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            token_hash: tokenHash,
            include_habits: includeHabits ? 1 : 0,
            created_at: now,
            updated_at: now,
            last_fetched_at: null,
          }),
        )
        .execute();
    },

    async setIncludeHabits(userId: string, includeHabits: boolean, now: string): Promise<boolean> {
      const result = await db
        .updateTable('calendar_feeds')
        .set({ include_habits: includeHabits ? 1 : 0, updated_at: now })
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async remove(userId: string): Promise<void> {
      await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    },

    async markFetched(userId: string, now: string): Promise<void> {
      await db
        .updateTable('calendar_feeds')
        .set({ last_fetched_at: now })
        .where('user_id', '=', userId)
        .execute();
    },

    /** Live tasks with a date from `fromDay` on, soonest first, at most `limit`. */
    datedTasks(userId: string, fromDay: string, limit: number): Promise<FeedTaskRow[]> {
      return db
        .selectFrom('tasks')
        .select([
          'id',
          'title',
          'description',
          'status',
          'start_date',
          'start_time',
          'duration_minutes',
          'updated_at',
        ])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .where('start_date', 'is not', null)
        .where('start_date', '>=', fromDay)
        .orderBy('start_date')
        .orderBy('id')
        .limit(limit)
        .$narrowType<{ start_date: string }>()
        .execute();
    },

    liveHabits(userId: string): Promise<FeedHabitRow[]> {
      return db
        .selectFrom('habits')
        .select([
          'id',
          'name',
          'description',
          'schedule_kind',
          'schedule_value',
          'days_of_week',
          'start_date',
          'created_at',
          'updated_at',
        ])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .where('archived_at', 'is', null)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
  };
}
