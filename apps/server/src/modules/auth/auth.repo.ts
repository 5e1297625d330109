// SQL of identity: users, sessions, linked accounts and pending OIDC sign-ins. Nothing else here.
import type { Db } from '../../db/database.ts';
import type { AuthedUser } from '../../lib/authed-user.ts';

export type UserRow = {
  id: string;
  email: string | null;
  name: string;
  password_hash: string | null;
  created_at: string;
  time_zone?: string | null;
};

/** A user row as every layer sees the signed-in user. */
export function toAuthedUser(user: UserRow): AuthedUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    createdAt: user.created_at,
    timeZone: user.time_zone ?? null,
  };
}

export type SessionWithUser = {
  session_id: string;
  expires_at: string;
  last_seen_at: string;
  user_id: string;
  email: string | null;
  name: string;
  created_at: string;
  time_zone: string | null;
};

export type AuthFlowRow = {
  id: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  expires_at: string;
};

function queries(db: Db) {
  return {
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'password_hash', 'created_at', 'time_zone'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    findUserById(id: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'password_hash', 'created_at', 'time_zone'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The user's IANA time zone, or null when none was set. */
    async timeZoneOf(id: string): Promise<string | null> {
      const row = await db.selectFrom('users').select('time_zone').where('id', '=', id).executeTakeFirst();
      return row?.time_zone ?? null;
    },

    async setTimeZone(id: string, timeZone: string, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ time_zone: timeZone, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    async insertUser(user: UserRow): Promise<void> {
      await db
        .insertInto('users')
        .values({ ...user, updated_at: user.created_at })
        .execute();
    },

    async insertSession(row: {
      id: string;
      user_id: string;
      created_at: string;
      expires_at: string;
      user_agent: string | null;
    }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ ...row, last_seen_at: row.created_at })
        .execute();
    },

    findSession(id: string): Promise<SessionWithUser | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id as session_id',
          'sessions.expires_at',
          'sessions.last_seen_at',
          'users.id as user_id',
          'users.email',
          'users.name',
          'users.created_at',
          'users.time_zone',
        ])
        .where('sessions.id', '=', id)
        .executeTakeFirst();
    },

    async touchSession(id: string, lastSeenAt: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    },

    async deleteSession(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    async deleteExpiredSessions(now: string): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
      await db.deleteFrom('auth_flows').where('expires_at', '<', now).execute();
    },

    findAccount(provider: string, subject: string): Promise<{ user_id: string } | undefined> {
      return db
        .selectFrom('accounts')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
    },

    async insertAccount(row: {
      id: string;
      user_id: string;
      provider: string;
      subject: string;
      email: string | null;
      created_at: string;
    }): Promise<void> {
      await db.insertInto('accounts').values(row).execute();
    },

    async insertAuthFlow(row: AuthFlowRow & { created_at: string }): Promise<void> {
      await db.insertInto('auth_flows').values(row).execute();
    },

    /** Takes a pending sign-in out of the table: a state can be used once only. */
    takeAuthFlow(id: string): Promise<AuthFlowRow | undefined> {
      return db
        .deleteFrom('auth_flows')
        .where('id', '=', id)
        .returning(['id', 'provider', 'code_verifier', 'nonce', 'return_to', 'expires_at'])
        .executeTakeFirst();
    },
  };
}

export type AuthQueries = ReturnType<typeof queries>;
export type AuthRepo = AuthQueries & {
  transaction<T>(work: (tx: AuthQueries) => Promise<T>): Promise<T>;
};

export function authRepo(db: Db): AuthRepo {
  return {
    ...queries(db),
    transaction: (work) => db.transaction().execute((trx) => work(queries(trx))),
  };
}
