// The persisted query cache: a signed-in user's finished answers come back in a new client, except
// those a screen keeps to itself (`meta.persist: false`); the session comes back without its CSRF token.
import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { QueryClient } from '@tanstack/react-query';
import { restoreQueryCache, saveQueryCache } from './persist-cache.ts';

test('finished answers are kept, screens’ own documents and the CSRF token are not', async () => {
  const client = new QueryClient();
  client.setQueryData(['auth', 'session'], { user: { id: 'u1' }, csrfToken: 'secret' });
  client.setQueryData(['tasks', 'list'], { tasks: [{ id: 't1' }] });
  await client.prefetchQuery({
    queryKey: ['mind-maps', 'one', 'm1'],
    queryFn: () => ({ id: 'm1', nodes: [] }),
    meta: { persist: false },
  });
  assert.deepEqual(client.getQueryData(['mind-maps', 'one', 'm1']), { id: 'm1', nodes: [] });
  await saveQueryCache(client);

  const next = new QueryClient();
  assert.equal(await restoreQueryCache(next), true);
  assert.deepEqual(next.getQueryData(['tasks', 'list']), { tasks: [{ id: 't1' }] });
  assert.deepEqual(next.getQueryData(['auth', 'session']), { user: { id: 'u1' }, csrfToken: null });
  assert.equal(next.getQueryData(['mind-maps', 'one', 'm1']), undefined);
  client.clear();
  next.clear();
});
