// Tags through the API: case-insensitive unique names, rename, colour, delete (detaches, tasks stay),
// attach/detach idempotent, validation.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Tag, TagList, TaskTags } from '@nova/core/contracts/tags';
import type { Task } from '@nova/core/contracts/tasks';
import {
  buildTag,
  buildTask,
  errorCode,
  put,
  type SignedInAgent,
  serverWithUser,
  signedIn,
} from '../../../test/factories.ts';
import { type TestServer, testDbKind } from '../../../test/test-server.ts';

describe(`tags (${testDbKind})`, () => {
  let server: TestServer;
  let agent: SignedInAgent;
  before(async () => ({ server, agent } = await serverWithUser()));
  after(() => server.close());

  test('names are unique per user regardless of case, in any script', async () => {
    const res = await agent.post('/api/tags', { name: ' Работа ', color: 'red' });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json<Tag>().name, 'Работа');
    assert.equal(res.json<Tag>().color, 'red');
    for (const name of ['работа', 'РАБОТА', ' Работа']) {
      const clash = await agent.post('/api/tags', { name });
      assert.equal(clash.statusCode, 409, name);
      assert.equal(errorCode(clash), 'tag_name_taken');
    }
    assert.equal((await agent.post('/api/tags', { name: 'Café' })).statusCode, 201);
    assert.equal(
      (await agent.post('/api/tags', { name: 'cafe' })).statusCode,
      201,
      'accents make another tag',
    );
    assert.equal((await agent.post('/api/tags', { name: 'CAFÉ' })).statusCode, 409);
  });

  test('rename and recolour; renaming onto another tag’s name is 409; bad input 400', async () => {
    const a = await buildTag(agent, { name: 'home' });
    await buildTag(agent, { name: 'garden' });
    const renamed = await agent.patch(`/api/tags/${a.id}`, { name: 'House', color: 'green' });
    assert.equal(renamed.statusCode, 200);
    assert.equal(renamed.json<Tag>().name, 'House');
    assert.equal(renamed.json<Tag>().version, 2);
    assert.equal(
      (await agent.patch(`/api/tags/${a.id}`, { name: 'HOUSE' })).statusCode,
      200,
      'its own name in another case',
    );
    const clash = await agent.patch(`/api/tags/${a.id}`, { name: 'Garden' });
    assert.equal(clash.statusCode, 409);
    assert.equal(errorCode(clash), 'tag_name_taken');
    assert.equal((await agent.patch(`/api/tags/${a.id}`, { color: null })).json<Tag>().color, null);
    for (const body of [{ name: '' }, { name: 'x'.repeat(51) }, { color: 'black' }, { size: 1 }]) {
      assert.equal((await agent.patch(`/api/tags/${a.id}`, body)).statusCode, 400, JSON.stringify(body));
    }
  });

  test('attach and detach are idempotent; counts follow; delete detaches and frees the name', async () => {
    const tag = await buildTag(agent, { name: 'errands' });
    const task = await buildTask(agent);
    const first = await put(agent, `/api/tasks/${task.id}/tags/${tag.id}`);
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json<TaskTags>(), { taskId: task.id, tagIds: [tag.id], version: 2 });
    const twice = await put(agent, `/api/tasks/${task.id}/tags/${tag.id}`);
    assert.deepEqual(twice.json<TaskTags>(), { taskId: task.id, tagIds: [tag.id], version: 2 });
    assert.equal((await agent.get(`/api/tags/${tag.id}`)).json<Tag>().taskCount, 1);
    const detached = await agent.delete(`/api/tasks/${task.id}/tags/${tag.id}`);
    assert.deepEqual(detached.json<TaskTags>(), { taskId: task.id, tagIds: [], version: 3 });
    assert.deepEqual(
      (await agent.delete(`/api/tasks/${task.id}/tags/${tag.id}`)).json<TaskTags>().version,
      3,
    );

    await put(agent, `/api/tasks/${task.id}/tags/${tag.id}`);
    assert.equal((await agent.delete(`/api/tags/${tag.id}`)).statusCode, 204);
    assert.equal((await agent.get(`/api/tags/${tag.id}`)).statusCode, 404);
    const after = (await agent.get(`/api/tasks/${task.id}`)).json<Task>();
    assert.deepEqual(after.tagIds, []);
    assert.equal((await put(agent, `/api/tasks/${task.id}/tags/${tag.id}`)).statusCode, 404);
    const reborn = await agent.post('/api/tags', { name: 'Errands' });
    assert.equal(reborn.statusCode, 201, 'the deleted tag’s name is free again');
    assert.notEqual(reborn.json<Tag>().id, tag.id);
    const names = (await agent.get('/api/tags')).json<TagList>().tags.map((t) => t.name);
    assert.equal(names.filter((n) => n.toLowerCase() === 'errands').length, 1);
  });

  test('the list is by name; a deleted task no longer counts', async () => {
    const user = await signedIn(server);
    const b = await buildTag(user, { name: 'beta' });
    await buildTag(user, { name: 'Alpha' });
    const task = await buildTask(user, { tagIds: [b.id] });
    const list = (await user.get('/api/tags')).json<TagList>();
    assert.deepEqual(
      list.tags.map((t) => [t.name, t.taskCount]),
      [
        ['Alpha', 0],
        ['beta', 1],
      ],
    );
    await user.delete(`/api/tasks/${task.id}`);
    assert.equal((await user.get(`/api/tags/${b.id}`)).json<Tag>().taskCount, 0);
  });

  test('client ids and opId replay', async () => {
    const id = randomUUID();
    const opId = randomUUID();
    const first = await agent.post('/api/tags', { id, opId, name: 'replayed' });
    const again = await agent.post('/api/tags', { id, opId, name: 'replayed' });
    assert.equal(first.json<Tag>().id, id);
    assert.equal(again.body, first.body);
    assert.equal((await agent.post('/api/tags', { id, name: 'other' })).statusCode, 409);
  });
});
