// Today's focus (SPEC §5): the top priority, up to three sprint tasks, insights and a summary, in the
// voice of the user's coach persona. With no open task there is nothing to rank: no_active_tasks.
import type { AiLocale } from '@nova/core/ai/limits';
import { aiMessage } from '@nova/core/ai/messages';
import type { DailyPrioritiesDto } from '@nova/core/contracts/ai';
import { DomainError } from '@nova/core/errors';
import type { Assistant } from '../../assistant-engine/assistant.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { assistantContext } from './assistant-context.ts';
import type { PersonaService } from './persona.service.ts';
import { localeOf, sourceOf } from './reply.ts';

type Deps = { db: Db; clock: Clock; assistant: Assistant; persona: Pick<PersonaService, 'current'> };

export function prioritiesService({ db, clock, assistant, persona }: Deps) {
  const context = assistantContext(db);

  async function priorities(
    userId: string,
    body: { locale?: AiLocale; timeZone?: string },
  ): Promise<DailyPrioritiesDto> {
    const locale = localeOf(body.locale);
    const out = await assistant.priorities(await context.tasks(userId), {
      locale,
      persona: await persona.current(userId),
      now: clock.now(),
      timeZone: body.timeZone ?? 'UTC',
    });
    if (!out) throw new DomainError('no_active_tasks', aiMessage(locale, 'noActiveTasks'));
    return { ...out.value, ...sourceOf(out) };
  }

  return { priorities };
}
