// Delegation, the owner's side, through the API and a real SMTP server on loopback: the e-mail in the
// assignee's language, following its link, the token stored only as a hash, a new link, cancel, the
// delegated-tasks list, and what happens without SMTP or when sending fails.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { DelegatedTaskList, DelegationLink } from '@nova/core/contracts/delegation';
import type { SharedTask } from '@nova/core/contracts/shared-task';
import type { Task } from '@nova/core/contracts/tasks';
import { AssigneeClient, delegate } from '../../../test/delegation-kit.ts';
import { buildTask, errorCode, signedIn } from '../../../test/factories.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink.ts';
import { buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

const publicUrl = 'http://planner.test';

describe(`delegation: owner side (${testDbKind})`, () => {
  let server: TestServer;
  let smtp: SmtpSink;
  before(async () => {
    smtp = await startSmtpSink();
    server = await buildTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
  });
  after(async () => {
    await server.close();
    await smtp.close();
  });

  const mails = [
    ['ru', 'Вам поручена задача: Покрасить забор', 'Здравствуйте, Анна!', 'поручает вам задачу'],
    ['en', 'A task for you: Покрасить забор', 'Hello Анна,', 'has delegated a task to you'],
    ['fr', 'Une tâche pour vous : Покрасить забор', 'Bonjour Анна,', 'vous a délégué une tâche'],
  ] as const;
  for (const [language, subject, greeting, intro] of mails) {
    test(`${language}: the e-mail arrives over SMTP in the assignee’s language; its link opens the task`, async () => {
      const owner = await signedIn(server);
      const task = await buildTask(owner, {
        title: 'Покрасить забор',
        description: '<p>Две <b>краски</b> & кисть</p>',
      });
      const email = `anna-${language}@example.org`;
      const res = await owner.post(`/api/tasks/${task.id}/delegation`, { email, name: 'Анна', language });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.headers['cache-control'], 'no-store');
      const body = res.json<DelegationLink>();
      assert.equal(body.emailSent, true);
      assert.equal(body.emailError, null);
      assert.equal(body.assignment.status, 'pending');
      assert.equal(body.assignment.assigneeName, 'Анна');
      assert.equal(body.assignment.language, language);
      assert.equal(body.assignment.assignedAt, server.clock.now().toISOString());
      assert.match(body.link, new RegExp(`^${publicUrl}/shared-task/${task.id}\\?token=[A-Za-z0-9_-]{43}$`));

      const mail = await smtp.waitFor((m) => m.to.includes(email));
      assert.equal(mail.subject, subject);
      assert.ok(mail.text.includes(greeting), mail.text);
      assert.ok(mail.text.includes(`Test User ${intro}`), mail.text);
      assert.ok(mail.text.includes('Две краски & кисть'));
      assert.ok(mail.html.includes('Покрасить забор'));
      assert.ok(mail.html.includes('Две краски &#38; кисть'));
      assert.equal(mail.html.includes('<b>'), false);

      // Follow the link from the message body, as the assignee would.
      const found = /https?:\/\/\S+\/shared-task\/\S+/.exec(mail.text)?.[0];
      assert.ok(found, 'a link in the text part');
      assert.equal(found, body.link);
      assert.ok(mail.html.includes(`href="${found}"`));
      const url = new URL(found);
      const taskId = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      const assignee = new AssigneeClient(server.app, taskId, url.searchParams.get('token'));
      const view = await assignee.request('GET', '', undefined, { inQuery: true });
      assert.equal(view.statusCode, 200, view.body);
      const shared = view.json<SharedTask>();
      assert.equal(shared.task.title, 'Покрасить забор');
      assert.equal(shared.ownerName, 'Test User');
      assert.equal(shared.assignment.language, language);
      assert.equal(shared.assignment.assigneeName, 'Анна');
    });
  }

  test('the task is marked delegated; the token is stored only as its SHA-256 hash', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const { token } = await delegate(owner, task.id);
    assert.equal((await owner.get(`/api/tasks/${task.id}`)).json<Task>().isDelegated, true);
    const row = await server.database.db
      .selectFrom('task_assignments')
      .selectAll()
      .where('task_id', '=', task.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.token_hash, createHash('sha256').update(token).digest('hex'));
    assert.equal(JSON.stringify(row).includes(token), false);
    const ops = await server.database.db.selectFrom('applied_operations').select('response_body').execute();
    assert.equal(
      ops.some((o) => o.response_body.includes(token)),
      false,
      'no stored replay holds the token',
    );
    const got = await owner.get(`/api/tasks/${task.id}/delegation`);
    assert.equal(got.statusCode, 200);
    assert.equal(got.body.includes(token), false);
    assert.equal(got.body.includes(row.token_hash), false);
  });

  test('a new link rotates the token: the old link stops working, the new one works', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const first = await delegate(owner, task.id);
    const renewed = await owner.post(`/api/tasks/${task.id}/delegation/link`, { sendEmail: false });
    assert.equal(renewed.statusCode, 200, renewed.body);
    const second = renewed.json<DelegationLink>();
    assert.equal(second.emailSent, false);
    assert.equal(second.emailError, null);
    const newToken = new URL(second.link).searchParams.get('token');
    assert.notEqual(newToken, first.token);
    const old = await new AssigneeClient(server.app, task.id, first.token).view();
    assert.equal(old.statusCode, 403);
    assert.equal(errorCode(old), 'invalid_access_token');
    assert.equal((await new AssigneeClient(server.app, task.id, newToken).view()).statusCode, 200);

    const resent = await owner.post(`/api/tasks/${task.id}/delegation/link`, { sendEmail: true });
    assert.equal(resent.json<DelegationLink>().emailSent, true);
    const link = resent.json<DelegationLink>().link;
    await smtp.waitFor((m) => m.text.includes(link));
  });

  test('cancel: the link stops working at once, the task is no longer delegated; cancel again is fine', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const { token } = await delegate(owner, task.id);
    const assignee = new AssigneeClient(server.app, task.id, token);
    assert.equal((await assignee.view()).statusCode, 200);
    assert.equal((await owner.delete(`/api/tasks/${task.id}/delegation`)).statusCode, 204);
    const after = await assignee.view();
    assert.equal(after.statusCode, 403);
    assert.equal(errorCode(after), 'task_not_delegated');
    assert.equal((await owner.get(`/api/tasks/${task.id}`)).json<Task>().isDelegated, false);
    const got = await owner.get(`/api/tasks/${task.id}/delegation`);
    assert.equal(got.statusCode, 404);
    assert.equal(errorCode(got), 'task_not_delegated');
    assert.equal((await owner.delete(`/api/tasks/${task.id}/delegation`)).statusCode, 204);
    const renew = await owner.post(`/api/tasks/${task.id}/delegation/link`, { sendEmail: false });
    assert.equal(errorCode(renew), 'task_not_delegated');

    // Delegating again revives the row with a new token; the cancelled one stays refused.
    const again = await delegate(owner, task.id, { email: 'other@example.org' });
    assert.equal(errorCode(await assignee.view()), 'invalid_access_token');
    assert.equal((await new AssigneeClient(server.app, task.id, again.token).view()).statusCode, 200);
    assert.equal(again.assignment.assigneeEmail, 'other@example.org');
  });

  test('the delegated-tasks list: status, assignee, last activity and unread count, newest activity first', async () => {
    const owner = await signedIn(server);
    const a = await buildTask(owner, { title: 'A' });
    const b = await buildTask(owner, { title: 'B' });
    const c = await buildTask(owner, { title: 'C (cancelled)' });
    await buildTask(owner, { title: 'D (never delegated)' });
    const da = await delegate(owner, a.id, { email: 'a@example.org', name: 'Alice' });
    server.clock.advance(60_000);
    await delegate(owner, b.id, { email: 'b@example.org' });
    server.clock.advance(60_000);
    await delegate(owner, c.id);
    await owner.delete(`/api/tasks/${c.id}/delegation`);
    server.clock.advance(60_000);
    const commented = await new AssigneeClient(server.app, a.id, da.token).comment('On it');
    assert.equal(commented.statusCode, 201);

    const res = await owner.get('/api/delegated-tasks');
    assert.equal(res.statusCode, 200);
    const list = res.json<DelegatedTaskList>();
    assert.deepEqual(
      list.tasks.map((t) => [t.title, t.assignment.assigneeEmail, t.taskStatus, t.unreadCount]),
      [
        ['A', 'a@example.org', 'waiting', 1],
        ['B', 'b@example.org', 'waiting', 0],
      ],
    );
    assert.equal(list.tasks[0]?.lastActivityAt, server.clock.now().toISOString());
    assert.equal(list.tasks[0]?.assignment.assigneeName, 'Alice');
    const other = await signedIn(server);
    assert.deepEqual((await other.get('/api/delegated-tasks')).json(), { tasks: [] });
  });

  test('bad input is a 400; another user’s or an unknown task is a 404 not_found', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    for (const body of [
      { email: 'not-an-email', language: 'en' },
      { email: 'a@example.org', language: 'de' },
      { email: 'a@example.org' },
      { email: 'a@example.org', language: 'en', extra: 1 },
    ]) {
      const res = await owner.post(`/api/tasks/${task.id}/delegation`, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorCode(res), 'validation_failed');
    }
    const blankName = await owner.post(`/api/tasks/${task.id}/delegation`, {
      email: ' A@Example.org ',
      name: '   ',
      language: 'en',
      sendEmail: false,
    });
    assert.equal(blankName.statusCode, 201);
    assert.equal(blankName.json<DelegationLink>().assignment.assigneeEmail, 'a@example.org');
    assert.equal(blankName.json<DelegationLink>().assignment.assigneeName, null);
    assert.equal(blankName.json<DelegationLink>().emailSent, false);

    const intruder = await signedIn(server);
    for (const [method, url, body] of [
      ['POST', `/api/tasks/${task.id}/delegation`, { email: 'x@example.org', language: 'en' }],
      ['GET', `/api/tasks/${task.id}/delegation`, undefined],
      ['POST', `/api/tasks/${task.id}/delegation/link`, { sendEmail: false }],
      ['DELETE', `/api/tasks/${task.id}/delegation`, undefined],
    ] as const) {
      const res = await intruder.request(method, url, body);
      assert.equal(res.statusCode, 404, `${method} ${url}`);
      assert.equal(errorCode(res), 'not_found');
    }
    assert.equal((await owner.get(`/api/tasks/${task.id}/delegation`)).statusCode, 200, 'still delegated');
  });

  test('when the SMTP server refuses the message: emailSent false, send_failed, the link still works', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    smtp.failNext();
    const res = await owner.post(`/api/tasks/${task.id}/delegation`, {
      email: 'x@example.org',
      language: 'en',
    });
    assert.equal(res.statusCode, 201);
    const body = res.json<DelegationLink>();
    assert.equal(body.emailSent, false);
    assert.equal(body.emailError, 'send_failed');
    const token = new URL(body.link).searchParams.get('token');
    assert.equal((await new AssigneeClient(server.app, task.id, token).view()).statusCode, 200);
  });
});

describe(`delegation without SMTP (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => {
    server = await buildTestServer();
  });
  after(() => server.close());

  test('emailSent false with not_configured: the web app copies the link', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const res = await owner.post(`/api/tasks/${task.id}/delegation`, {
      email: 'x@example.org',
      language: 'fr',
    });
    assert.equal(res.statusCode, 201);
    const body = res.json<DelegationLink>();
    assert.equal(body.emailSent, false);
    assert.equal(body.emailError, 'not_configured');
    assert.ok(body.link.startsWith(`${server.config.publicUrl}/shared-task/${task.id}?token=`));
  });
});
