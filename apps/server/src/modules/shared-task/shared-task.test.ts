// The assignee's side through the API: read the task, set a name, comment, mark completed (once), and
// what the owner sees: notifications with authors, unread counts, marking read, and a realtime event
// on the owner's stream for every assignee action (also over a real SSE connection).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Comment, CommentList } from '@nova/core/contracts/comments';
import type { NotificationList, UnreadCount } from '@nova/core/contracts/notifications';
import type { SharedTask } from '@nova/core/contracts/shared-task';
import type { Task } from '@nova/core/contracts/tasks';
import { AssigneeClient, delegate, errorCode, recordEvents } from '../../../test/delegation-kit.ts';
import { buildTask, setStatus, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

describe(`shared task: the assignee’s side (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => {
    server = await buildTestServer();
  });
  after(() => server.close());

  test('the page shows exactly this task, the assignee name and the owner’s display name only', async () => {
    const owner = await signedIn(server);
    const secret = await buildTask(owner, { title: 'Other task of the owner' });
    const task = await buildTask(owner, {
      title: 'Fix the fence',
      description: 'Two planks',
      startDate: '2026-12-01',
      importance: 9,
    });
    await owner.post(`/api/tasks/${task.id}/comments`, { text: 'Nails are in the shed' });
    const { token } = await delegate(owner, task.id, { name: 'Ada' });
    const res = await new AssigneeClient(server.app, task.id, token).view();
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const shared = res.json<SharedTask>();
    assert.deepEqual(shared.task, {
      id: task.id,
      title: 'Fix the fence',
      description: 'Two planks',
      date: '2026-12-01',
      status: 'waiting',
    });
    assert.equal(shared.assignment.assigneeName, 'Ada');
    assert.equal(shared.assignment.status, 'pending');
    assert.equal(shared.ownerName, 'Test User');
    assert.equal(shared.comments.length, 1);
    assert.equal(shared.comments[0]?.authorName, 'Test User');
    assert.equal(shared.comments[0]?.authorKind, 'owner');
    assert.equal(shared.comments[0]?.authorEmail, null);
    const { email } = (await owner.get('/api/auth/session')).json<{ user: { email: string } }>().user;
    for (const leak of [
      email,
      owner.userId,
      secret.id,
      'Other task of the owner',
      '"importance"',
      'token_hash',
    ]) {
      assert.equal(res.body.includes(leak), false, `the shared page leaks ${leak}`);
    }
  });

  test('name, comment, completion: each notifies the owner (row + realtime event)', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner, { title: 'Water the plants' });
    await owner.post('/api/mvd', { taskId: task.id });
    await setStatus(owner, task.id, 'inProgress');
    const { token } = await delegate(owner, task.id, { email: 'bob@example.org' });
    const assignee = new AssigneeClient(server.app, task.id, token);
    const events = recordEvents(server, owner.userId);
    try {
      // Name: blank refused, trimmed when saved.
      const blank = await assignee.setName('   ');
      assert.equal(blank.statusCode, 400);
      assert.equal(errorCode(blank), 'validation_failed');
      const named = await assignee.setName('  Bob  ');
      assert.equal(named.statusCode, 200, named.body);
      assert.equal(named.json<SharedTask>().assignment.assigneeName, 'Bob');
      await events.waitFor('delegation.changed', task.id);
      await events.waitFor('notification.created', task.id);
      server.clock.advance(1000);

      // Comment: blank and too long refused; trimmed when kept; authored by the assignee's name.
      assert.equal(errorCode(await assignee.comment(' \n ')), 'validation_failed');
      assert.equal(errorCode(await assignee.comment('x'.repeat(5001))), 'validation_failed');
      const commented = await assignee.comment('  Done the first half  ');
      assert.equal(commented.statusCode, 201, commented.body);
      const comment = commented.json<Comment>();
      assert.deepEqual(
        [comment.text, comment.authorName, comment.authorKind, comment.authorEmail],
        ['Done the first half', 'Bob', 'assignee', null],
      );
      await events.waitFor('comment.created', comment.id);
      const ownerComments = (await owner.get(`/api/tasks/${task.id}/comments`)).json<CommentList>().comments;
      assert.equal(ownerComments.at(-1)?.authorEmail, 'bob@example.org', 'the owner sees who wrote it');

      // Complete: task and assignment; the clock stops; the task leaves the MVD; only once.
      server.clock.advance(90_000);
      const done = await assignee.complete();
      assert.equal(done.statusCode, 200, done.body);
      const shared = done.json<SharedTask>();
      assert.equal(shared.task.status, 'completed');
      assert.equal(shared.assignment.status, 'completed');
      assert.equal(shared.assignment.completedAt, server.clock.now().toISOString());
      await events.waitFor('task.updated', task.id);
      await events.waitFor('mvd.changed', task.id);
      const ownerTask = (await owner.get(`/api/tasks/${task.id}`)).json<Task>();
      assert.equal(ownerTask.status, 'completed');
      assert.equal(ownerTask.totalTimeSpent, 91, 'started, then 1 s + 90 s until completed');
      assert.equal(ownerTask.inMvd, false);
      assert.ok(ownerTask.version > task.version);
      const again = await assignee.complete();
      assert.equal(again.statusCode, 409);
      assert.deepEqual(again.json(), {
        error: { code: 'already_completed', message: 'Task already marked as completed' },
      });

      // The owner's notification centre: newest first, each with its author and what changed.
      const list = (await owner.get(`/api/notifications?taskId=${task.id}`)).json<NotificationList>();
      const assigneeRows = list.notifications.filter((n) => n.author.kind === 'assignee');
      assert.deepEqual(
        assigneeRows.map((n) => [n.kind, n.author.name, n.author.email, n.data]),
        [
          ['status', 'Bob', 'bob@example.org', { old: 'inProgress', new: 'completed' }],
          ['comment', 'Bob', 'bob@example.org', { commentId: comment.id, excerpt: 'Done the first half' }],
          ['assignee_name', 'Bob', 'bob@example.org', { name: 'Bob' }],
        ],
      );
      assert.ok(list.notifications.every((n) => n.taskTitle === 'Water the plants'));
      // The owner's own status change is listed (by the task workspace) but is not unread.
      assert.ok(list.notifications.some((n) => n.kind === 'status' && n.author.kind === 'owner'));
      assert.equal(list.unreadCount, 3);
      const counts = (await owner.get('/api/notifications/unread-count')).json<UnreadCount>();
      assert.deepEqual(counts, { unreadCount: 3, byTask: { [task.id]: 3 } });

      // Opening the task marks its notifications read.
      const marked = await owner.post(`/api/tasks/${task.id}/notifications/read`);
      assert.equal(marked.statusCode, 200, marked.body);
      assert.equal(marked.json<{ unreadCount: number }>().unreadCount, 0);
      await events.waitFor('notifications.read', task.id);
      const after = (await owner.get('/api/notifications?unread=1')).json<NotificationList>();
      assert.deepEqual(after.notifications, []);
      assert.equal(
        (await owner.post(`/api/tasks/${task.id}/notifications/read`)).json<{ marked: number }>().marked,
        0,
      );
    } finally {
      events.stop();
    }
  });

  test('a task the owner already completed cannot be completed again; a cancelled one cannot be completed', async () => {
    const owner = await signedIn(server);
    const finished = await buildTask(owner);
    const { token } = await delegate(owner, finished.id);
    await setStatus(owner, finished.id, 'completed');
    const res = await new AssigneeClient(server.app, finished.id, token).complete();
    assert.equal(res.statusCode, 409);
    assert.equal(errorCode(res), 'already_completed');

    const cancelled = await buildTask(owner);
    const second = await delegate(owner, cancelled.id);
    await setStatus(owner, cancelled.id, 'cancelled');
    const refused = await new AssigneeClient(server.app, cancelled.id, second.token).complete();
    assert.equal(refused.statusCode, 409);
    assert.equal(errorCode(refused), 'invalid_transition');
  });

  test('two people commenting at once both keep their words', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const { token } = await delegate(owner, task.id);
    const assignee = new AssigneeClient(server.app, task.id, token);
    const texts = Array.from({ length: 8 }, (_, i) => `comment ${i}`);
    const results = await Promise.all(
      texts.map((text, i) =>
        i % 2 ? assignee.comment(text) : owner.post(`/api/tasks/${task.id}/comments`, { text }),
      ),
    );
    for (const res of results) assert.equal(res.statusCode, 201, res.body);
    const kept = (await owner.get(`/api/tasks/${task.id}/comments`)).json<CommentList>().comments;
    assert.deepEqual(kept.map((c) => c.text).sort(), [...texts].sort());
    const shared = (await assignee.view()).json<SharedTask>();
    assert.equal(shared.comments.length, texts.length);
  });

  test('the owner’s comments replay safely with an opId', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const first = await owner.post(`/api/tasks/${task.id}/comments`, { text: 'once', opId: 'op-comment-1' });
    const replay = await owner.post(`/api/tasks/${task.id}/comments`, { text: 'once', opId: 'op-comment-1' });
    assert.equal(first.statusCode, 201);
    assert.deepEqual(replay.json(), first.json());
    assert.equal((await owner.get(`/api/tasks/${task.id}/comments`)).json<CommentList>().comments.length, 1);
  });
});

describe(`shared task: the owner’s SSE stream (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => {
    server = await buildTestServer({ listen: true });
  });
  after(() => server.close());

  test('an assignee comment reaches the owner’s open /api/events stream', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const { token } = await delegate(owner, task.id);
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/events`, {
      headers: { cookie: owner.cookieHeader() },
      signal: controller.signal,
    });
    assert.equal(res.status, 200);
    const received = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      assert.ok(res.body);
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        if (buffer.includes('"comment.created"')) return buffer;
      }
      return buffer;
    })();
    const commented = await fetch(`${server.url}/api/shared-tasks/${task.id}/comments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Hello from the link' }),
    });
    assert.equal(commented.status, 201);
    const text = await Promise.race([
      received,
      new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no event in 5 s')), 5000)),
    ]);
    controller.abort();
    assert.match(
      text,
      /event: change\ndata: \{"type":"comment.created","ids":\["[^"]+","[^"]+"\],"version":\d+\}/,
    );
    assert.ok(text.includes(task.id));
  });
});
