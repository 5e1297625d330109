// Attachments through the API: the type judged from the bytes, inert serving (HTML and SVG can never
// run script in our origin), the limits with their codes, harmless names, the storage path, the
// assignee's uploads notifying the owner, and deletion.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Attachment, AttachmentList } from '@nova/core/contracts/attachments';
import type { NotificationList } from '@nova/core/contracts/notifications';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_TASK } from '@nova/core/domain/files';
import {
  AssigneeClient,
  delegate,
  errorCode,
  type Injected,
  multipart,
  recordEvents,
} from '../../../test/delegation-kit.ts';
import { buildTask, signedIn } from '../../../test/factories.ts';
import { type Agent, buildTestServer, type TestServer, testDbKind } from '../../../test/test-server.ts';

// A 1x1 PNG and the start of a PDF: file-type knows both from their first bytes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function upload(agent: Agent, taskId: string, name: string, content: Buffer | string, type?: string) {
  const { payload, headers } = multipart(name, content, type);
  return agent.app.inject({
    method: 'POST',
    url: `/api/tasks/${taskId}/attachments`,
    headers: { ...headers, cookie: agent.cookieHeader(), 'x-csrf-token': agent.csrf ?? '' },
    payload,
  }) as unknown as Promise<Injected>;
}

function inertHeaders(res: Injected): void {
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  const csp = String(res.headers['content-security-policy']);
  assert.ok(csp.startsWith("default-src 'none'"), csp);
  assert.ok(
    csp.split(';').some((d) => d.trim() === 'sandbox'),
    csp,
  );
  assert.equal(res.headers['cache-control'], 'private, max-age=3600');
}

describe(`attachments (${testDbKind})`, () => {
  let server: TestServer;
  before(async () => {
    server = await buildTestServer({ env: { STORAGE_QUOTA_MB: '2' } });
  });
  after(() => server.close());

  test('the type comes from the bytes, not the name; media and PDF are served inline', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const cases: Array<[string, Buffer | string, string, string, string, string]> = [
      ['photo.txt', png, 'image/png', 'image', 'image/png', 'inline'],
      ['report.png', pdf, 'application/pdf', 'pdf', 'application/pdf', 'inline'],
      ['notes.bin', 'Привет\nworld', 'text/plain', 'text', 'text/plain; charset=utf-8', 'inline'],
      ['data.txt', '{"a":[1,2]}', 'application/json', 'text', 'application/json; charset=utf-8', 'inline'],
      [
        'blob.png',
        Buffer.from([0, 1, 2, 3, 255, 254]),
        'application/octet-stream',
        'none',
        'application/octet-stream',
        'attachment',
      ],
    ];
    for (const [name, content, type, preview, served, disposition] of cases) {
      const res = await upload(owner, task.id, name, content, 'image/png');
      assert.equal(res.statusCode, 201, `${name}: ${res.body}`);
      const attachment = res.json<Attachment>();
      assert.deepEqual(
        [attachment.name, attachment.type, attachment.preview, attachment.uploadedBy],
        [name, type, preview, 'owner'],
      );
      assert.equal(attachment.size, Buffer.byteLength(content));
      const file = (await owner.get(attachment.url)) as Injected;
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], served);
      assert.ok(String(file.headers['content-disposition']).startsWith(`${disposition}; filename="${name}"`));
      inertHeaders(file);
      assert.equal(Buffer.from(file.body, 'latin1').length > 0, true);
      const download = (await owner.get(`${attachment.url}?download=1`)) as Injected;
      assert.ok(String(download.headers['content-disposition']).startsWith('attachment;'));
    }
    const list = (await owner.get(`/api/tasks/${task.id}/attachments`)).json<AttachmentList>();
    assert.equal(list.attachments.length, cases.length);
    assert.deepEqual(list.limits, {
      maxFileBytes: MAX_ATTACHMENT_BYTES,
      maxFilesPerTask: MAX_ATTACHMENTS_PER_TASK,
      quotaBytes: 2 * 1024 * 1024,
      usedBytes: list.attachments.reduce((sum, a) => sum + a.size, 0),
    });
  });

  test('one byte range is served with 206 (video and audio seek); an unsatisfiable one is a 416', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const attachment = (await upload(owner, task.id, 'digits.txt', '0123456789')).json<Attachment>();
    const get = (range: string) => owner.get(attachment.url, { range }) as Promise<Injected>;
    const cases: Array<[string, number, string, string | undefined]> = [
      ['bytes=2-5', 206, '2345', 'bytes 2-5/10'],
      ['bytes=7-', 206, '789', 'bytes 7-9/10'],
      ['bytes=-3', 206, '789', 'bytes 7-9/10'],
      ['bytes=8-100', 206, '89', 'bytes 8-9/10'],
      ['bytes=0-1,4-5', 200, '0123456789', undefined],
    ];
    for (const [range, status, body, contentRange] of cases) {
      const res = await get(range);
      assert.equal(res.statusCode, status, range);
      assert.equal(res.body, body, range);
      assert.equal(res.headers['content-range'], contentRange, range);
      assert.equal(res.headers['content-length'], String(body.length));
      assert.equal(res.headers['accept-ranges'], 'bytes');
      inertHeaders(res);
    }
    const unsatisfiable = await get('bytes=10-');
    assert.equal(unsatisfiable.statusCode, 416);
    assert.equal(unsatisfiable.headers['content-range'], 'bytes */10');
  });

  test('uploaded HTML and SVG are served inert: a download of octet-stream, nosniff, sandboxing CSP', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const { token } = await delegate(owner, task.id);
    const assignee = new AssigneeClient(server.app, task.id, token);
    const html =
      '<!doctype html><html><body><script>fetch("/api/tasks").then(r=>r.text()).then(alert)</script>';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
    for (const [name, content, declared, type] of [
      ['page.html', html, 'text/html', 'text/html'],
      ['image.svg', svg, 'image/svg+xml', 'image/svg+xml'],
      ['innocent.png', html, 'image/png', 'text/html'],
      ['innocent.txt', svg, 'text/plain', 'image/svg+xml'],
    ] as const) {
      const res = await assignee.upload(name, content, declared);
      assert.equal(res.statusCode, 201, res.body);
      const attachment = res.json<Attachment>();
      assert.equal(attachment.type, type);
      assert.equal(attachment.preview, 'none');
      for (const file of [
        await assignee.file(attachment.id),
        (await owner.get(`/api/tasks/${task.id}/attachments/${attachment.id}/file`)) as Injected,
      ]) {
        assert.equal(file.statusCode, 200);
        assert.equal(file.headers['content-type'], 'application/octet-stream');
        assert.ok(String(file.headers['content-disposition']).startsWith('attachment;'));
        inertHeaders(file);
      }
    }
  });

  test('oversize (25 MB + 1) and over-count (51st) uploads are refused with codes; nothing is left behind', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x61);
    const tooLarge = await upload(owner, task.id, 'big.txt', big);
    assert.equal(tooLarge.statusCode, 413, tooLarge.body);
    assert.equal(errorCode(tooLarge), 'attachment_too_large');
    const dir = path.join(server.config.dataDir, 'files', 'tasks', task.id);
    assert.deepEqual(existsSync(dir) ? readdirSync(dir) : [], []);

    // The 51st: fill the task with 50 small files (rows), then one more.
    for (let i = 0; i < MAX_ATTACHMENTS_PER_TASK; i++) {
      const res = await upload(owner, task.id, `f${i}.txt`, `file ${i}`);
      assert.equal(res.statusCode, 201, `file ${i + 1}: ${res.body}`);
    }
    const overCount = await upload(owner, task.id, 'f51.txt', 'one too many');
    assert.equal(overCount.statusCode, 409);
    assert.equal(errorCode(overCount), 'attachment_limit');
    assert.equal(readdirSync(dir).length, MAX_ATTACHMENTS_PER_TASK);
  });

  test('the per-user quota (STORAGE_QUOTA_MB) is refused with storage_quota_exceeded; deleting frees it', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const half = Buffer.alloc(1024 * 1024 + 1, 0x62);
    const first = await upload(owner, task.id, 'a.txt', half);
    assert.equal(first.statusCode, 201);
    const second = await upload(owner, task.id, 'b.txt', half);
    assert.equal(second.statusCode, 413);
    assert.equal(errorCode(second), 'storage_quota_exceeded');
    const id = first.json<Attachment>().id;
    assert.equal((await owner.delete(`/api/tasks/${task.id}/attachments/${id}`)).statusCode, 204);
    assert.equal((await owner.get(first.json<Attachment>().url)).statusCode, 404);
    assert.equal((await upload(owner, task.id, 'b.txt', half)).statusCode, 201);
  });

  test('path traversal in names is harmless: the name is cleaned, the file lands at tasks/{id}/{id}_{random}.{ext}', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    for (const [name, clean] of [
      ['../../../../etc/passwd', 'passwd'],
      ['..\\..\\evil.exe', 'evil.exe'],
      ['..', 'file'],
      ['a/b/../../c.txt', 'c.txt'],
      ['invoice\u202Efdp.sh', 'invoicefdp.sh'],
    ] as const) {
      const res = await upload(owner, task.id, name, 'payload');
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json<Attachment>().name, clean);
    }
    const rows = await server.database.db
      .selectFrom('attachments')
      .select('storage_key')
      .where('task_id', '=', task.id)
      .execute();
    for (const row of rows) {
      assert.match(row.storage_key, new RegExp(`^tasks/${task.id}/${task.id}_[A-Za-z0-9_-]{16}\\.txt$`));
      assert.ok(existsSync(path.join(server.config.dataDir, 'files', row.storage_key)));
    }
    assert.equal(existsSync(path.join(server.config.dataDir, 'passwd')), false);
    assert.equal(existsSync('/etc/passwd.txt'), false);
  });

  test('no file, an empty file, another user’s task: refused with codes', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const empty = await upload(owner, task.id, 'empty.txt', '');
    assert.equal(empty.statusCode, 400);
    assert.equal(errorCode(empty), 'no_file');
    const noPart = await owner.app.inject({
      method: 'POST',
      url: `/api/tasks/${task.id}/attachments`,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        cookie: owner.cookieHeader(),
        'x-csrf-token': owner.csrf ?? '',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--x--\r\n',
    });
    assert.equal(noPart.statusCode, 400, noPart.body);
    assert.equal(errorCode(noPart as unknown as Injected), 'no_file');
    const json = await owner.post(`/api/tasks/${task.id}/attachments`, { file: 'x' });
    assert.equal(json.statusCode, 415);
    assert.equal(errorCode(json), 'unsupported_media_type');
    const intruder = await signedIn(server);
    const foreign = await upload(intruder, task.id, 'x.txt', 'x');
    assert.equal(foreign.statusCode, 404);
    assert.equal(errorCode(foreign), 'not_found');
    const uploaded = (await upload(owner, task.id, 'mine.txt', 'mine')).json<Attachment>();
    assert.equal((await intruder.get(uploaded.url)).statusCode, 404);
    assert.equal((await intruder.delete(`/api/tasks/${task.id}/attachments/${uploaded.id}`)).statusCode, 404);
  });

  test('an assignee upload notifies the owner (row and realtime event) and is listed on both sides', async () => {
    const owner = await signedIn(server);
    const task = await buildTask(owner);
    const { token } = await delegate(owner, task.id, { name: 'Ada' });
    const events = recordEvents(server, owner.userId);
    try {
      const assignee = new AssigneeClient(server.app, task.id, token);
      const res = await assignee.upload('plan.png', png, 'image/png');
      assert.equal(res.statusCode, 201, res.body);
      const attachment = res.json<Attachment>();
      assert.equal(attachment.uploadedBy, 'assignee');
      assert.ok(attachment.url.endsWith(`?token=${token}`), 'the shared page gets a ready URL');
      await events.waitFor('attachment.created', attachment.id);
      await events.waitFor('notification.created', task.id);
      const file = await assignee.file(attachment.id);
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'image/png');
      const list = (await owner.get(`/api/notifications?taskId=${task.id}`)).json<NotificationList>();
      assert.deepEqual(
        list.notifications.map((n) => [n.kind, n.author.name, n.data.fileName, n.data.attachmentId]),
        [['attachment', 'Ada', 'plan.png', attachment.id]],
      );
      const owned = (await owner.get(`/api/tasks/${task.id}/attachments`)).json<AttachmentList>();
      assert.equal(owned.attachments[0]?.url, `/api/tasks/${task.id}/attachments/${attachment.id}/file`);
    } finally {
      events.stop();
    }
  });
});
