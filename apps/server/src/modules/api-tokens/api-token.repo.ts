// SQL of personal API tokens: the user's rows, and the lookup by the secret's hash (with the owner,
// for the request's user).
import type { Db } from '../../db/database.ts';

export type ApiTokenRow = {
  id: string;
  name: string;
  scope: 'read' | 'write';
  prefix: string;
  created_at: string;
  last_used_at: string | null;
};

export type TokenOwnerRow = ApiTokenRow & {
  user_id: string;
  email: string | null;
  user_name: string;
  user_created_at: string;
  time_zone: string | null;
};

const columns = ['id', 'name', 'scope', 'prefix', 'created_at', 'last_used_at'] as const;

export function apiTokenRepo(db: Db) {
  return {
    list(userId: string): Promise<ApiTokenRow[]> {
      return db
        .selectFrom('api_tokens')
        .select(columns)
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async count(userId: string): Promise<number> {
      const row = await db
        .selectFrom('api_tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async insert(row: ApiTokenRow & { user_id: string; token_hash: string }): Promise<void> {
      await db.insertInto('api_tokens').values(row).execute();
    },

    /** Deletes the user's token; false when they have no such token. */
    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('api_tokens')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    findByHash(tokenHash: string): Promise<TokenOwnerRow | undefined> {
      return db
        .selectFrom('api_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select([
          't.id',
          't.name',
          't.scope',
          't.prefix',
          't.created_at',
          't.last_used_at',
          't.user_id',
          'u.email',
          'u.name as user_name',
          'u.created_at as user_created_at',
          'u.time_zone',
        ])
        .where('t.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async touch(id: string, now: string): Promise<void> {
      await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
    },
  };
}
