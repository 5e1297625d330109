// Regressions of the chat validator found by the property tests (apps/server/src/assistant-engine/validators.property.test.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateChatReply } from './validate-chat.ts';

const known = { tasks: new Set(['t1']), strategies: new Set<string>(), templates: new Set<string>() };

test('numbers hidden in objects with a hostile toString never throw (fast-check seed -2135571464)', () => {
  const hostile = { toString: 0 };
  const reply = validateChatReply(
    {
      message: 'ok',
      actions: [
        { type: 'create_strategy', strategyData: { name: 'Health', priority: hostile } },
        { type: 'create', taskData: { title: 'Walk', durationMinutes: hostile } },
        { type: 'create_subtasks', taskId: 't1', subtasks: [{ title: 'Shoes', estimatedMinutes: hostile }] },
      ],
    },
    known,
    '2026-11-18',
    'Ответ получен',
  );
  assert.equal(reply.message, 'ok');
  const strategy = reply.actions.find((a) => a.type === 'create_strategy');
  assert.equal(strategy?.strategyData?.priority, 2, 'an unreadable priority falls back to medium');
});
