import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ImportDraft } from './assistant-import.ts';
import {
  clearPendingAiTasks,
  hasPendingAiTasks,
  type KeyValueStore,
  PENDING_AI_TASKS_KEY,
  readPendingAiTasks,
  writePendingAiTasks,
} from './assistant-pending.ts';

function memory(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const draft: ImportDraft = {
  key: 'a',
  title: 'Купить молоко',
  description: '',
  priority: 'medium',
  date: '2026-11-22',
  deadlineText: 'завтра',
  category: 'shopping',
  minutes: 45,
  estimate: '45 мин',
  steps: [{ title: 'Список', minutes: 15 }],
  tags: ['покупки'],
};

describe('pendingAITasks', () => {
  it('round-trips an object with a tasks list and sets "has pending"', () => {
    const store = memory();
    writePendingAiTasks(store, [draft], 'text', new Date('2026-11-21T10:00:00Z'));
    const stored = JSON.parse(store.data.get(PENDING_AI_TASKS_KEY) ?? '{}');
    assert.ok(Array.isArray(stored.tasks));
    const pending = readPendingAiTasks(store);
    assert.deepEqual(pending?.tasks, [draft]);
    assert.equal(pending?.text, 'text');
    assert.equal(hasPendingAiTasks(pending), true);
  });
  it('an empty list is not pending and removes the key', () => {
    const store = memory({ [PENDING_AI_TASKS_KEY]: JSON.stringify({ tasks: [] }) });
    assert.equal(hasPendingAiTasks(readPendingAiTasks(store)), false);
    writePendingAiTasks(store, [], '');
    assert.equal(store.data.has(PENDING_AI_TASKS_KEY), false);
  });
  for (const corrupt of [
    '{not json',
    '[]',
    '"x"',
    JSON.stringify({ tasks: 3 }),
    JSON.stringify({ tasks: [{ nope: 1 }] }),
  ]) {
    it(`a corrupt value is removed: ${corrupt}`, () => {
      const store = memory({ [PENDING_AI_TASKS_KEY]: corrupt });
      assert.equal(readPendingAiTasks(store), null);
      assert.equal(store.data.has(PENDING_AI_TASKS_KEY), false);
    });
  }
  it('unknown priority/category and bad numbers read as safe defaults', () => {
    const store = memory({
      [PENDING_AI_TASKS_KEY]: JSON.stringify({
        tasks: [{ key: 'k', title: 'T', priority: 'urgent!', category: 'x', minutes: -3, date: 'soon' }],
      }),
    });
    const task = readPendingAiTasks(store)?.tasks[0];
    assert.equal(task?.priority, 'low');
    assert.equal(task?.category, 'personal');
    assert.equal(task?.minutes, null);
    assert.equal(task?.date, '');
  });
  it('clear removes it; a throwing store reads as none', () => {
    const store = memory();
    writePendingAiTasks(store, [draft], '');
    clearPendingAiTasks(store);
    assert.equal(readPendingAiTasks(store), null);
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    assert.equal(readPendingAiTasks(broken), null);
    writePendingAiTasks(broken, [draft], '');
    clearPendingAiTasks(broken);
  });
});
