// The local chat against the public intent table (eval/chat-cases.json): every action type in ru, en
// and fr, paraphrases, polite and terse forms, typos, mixed languages, and messages that must propose
// nothing (thanks, prompt injections, delete and delegate, which Nova never does itself). Reports
// per-intent accuracy; requires 97 % and no command turned into a task.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateChatReply } from '@nova/core/ai/validate-chat';
import { percent, scoreChat, sum } from '../eval/score.ts';
import { loadChatTable } from '../eval/tables.ts';
import { localChat } from './chat.ts';

test('local chat intent table (ru/en/fr)', async (t) => {
  const table = loadChatTable();
  const score = await scoreChat(table, async (input) => {
    const known = {
      tasks: new Set(input.tasks.map((x) => x.id)),
      strategies: new Set(input.strategies.map((x) => x.id)),
      templates: new Set(input.templates.map((x) => x.id)),
    };
    // Held to the validator like every provider's reply: an action it drops does not count.
    return validateChatReply(localChat({ ...input, persona: 'kaia' }), known, '2026-11-18', 'ok');
  });
  const total = sum(Object.values(score.intents));
  const perIntent = Object.entries(score.intents)
    .map(([intent, tally]) => `${intent} ${tally.hit}/${tally.total}`)
    .join(', ');
  t.diagnostic(
    `${table.cases.length} messages: intent accuracy ${percent(total).toFixed(1)}% (${perIntent})`,
  );
  t.diagnostic(`commands turned into a task: ${score.commandsAsTasks.length}`);
  for (const miss of score.misses) t.diagnostic(`miss: ${miss}`);
  const types = new Set(table.cases.map(([, , intent]) => intent));
  assert.equal(types.size, 12, 'the eleven action types and "none"');
  assert.ok(table.cases.length >= 60);
  assert.deepEqual(score.commandsAsTasks, []);
  assert.ok(percent(total) >= 97, `intent accuracy ${total.hit}/${total.total}`);
});
