// What the link token grants and refuses: each SPEC §8 case with its own code and no task data; every
// owner route refuses a token without a session; every token route refuses another task; failed
// checks are throttled per address and every token route is rate-limited.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { allRoutes } from '@nova/core/contracts/all';
import type { Attachment } from '@nova/core/contracts/attachments';
import type { CommentList } from '@nova/core/contracts/comments';
import {
  AssigneeClient,
  delegate,
  errorCode,
  freshAddress,
  type Injected,
  multipart,
} from '../../../test/delegation-kit.ts';
import { buildTask, signedIn } from '../../../test/factories.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';
import { FAILURE_LIMIT } from './shared-access.ts';

const collaborationTags = new Set(['delegation', 'comments', 'attachments', 'notifications', 'shared-task']);
const secretTitles = ['Task A secret', 'Task B secret', 'Task C secret', 'Task D secret', 'Task E secret'];

function assertErrorOnly(res: Injected, status: number, code: string): void {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json<{ error: Record<string, unknown> }>();
  assert.deepEqual(Object.keys(body), ['error']);
  assert.deepEqual(Object.keys(body.error).sort(), ['code', 'message']);
  assert.equal(body.error.code, code);
  for (const title of secretTitles) assert.equal(res.body.includes(title), false, `leaks ${title}`);
}

describe(`shared task security (${testDbKind})`, () => {
  let server: TestServer;
  const ids: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', string> = { a: '', b: '', c: '', d: '', e: '', f: '' };
  const tokens: Record<'a' | 'b' | 'd' | 'e' | 'fOld', string> = { a: '', b: '', d: '', e: '', fOld: '' };
  let attachmentA: Attachment;
  let attachmentB: Attachment;

  before(async () => {
    server = await buildTestServer();
    const owner = await signedIn(server);
    for (const [key, title] of [
      ['a', 'Task A secret'],
      ['b', 'Task B secret'],
      ['c', 'Task C secret'],
      ['d', 'Task D secret'],
      ['e', 'Task E secret'],
      ['f', 'Task F'],
    ] as const) {
      ids[key] = (await buildTask(owner, { title, description: `${title} description` })).id;
    }
    tokens.a = (await delegate(owner, ids.a)).token;
    tokens.b = (await delegate(owner, ids.b)).token;
    tokens.d = (await delegate(owner, ids.d)).token;
    assert.equal((await owner.delete(`/api/tasks/${ids.d}`)).statusCode, 204);
    tokens.e = (await delegate(owner, ids.e)).token;
    assert.equal((await owner.delete(`/api/tasks/${ids.e}/delegation`)).statusCode, 204);
    tokens.fOld = (await delegate(owner, ids.f)).token;
    await owner.post(`/api/tasks/${ids.f}/delegation/link`, { sendEmail: false });
    attachmentA = (
      await new AssigneeClient(server.app, ids.a, tokens.a).upload('a.txt', 'A')
    ).json<Attachment>();
    attachmentB = (
      await new AssigneeClient(server.app, ids.b, tokens.b).upload('b.txt', 'B')
    ).json<Attachment>();
  });
  after(() => server.close());

  test('each refusal has its own code and carries no data', async () => {
    const wellFormed = randomBytes(32).toString('base64url');
    const cases: Array<[string, string, string | null, boolean, number, string]> = [
      ['missing token', ids.a, null, false, 400, 'insufficient_access_data'],
      ['blank token', ids.a, '', true, 400, 'insufficient_access_data'],
      ['wrong token', ids.a, wellFormed, false, 403, 'invalid_access_token'],
      ['malformed token', ids.a, 'not-a-token', true, 403, 'invalid_access_token'],
      ['a valid token with another task’s id', ids.b, tokens.a, false, 403, 'invalid_access_token'],
      ['a valid token with a task that is not delegated', ids.c, tokens.a, false, 403, 'task_not_delegated'],
      ['a rotated (revoked) token', ids.f, tokens.fOld, false, 403, 'invalid_access_token'],
      ['a token of a cancelled delegation', ids.e, tokens.e, false, 403, 'task_not_delegated'],
      ['a token for a deleted task', ids.d, tokens.d, true, 404, 'task_not_found'],
      ['an unknown task', randomUUID(), tokens.a, false, 404, 'task_not_found'],
    ];
    for (const [label, taskId, token, inQuery, status, code] of cases) {
      const client = new AssigneeClient(server.app, taskId, token);
      const res = inQuery
        ? await client.request('GET', `?token=${encodeURIComponent(token ?? '')}`)
        : await client.view();
      try {
        assertErrorOnly(res, status, code);
      } catch (error) {
        throw new Error(`${label}: ${(error as Error).message}`);
      }
    }
    assert.equal((await new AssigneeClient(server.app, ids.a, tokens.a).view()).statusCode, 200);
  });

  test('every owner route refuses an assignee token without a session: 401', async () => {
    const routes = allRoutes.filter((r) => r.auth === 'session' && collaborationTags.has(r.tag));
    assert.ok(routes.length >= 15, `found ${routes.length} owner routes`);
    for (const route of routes) {
      const url = route.path
        .replace('{id}', ids.a)
        .replace('{attachmentId}', attachmentA.id)
        .concat(`?token=${tokens.a}`);
      const hasBody = Boolean(route.body);
      const res = await server.app.inject({
        method: route.method,
        url,
        remoteAddress: freshAddress(),
        headers: {
          authorization: `Bearer ${tokens.a}`,
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
        },
        payload: hasBody ? '{}' : undefined,
      });
      assert.equal(res.statusCode, 401, `${route.method} ${route.path}: ${res.body}`);
      assert.equal(errorCode(res as unknown as Injected), 'unauthenticated');
      for (const title of secretTitles) assert.equal(res.body.includes(title), false);
    }
  });

  test('every token route refuses a valid token with another task, and writes nothing', async () => {
    const routes = allRoutes.filter((r) => r.auth === 'token');
    assert.ok(routes.length >= 6, `found ${routes.length} token routes`);
    for (const route of routes) {
      const path = route.path
        .replace('/api/shared-tasks/{taskId}', '')
        .replace('{attachmentId}', attachmentB.id);
      const client = new AssigneeClient(server.app, ids.b, tokens.a);
      const upload = multipart('x.txt', 'x');
      const body =
        route.operationId === 'addSharedComment'
          ? { text: 'intruding' }
          : route.operationId === 'setSharedAssigneeName'
            ? { name: 'Mallory' }
            : undefined;
      const res =
        route.operationId === 'uploadSharedAttachment'
          ? await client.request('POST', path, undefined, upload)
          : await client.request(route.method, path, body);
      assertErrorOnly(res, 403, 'invalid_access_token');
    }
    // An attachment of task B through task A's route, with A's valid token: not there.
    const cross = await new AssigneeClient(server.app, ids.a, tokens.a).file(attachmentB.id);
    assert.equal(cross.statusCode, 404);
    assert.equal(cross.body.includes('B'), false);
    const viewB = await new AssigneeClient(server.app, ids.b, tokens.b).view();
    const shared = viewB.json<{
      comments: unknown[];
      attachments: unknown[];
      assignment: { assigneeName: unknown };
    }>();
    assert.deepEqual(shared.comments, []);
    assert.equal(shared.attachments.length, 1);
    assert.equal(shared.assignment.assigneeName, null);
    assert.equal(
      (await new AssigneeClient(server.app, ids.b, tokens.b).view()).json<{ task: { status: string } }>().task
        .status,
      'waiting',
    );
  });

  test('the assignee cannot reach the owner’s routes even by guessing paths', async () => {
    const client = new AssigneeClient(server.app, ids.a, tokens.a);
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/tasks/${ids.a}/comments`,
      headers: { authorization: `Bearer ${tokens.a}` },
      remoteAddress: client.address,
    });
    assert.equal(res.statusCode, 401);
    const list = await server.app.inject({ method: 'GET', url: `/api/tasks?token=${tokens.a}` });
    assert.equal(list.statusCode, 401);
    assert.equal(list.body.includes('secret'), false);
    const comments = (await client.view()).json<CommentList>().comments;
    assert.deepEqual(comments, []);
  });

  test('failed checks are throttled per address: after the limit even a valid token gets 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < FAILURE_LIMIT; i++) {
      const res = await new AssigneeClient(
        server.app,
        ids.a,
        randomBytes(32).toString('base64url'),
        address,
      ).view();
      assert.equal(res.statusCode, 403, `attempt ${i + 1}`);
    }
    const blocked = await new AssigneeClient(server.app, ids.a, tokens.a, address).view();
    assertErrorOnly(blocked, 429, 'rate_limited');
    assert.ok(Number(blocked.headers['retry-after']) > 0);
    const blockedElsewhere = await new AssigneeClient(server.app, ids.b, tokens.b, address).comment('hi');
    assert.equal(blockedElsewhere.statusCode, 429, 'every token route, every task');
    const otherAddress = await new AssigneeClient(server.app, ids.a, tokens.a).view();
    assert.equal(otherAddress.statusCode, 200, 'another address is not affected');
  });

  test('every token route is rate-limited per address and task (60 a minute)', async () => {
    const client = new AssigneeClient(server.app, ids.a, tokens.a);
    for (let i = 0; i < 60; i++) assert.equal((await client.view()).statusCode, 200, `request ${i + 1}`);
    const limited = await client.view();
    assertErrorOnly(limited, 429, 'rate_limited');
    const otherTask = await new AssigneeClient(server.app, ids.b, tokens.b, client.address).view();
    assert.equal(otherTask.statusCode, 200);
  });
});
