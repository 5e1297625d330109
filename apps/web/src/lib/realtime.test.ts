import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseRealtimeEvent, publishRealtimeEvent, subscribeRealtime } from './realtime.ts';

test('parses the RealtimeEvent contract and ignores junk', () => {
  assert.deepEqual(parseRealtimeEvent('{"type":"session.ended","ids":[],"version":null}'), {
    type: 'session.ended',
    ids: [],
    version: null,
  });
  assert.deepEqual(parseRealtimeEvent('{"type":"task.updated","ids":["a",1],"version":3}'), {
    type: 'task.updated',
    ids: ['a'],
    version: 3,
  });
  assert.equal(parseRealtimeEvent('not json'), null);
  assert.equal(parseRealtimeEvent('{"ids":[]}'), null);
  assert.equal(parseRealtimeEvent('null'), null);
});

test('subscribers receive published events until they unsubscribe', () => {
  const seen: string[] = [];
  const unsubscribe = subscribeRealtime((event) => seen.push(event.type));
  publishRealtimeEvent({ type: 'a', ids: [], version: null });
  unsubscribe();
  publishRealtimeEvent({ type: 'b', ids: [], version: null });
  assert.deepEqual(seen, ['a']);
});
