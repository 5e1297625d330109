// The signed-in user's own settings kept on the account: for now the time zone, which decides what
// "today" is for habits and recurring tasks (the web app sends the browser's at sign-in).
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthRepo } from './auth.repo.ts';

export function profileService({ repo, clock }: { repo: AuthRepo; clock: Clock }) {
  return {
    async setTimeZone(user: AuthedUser, timeZone: string): Promise<AuthedUser> {
      if (user.timeZone !== timeZone) await repo.setTimeZone(user.id, timeZone, clock.now().toISOString());
      return { ...user, timeZone };
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
