// A task write that settles while another is still being saved does not refetch the lists yet (the
// refetch would read the server before the other change and replace its optimistic row); the lists
// are refetched once nothing is in flight, and the write itself ends without waiting for them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { invalidateTaskListsWhenSettled, taskKeys } from './tasks.ts';

const listKey = [...taskKeys.lists(), { view: 'active' }];
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function write(client: QueryClient) {
  let finish!: () => void;
  const observer = new MutationObserver(client, {
    mutationFn: () => new Promise<void>((resolve) => (finish = resolve)),
    onSettled: () => invalidateTaskListsWhenSettled(client),
  });
  const done = observer.mutate();
  return { finish: () => finish(), done };
}

describe('invalidateTaskListsWhenSettled', () => {
  it('refetches the lists only once no other write is in flight', async () => {
    const client = new QueryClient();
    client.setQueryData(listKey, { tasks: [], seq: 1 });
    const create = write(client);
    const tick1 = write(client);
    await tick();
    create.finish();
    await create.done;
    await tick();
    assert.equal(client.getQueryState(listKey)?.isInvalidated, false, 'the tick is still being saved');
    tick1.finish();
    await tick1.done;
    await tick();
    assert.equal(client.getQueryState(listKey)?.isInvalidated, true);
  });

  it('a lone write ends and then refetches (it does not wait on itself)', async () => {
    const client = new QueryClient();
    client.setQueryData(listKey, { tasks: [], seq: 1 });
    const only = write(client);
    await tick();
    only.finish();
    await only.done;
    await tick();
    assert.equal(client.getQueryState(listKey)?.isInvalidated, true);
  });
});
