import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type ChatEntry,
  chatStorageKey,
  historyForRequest,
  readChat,
  setActionState,
  writeChat,
} from './assistant-chat.ts';
import type { KeyValueStore } from './assistant-pending.ts';

const entry = (i: number, role: 'user' | 'assistant' = i % 2 ? 'assistant' : 'user'): ChatEntry => ({
  id: `e${i}`,
  role,
  content: `m${i}`,
});

describe('historyForRequest', () => {
  it('sends the last 8 messages, ending with the user’s', () => {
    const entries = Array.from({ length: 13 }, (_, i) => entry(i));
    const sent = historyForRequest(entries);
    assert.equal(sent.length, 8);
    assert.equal(sent.at(-1)?.content, 'm12');
    assert.equal(sent.at(-1)?.role, 'user');
  });
  it('skips failure notes and blank text; trailing assistant entries are not sent', () => {
    const entries: ChatEntry[] = [
      entry(0),
      { ...entry(1), failed: true },
      entry(2),
      { ...entry(3), content: ' ' },
      entry(5, 'assistant'),
    ];
    assert.deepEqual(historyForRequest(entries), [
      { role: 'user', content: 'm0' },
      { role: 'user', content: 'm2' },
    ]);
  });
  it('clips long messages to 4000 characters', () => {
    assert.equal(
      historyForRequest([{ id: 'x', role: 'user', content: 'a'.repeat(5000) }])[0]?.content.length,
      4000,
    );
  });
});

describe('conversation storage', () => {
  const memory = (): KeyValueStore & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    };
  };
  it('round-trips; an interrupted apply reads as proposed', () => {
    const store = memory();
    const key = chatStorageKey('u1');
    const action = { id: 'a', type: 'create' } as never;
    writeChat(store, key, [{ ...entry(1), actions: [{ action, state: 'applying' }] }]);
    assert.equal(readChat(store, key)[0]?.actions?.[0]?.state, 'proposed');
  });
  it('corrupt values are removed', () => {
    const store = memory();
    store.setItem('k', '{oops');
    assert.deepEqual(readChat(store, 'k'), []);
    assert.equal(store.data.has('k'), false);
  });
  it('setActionState changes one action only', () => {
    const a = { id: 'a' } as never;
    const b = { id: 'b' } as never;
    const next = setActionState(
      [
        {
          ...entry(1),
          actions: [
            { action: a, state: 'proposed' },
            { action: b, state: 'proposed' },
          ],
        },
      ],
      'e1',
      'b',
      'applied',
    );
    assert.deepEqual(
      next[0]?.actions?.map((x) => x.state),
      ['proposed', 'applied'],
    );
  });
});
