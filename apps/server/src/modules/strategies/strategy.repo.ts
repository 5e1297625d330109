// SQL of strategies, with the per-strategy task counts the strategies page shows as progress.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StrategiesTable } from '../../db/schema.ts';

export type StrategyRow = Omit<Selectable<StrategiesTable>, 'seq' | 'deleted_at' | 'user_id'> & {
  task_count: number | null;
  completed_task_count: number | null;
};
export type StrategyPatch = Partial<Pick<StrategyRow, 'name' | 'description' | 'color' | 'priority'>>;

export function strategyRepo(db: Db) {
  const withCounts = (userId: string) => {
    // The counters the triggers keep (migration 0021): a few rows per strategy, not the account's tasks.
    const counts = db
      .selectFrom('strategy_task_counts')
      .select((eb) => [
        'strategy_id',
        eb.fn.sum<number>('n').as('total'),
        eb.fn
          .sum<number>(eb.case().when('status', '=', 'completed').then(eb.ref('n')).else(0).end())
          .as('completed'),
      ])
      .where('user_id', '=', userId)
      .groupBy('strategy_id')
      .as('c');
    return db
      .selectFrom('strategies as s')
      .leftJoin(counts, 'c.strategy_id', 's.id')
      .select([
        's.id',
        's.name',
        's.description',
        's.color',
        's.priority',
        's.position',
        's.version',
        's.created_at',
        's.updated_at',
        'c.total as task_count',
        'c.completed as completed_task_count',
      ])
      .where('s.user_id', '=', userId)
      .where('s.deleted_at', 'is', null);
  };

  return {
    list(userId: string): Promise<StrategyRow[]> {
      return withCounts(userId).execute();
    },

    findOwn(userId: string, id: string): Promise<StrategyRow | undefined> {
      return withCounts(userId).where('s.id', '=', id).executeTakeFirst();
    },

    async exists(userId: string, id: string): Promise<boolean> {
      const row = await db
        .selectFrom('strategies')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async idTaken(id: string): Promise<boolean> {
      const row = await db.selectFrom('strategies').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async insert(row: {
      id: string;
      user_id: string;
      name: string;
      description: string;
      color: string;
      priority: number;
      seq: number;
      created_at: string;
      updated_at: string;
    }): Promise<void> {
      await db.insertInto('strategies').values(row).execute();
    },

    async update(id: string, patch: StrategyPatch, seq: number, now: string): Promise<void> {
      await db
        .updateTable('strategies')
        .set((eb) => ({ ...patch, version: eb('version', '+', 1), seq, updated_at: now }))
        .where('id', '=', id)
        .execute();
    },

    async softDelete(id: string, seq: number, now: string): Promise<void> {
      await db
        .updateTable('strategies')
        .set((eb) => ({ deleted_at: now, updated_at: now, seq, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** What the suggestion scores: the user's strategies, highest priority first. */
    forScoring(userId: string) {
      return db
        .selectFrom('strategies')
        .select(['id', 'name', 'description', 'priority'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('priority', 'desc')
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
}

export type StrategyRepo = ReturnType<typeof strategyRepo>;
