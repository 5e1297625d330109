// SQL of habits and their check-ins (one row per habit and day; a freeze is a check-in row with
// `frozen` set). Nothing else here.
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HabitsTable } from '../../db/schema/progress.ts';

export type HabitRow = {
  id: string;
  name: string;
  description: string;
  icon: string | null;
  color: string | null;
  strategy_id: string | null;
  schedule_kind: string;
  schedule_value: number | null;
  days_of_week: string;
  target_per_period: number;
  time_of_day: string | null;
  reminder_time: string | null;
  rest_days_per_week: number;
  start_date: string | null;
  archived_at: string | null;
  position: number;
  version: number;
  created_at: string;
  updated_at: string;
};

export type CheckInRow = { habit_id: string; day: string; count: number; frozen: number };

export type HabitPatch = Omit<
  Updateable<HabitsTable>,
  'id' | 'user_id' | 'version' | 'seq' | 'created_at' | 'updated_at' | 'deleted_at'
>;

const habitColumns = [
  'id',
  'name',
  'description',
  'icon',
  'color',
  'strategy_id',
  'schedule_kind',
  'schedule_value',
  'days_of_week',
  'target_per_period',
  'time_of_day',
  'reminder_time',
  'rest_days_per_week',
  'start_date',
  'archived_at',
  'position',
  'version',
  'created_at',
  'updated_at',
] as const;

export function habitRepo(db: Db) {
  const live = (userId: string) =>
    db
      .selectFrom('habits')
      .select(habitColumns)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null);

  return {
    list(userId: string, archived: boolean): Promise<HabitRow[]> {
      return live(userId)
        .where('archived_at', archived ? 'is not' : 'is', null)
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    findOwn(userId: string, id: string): Promise<HabitRow | undefined> {
      return live(userId).where('id', '=', id).executeTakeFirst();
    },

    async idTaken(id: string): Promise<boolean> {
      return (
        (await db.selectFrom('habits').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      );
    },

    /** Where a new habit goes: after the user's last one. */
    async nextPosition(userId: string): Promise<number> {
      const row = await db
        .selectFrom('habits')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.max ?? 0) + 1;
    },

    async insert(row: {
      id: string;
      user_id: string;
      name: string;
      seq: number;
      created_at: string;
      updated_at: string;
      position: number;
      start_date: string;
      patch: HabitPatch;
    }): Promise<void> {
      const { patch, ...rest } = row;
      await db
        .insertInto('habits')
        .values({ ...patch, ...rest })
        .execute();
    },

    async update(id: string, patch: HabitPatch, seq: number, now: string): Promise<void> {
      await db
        .updateTable('habits')
        .set((eb) => ({ ...patch, version: eb('version', '+', 1), seq, updated_at: now }))
        .where('id', '=', id)
        .execute();
    },

    async softDelete(id: string, seq: number, now: string): Promise<void> {
      await db
        .updateTable('habits')
        .set((eb) => ({ deleted_at: now, updated_at: now, seq, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** Check-ins of the given habits from `fromDay` on (all of them for a null day). */
    checkIns(userId: string, habitIds: readonly string[], fromDay: string | null): Promise<CheckInRow[]> {
      if (habitIds.length === 0) return Promise.resolve([]);
      let query = db
        .selectFrom('habit_checkins')
        .select(['habit_id', 'day', 'count', 'frozen'])
        .where('user_id', '=', userId)
        .where('habit_id', 'in', habitIds)
        .where('deleted_at', 'is', null);
      if (fromDay !== null) query = query.where('day', '>=', fromDay);
      return query.orderBy('day').execute();
    },

    /** Sets one day's count and freeze (the (habit_id, day) key keeps it one row). */
    async setDay(
      userId: string,
      habitId: string,
      day: string,
      value: { id: string; count: number; frozen: boolean },
      seq: number,
      now: string,
    ): Promise<void> {
      const frozen = value.frozen ? 1 : 0;
      await db
        .insertInto('habit_checkins')
        .values({
          id: value.id,
          habit_id: habitId,
          user_id: userId,
          day,
          count: value.count,
          frozen,
          seq,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['habit_id', 'day']).doUpdateSet((eb) => ({
            count: value.count,
            frozen,
            deleted_at: null,
            seq,
            updated_at: now,
            version: eb('habit_checkins.version', '+', 1),
          })),
        )
        .execute();
    },
  };
}

export type HabitRepo = ReturnType<typeof habitRepo>;
