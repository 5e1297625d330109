// Refetches asked for while a change is being saved wait for it: with a real QueryClient, a query is
// not invalidated while a mutation is pending and is once the last one settles (success or error).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { settledInvalidator } from './invalidate-when-settled.ts';

function pendingMutation(client: QueryClient) {
  let finish!: (ok: boolean) => void;
  const observer = new MutationObserver(client, {
    mutationFn: () =>
      new Promise((resolve, reject) => {
        finish = (ok) => (ok ? resolve('saved') : reject(new Error('refused')));
      }),
  });
  const done = observer.mutate().catch(() => {});
  return { finish: (ok: boolean) => finish(ok), done };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('settledInvalidator', () => {
  it('invalidates at once when nothing is being saved', () => {
    const client = new QueryClient();
    client.setQueryData(['tasks', 'detail', 'a'], { id: 'a' });
    settledInvalidator(client).invalidate({ queryKey: ['tasks'] });
    assert.equal(client.getQueryState(['tasks', 'detail', 'a'])?.isInvalidated, true);
  });

  it('waits for every mutation in flight, then invalidates once', async () => {
    const client = new QueryClient();
    client.setQueryData(['tasks', 'detail', 'a'], { id: 'a' });
    const first = pendingMutation(client);
    const second = pendingMutation(client);
    await tick();
    const invalidator = settledInvalidator(client);
    invalidator.invalidate({ queryKey: ['tasks'] });
    assert.equal(client.getQueryState(['tasks', 'detail', 'a'])?.isInvalidated, false);
    first.finish(true);
    await first.done;
    await tick();
    assert.equal(client.getQueryState(['tasks', 'detail', 'a'])?.isInvalidated, false, 'one still saving');
    second.finish(false);
    await second.done;
    await tick();
    assert.equal(client.getQueryState(['tasks', 'detail', 'a'])?.isInvalidated, true);
  });

  it('drops what waits when disposed', async () => {
    const client = new QueryClient();
    client.setQueryData(['mvd'], { ids: [] });
    const saving = pendingMutation(client);
    await tick();
    const invalidator = settledInvalidator(client);
    invalidator.invalidate({ queryKey: ['mvd'] });
    invalidator.dispose();
    saving.finish(true);
    await saving.done;
    await tick();
    assert.equal(client.getQueryState(['mvd'])?.isInvalidated, false);
  });
});
