// What the assistant has learned about how the user works (SPEC §3; the rules are core's
// ai/behaviour.ts): read it, show it, forget it, and learn from a parse or a chat message.
import type { BehaviourPatterns } from '@nova/core/ai/behaviour';
import type { BehaviourPatternsDto } from '@nova/core/contracts/ai';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { toPatterns, toPatternsRow } from './patterns.presenter.ts';
import { patternsRepo } from './patterns.repo.ts';

type Log = { warn(obj: object, msg: string): void };
type Deps = { db: Db; clock: Clock; log?: Log };

export function patternsService({ db, clock, log }: Deps) {
  const repo = patternsRepo(db);
  return {
    async current(userId: string): Promise<BehaviourPatterns> {
      return toPatterns(await repo.find(userId));
    },

    async show(userId: string): Promise<BehaviourPatternsDto> {
      const row = await repo.find(userId);
      return { ...toPatterns(row), updatedAt: row?.updated_at ?? null };
    },

    reset: (userId: string): Promise<void> => repo.delete(userId),

    /** Learning is best effort: a failed read or write never fails the user's request. */
    async learn(userId: string, update: (prev: BehaviourPatterns) => BehaviourPatterns): Promise<void> {
      try {
        const next = update(toPatterns(await repo.find(userId)));
        await repo.save(toPatternsRow(userId, next, clock.now().toISOString()));
      } catch (error) {
        log?.warn({ err: error }, 'behaviour patterns not saved');
      }
    },
  };
}

export type PatternsService = ReturnType<typeof patternsService>;
