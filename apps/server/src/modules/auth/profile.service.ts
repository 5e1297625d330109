// The signed-in user's own settings kept on the account: for now the time zone, which decides what
// "today" is for habits and recurring tasks (the web app sends the browser's at sign-in). A new zone
// also moves every recurring template's next fire instant (they fire at wall-clock times).
import type { Db } from '../../db/database.ts';
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { Clock } from '../../lib/clock.ts';
import { recurringTemplateRepo } from '../recurring/recurring.repo.ts';
import { authRepo } from './auth.repo.ts';

type Deps = {
  db: Db;
  clock: Clock;
  /** Told after a user's profile changed (cached sessions carry it), awaited before answering. */
  changed?: (userId: string) => void | Promise<void>;
};

export function profileService({ db, clock, changed }: Deps) {
  return {
    async setTimeZone(user: AuthedUser, timeZone: string): Promise<AuthedUser> {
      if (user.timeZone !== timeZone) {
        await db.transaction().execute(async (trx) => {
          await authRepo(trx).setTimeZone(user.id, timeZone, clock.now().toISOString());
          await recurringTemplateRepo(trx).forgetFireTimes(user.id);
        });
        await changed?.(user.id);
      }
      return { ...user, timeZone };
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
