// The coach personas (SPEC §3): the list in the user's language, and the user's choice (an unknown or
// missing stored value reads as the default persona).
import type { AiLocale } from '@nova/core/ai/limits';
import { DEFAULT_PERSONA, isPersonaId, type PersonaId, personas } from '@nova/core/ai/personas';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { personaRepo } from './persona.repo.ts';
import { localeOf } from './reply.ts';

type Deps = { db: Db; clock: Clock };

export function personaService({ db, clock }: Deps) {
  const repo = personaRepo(db);

  async function current(userId: string): Promise<PersonaId> {
    const saved = await repo.find(userId);
    return isPersonaId(saved) ? saved : DEFAULT_PERSONA;
  }

  return {
    current,
    list: (locale: AiLocale | undefined) => ({ personas: personas(localeOf(locale)) }),
    get: async (userId: string) => ({ persona: await current(userId) }),
    set: async (userId: string, persona: PersonaId) => {
      await repo.set(userId, persona, clock.now().toISOString());
      return { persona };
    },
  };
}

export type PersonaService = ReturnType<typeof personaService>;
