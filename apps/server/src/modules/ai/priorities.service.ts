// Today's focus (SPEC §5): the top priority, up to three sprint tasks, insights and a summary, in the
// voice of the user's coach persona. With no open task there is nothing to rank: an empty plan whose
// summary is SPEC §8's 'No active tasks available for prioritization' and a friendly word (a new
// account's first screen asks this, and an empty list is a normal state, not an error).
import type { AiLocale } from '@nova/core/ai/limits';
import { aiMessage } from '@nova/core/ai/messages';
import type { DailyPrioritiesDto } from '@nova/core/contracts/ai';
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
    if (!out) return emptyPlan(locale);
    return { ...out.value, ...sourceOf(out) };
  }

  return { priorities };
}

export function emptyPlan(locale: AiLocale): DailyPrioritiesDto {
  return {
    topPriority: null,
    sprintTasks: [],
    insights: { workload: 'light', focusAreas: [], recommendations: [] },
    summary: `${aiMessage(locale, 'noActiveTasks')}. ${aiMessage(locale, 'emptyPlan')}`,
    source: 'local',
  };
}
