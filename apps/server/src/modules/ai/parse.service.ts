// Free text to tasks (SPEC §5): nothing is created here, the import dialog shows the result. Each
// parse also teaches the behaviour patterns, at most once per user every 10 s.
import { learnFromParse } from '@nova/core/ai/behaviour';
import { localDay } from '@nova/core/ai/dates';
import type { AiParseBody, AiParseResult } from '@nova/core/contracts/ai';
import type { Assistant } from '../../assistant-engine/assistant.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PatternsService } from './patterns.service.ts';
import { localeOf, sourceOf } from './reply.ts';

const PARSE_LEARNING_EVERY_MS = 10_000;
/** Users remembered for the throttle before the map starts over (bounds its memory). */
const PARSE_LEARNING_USERS_MAX = 10_000;

type Deps = { clock: Clock; assistant: Assistant; patterns: Pick<PatternsService, 'learn'> };

export function parseService({ clock, assistant, patterns }: Deps) {
  const lastLearning = new Map<string, number>();

  /** The import dialog may parse while the user types: a burst counts once. */
  function learningDue(userId: string, text: string): boolean {
    const at = clock.now().getTime();
    if (!text.trim() || at - (lastLearning.get(userId) ?? -Infinity) < PARSE_LEARNING_EVERY_MS) return false;
    lastLearning.set(userId, at);
    if (lastLearning.size > PARSE_LEARNING_USERS_MAX) lastLearning.clear();
    return true;
  }

  async function parse(userId: string, body: AiParseBody): Promise<AiParseResult> {
    const now = body.now ? new Date(body.now) : clock.now();
    const timeZone = body.timeZone ?? 'UTC';
    const out = await assistant.parse({ text: body.text, now, timeZone, locale: localeOf(body.locale) });
    if (learningDue(userId, body.text)) {
      await patterns.learn(userId, (prev) =>
        learnFromParse(prev, body.text, out.value, localDay(now, timeZone)),
      );
    }
    return { tasks: out.value, ...sourceOf(out) };
  }

  return { parse };
}
