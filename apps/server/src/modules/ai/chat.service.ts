// Nova's chat (SPEC §3, §7): the last messages with the user's tasks, strategies, templates, learned
// patterns and persona go to the assistant, which replies and proposes actions. Nothing is applied
// here: the web app applies accepted actions through the normal task and strategy routes, so
// validation and realtime events are the same. Each message also teaches the behaviour patterns.
import { learnFromChat } from '@nova/core/ai/behaviour';
import { CHAT_HISTORY_USED } from '@nova/core/ai/limits';
import type { AiChatBody, AiChatReply } from '@nova/core/contracts/ai';
import type { Assistant } from '../../assistant-engine/assistant.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { assistantContext } from './assistant-context.ts';
import type { PatternsService } from './patterns.service.ts';
import type { PersonaService } from './persona.service.ts';
import { toChatTemplate } from './recurring.presenter.ts';
import { recurringRepo } from './recurring.repo.ts';
import { localeOf, sourceOf } from './reply.ts';

type Deps = {
  db: Db;
  clock: Clock;
  assistant: Assistant;
  persona: Pick<PersonaService, 'current'>;
  patterns: Pick<PatternsService, 'current' | 'learn'>;
};

export function chatService({ db, clock, assistant, persona: personas, patterns }: Deps) {
  const context = assistantContext(db);

  async function chat(userId: string, body: AiChatBody): Promise<AiChatReply> {
    const locale = localeOf(body.locale);
    const persona = body.persona ?? (await personas.current(userId));
    const [tasks, strategies, templates, learned] = await Promise.all([
      context.tasks(userId),
      context.strategies(userId),
      recurringRepo(db).list(userId),
      patterns.current(userId),
    ]);
    const out = await assistant.chat({
      messages: body.messages.slice(-CHAT_HISTORY_USED),
      tasks,
      strategies,
      templates: templates.map(toChatTemplate),
      patterns: learned,
      persona,
      locale,
      now: clock.now(),
      timeZone: body.timeZone ?? 'UTC',
    });
    await patterns.learn(userId, (prev) => learnFromChat(prev, body.messages.at(-1)?.content ?? ''));
    return { ...out.value, persona, ...sourceOf(out) };
  }

  return { chat };
}
