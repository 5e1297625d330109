// The assistant's services, one per feature as packages/core/src/contracts/ai-*.ts splits the
// contracts: parse, grouping, priorities (today's focus), chat, personas, behaviour patterns and
// recurring templates. Built here together because two are shared: parse and chat teach the
// patterns, priorities and chat read the persona.
import type { Assistant } from '../../assistant-engine/assistant.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Operations } from '../../lib/operations.ts';
import { chatService } from './chat.service.ts';
import { groupingService } from './grouping.service.ts';
import { parseService } from './parse.service.ts';
import { patternsService } from './patterns.service.ts';
import { personaService } from './persona.service.ts';
import { prioritiesService } from './priorities.service.ts';
import { recurringService } from './recurring.service.ts';

type Log = { warn(obj: object, msg: string): void };
type Deps = { db: Db; ops: Operations; clock: Clock; assistant: Assistant; log?: Log };

export function aiServices(deps: Deps) {
  const patterns = patternsService(deps);
  const persona = personaService(deps);
  return {
    parse: parseService({ ...deps, patterns }),
    grouping: groupingService(deps),
    priorities: prioritiesService({ ...deps, persona }),
    chat: chatService({ ...deps, persona, patterns }),
    persona,
    patterns,
    recurring: recurringService(deps),
  };
}

export type AiServices = ReturnType<typeof aiServices>;
