// Rules of attachments: list, upload (owner or assignee), serve and delete. Limits: 25 MB a file,
// 50 files a task, the owner's quota for all files; checked before reading (cheap refusals) and again
// inside the write's transaction (concurrent uploads cannot both squeeze past a limit). A file stored
// for a refused upload is removed. Serving never lets a browser render markup: see servingOf.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Attachment, AttachmentList } from '@nova/core/contracts/attachments';
import { assigneeDisplayName } from '@nova/core/domain/delegation';
import {
  ATTACHMENT_CACHE_SECONDS,
  contentDisposition,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_TASK,
  sanitizeFileName,
  servingOf,
} from '@nova/core/domain/files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AuthedUser } from '../../http/route.ts';
import type { Operations } from '../../lib/operations.ts';
import { type FileStorage, StorageTooLargeError } from '../../storage/storage.ts';
import { delegatedTaskRepo } from '../delegation/delegated-task.repo.ts';
import { notificationRepo } from '../notifications/notification.repo.ts';
import type { SharedAccess, SharedGrant } from '../shared-task/shared-access.ts';
import { toAttachment, type Viewer } from './attachment.presenter.ts';
import { attachmentRepo } from './attachment.repo.ts';
import { storeUpload } from './upload.ts';

const tooLarge = () =>
  new HttpError(
    413,
    'attachment_too_large',
    `A file can be at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`,
  );
const overCount = () =>
  new HttpError(409, 'attachment_limit', `A task can have at most ${MAX_ATTACHMENTS_PER_TASK} files`);
const overQuota = () =>
  new HttpError(413, 'storage_quota_exceeded', 'The storage quota for attachments is used up');
const noFile = () =>
  new HttpError(400, 'no_file', 'Send one non-empty file as multipart/form-data, part `file`');

/** Multipart overhead allowed on top of the file when judging Content-Length before reading. */
const ENVELOPE_BYTES = 64 * 1024;

/** One range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; null (send everything) for several or odd ones. */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

type Uploader = { kind: 'owner'; user: AuthedUser } | { kind: 'assignee'; grant: SharedGrant; token: string };

/** The headers that keep a served file inert whatever it contains. */
export function fileHeaders(type: string, name: string, size: number, forceDownload: boolean) {
  const serving = servingOf(type);
  const disposition = forceDownload ? 'attachment' : serving.disposition;
  return {
    'content-type': serving.contentType,
    'content-length': String(size),
    'content-disposition': contentDisposition(disposition, name),
    'x-content-type-options': 'nosniff',
    // No script, no plugins, an opaque origin; framable by our own pages only (the preview dialog).
    'content-security-policy': "default-src 'none'; frame-ancestors 'self'; sandbox",
    'x-frame-options': 'SAMEORIGIN',
    'cache-control': `private, max-age=${ATTACHMENT_CACHE_SECONDS}`,
  };
}

export function attachmentService(deps: {
  db: Db;
  ops: Operations;
  access: SharedAccess;
  storage: FileStorage;
  quotaBytes: number;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, ops, access, storage, quotaBytes } = deps;

  async function ownTask(userId: string, taskId: string) {
    const task = await delegatedTaskRepo(db).findOwn(userId, taskId);
    if (!task) throw notFound('Task');
    return task;
  }

  async function list(userId: string, taskId: string): Promise<AttachmentList> {
    await ownTask(userId, taskId);
    const repo = attachmentRepo(db);
    const [rows, usedBytes] = await Promise.all([repo.listOf(taskId), repo.usedBytes(userId)]);
    return {
      attachments: rows.map((row) => toAttachment(row, { kind: 'owner' })),
      limits: {
        maxFileBytes: MAX_ATTACHMENT_BYTES,
        maxFilesPerTask: MAX_ATTACHMENTS_PER_TASK,
        quotaBytes,
        usedBytes,
      },
    };
  }

  async function assertRoom(trx: Db, ownerId: string, taskId: string, size: number): Promise<void> {
    const repo = attachmentRepo(trx);
    if ((await repo.countOf(taskId)) >= MAX_ATTACHMENTS_PER_TASK) throw overCount();
    if ((await repo.usedBytes(ownerId)) + size > quotaBytes) throw overQuota();
  }

  async function upload(uploader: Uploader, taskId: string, req: FastifyRequest): Promise<Attachment> {
    const task = uploader.kind === 'owner' ? await ownTask(uploader.user.id, taskId) : uploader.grant.task;
    await assertRoom(db, task.user_id, task.id, 0);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_ATTACHMENT_BYTES + ENVELOPE_BYTES) throw tooLarge();

    if (!req.isMultipart()) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the file as multipart/form-data, part `file`');
    }
    const part = await req.file();
    if (!part) throw noFile();
    const name = sanitizeFileName(part.filename ?? '');
    let stored: Awaited<ReturnType<typeof storeUpload>>;
    try {
      stored = await storeUpload(storage, task.id, part.file);
    } catch (error) {
      if (error instanceof StorageTooLargeError) throw tooLarge();
      throw error;
    }
    try {
      if (part.file.truncated) throw tooLarge();
      if (stored.size === 0) throw noFile();
      const out = await ops.run(task.user_id, undefined, async (ctx) => {
        let author: { email: string | null; name: string };
        if (uploader.kind === 'assignee') {
          const { assignment } = await access.recheck(ctx.trx, uploader.grant);
          author = {
            email: assignment.assignee_email,
            name: assigneeDisplayName(assignment.assignee_name, assignment.assignee_email),
          };
        } else {
          if (!(await delegatedTaskRepo(ctx.trx).findOwn(task.user_id, task.id))) throw notFound('Task');
          author = { email: uploader.user.email, name: uploader.user.name };
        }
        await assertRoom(ctx.trx, task.user_id, task.id, stored.size);
        const seq = await ctx.seq();
        const row = await attachmentRepo(ctx.trx).insert({
          id: randomUUID(),
          taskId: task.id,
          userId: task.user_id,
          name,
          type: stored.type,
          size: stored.size,
          storageKey: stored.key,
          uploadedBy: uploader.kind,
          seq,
          now: ctx.now,
        });
        const events = [{ type: 'attachment.created', ids: [task.id, row.id] }];
        if (uploader.kind === 'assignee') {
          const notificationId = randomUUID();
          await notificationRepo(ctx.trx).insert({
            id: notificationId,
            userId: task.user_id,
            taskId: task.id,
            kind: 'attachment',
            authorEmail: author.email,
            authorName: author.name,
            data: { authorKind: 'assignee', attachmentId: row.id, fileName: name },
            seq,
            now: ctx.now,
          });
          events.push({ type: 'notification.created', ids: [task.id, notificationId] });
        }
        const viewer: Viewer =
          uploader.kind === 'owner' ? { kind: 'owner' } : { kind: 'assignee', token: uploader.token };
        return { status: 201, body: toAttachment(row, viewer), events };
      });
      return out.body;
    } catch (error) {
      await storage.remove(stored.key).catch((e: unknown) => {
        deps.log.warn({ err: e }, 'could not remove the file of a refused upload');
      });
      throw error;
    }
  }

  /**
   * Streams an attachment of `taskId` with inert headers; the caller has checked access to the task.
   * One byte range (`Range: bytes=a-b`) is answered with 206, so video and audio can seek (Safari
   * plays nothing without it).
   */
  async function serve(
    taskId: string,
    attachmentId: string,
    req: FastifyRequest,
    reply: FastifyReply,
    forceDownload: boolean,
  ): Promise<Readable | undefined> {
    const row = await attachmentRepo(db).find(taskId, attachmentId);
    if (!row) throw notFound('Attachment');
    const header = req.headers.range;
    const range = header ? parseRange(header, row.size) : null;
    if (range === 'unsatisfiable') {
      reply.code(416).headers({ 'content-range': `bytes */${row.size}`, 'cache-control': 'no-store' });
      return undefined;
    }
    const object = await storage.get(row.storage_key, range ?? undefined);
    if (!object) throw notFound('Attachment');
    const length = range ? range.end - range.start + 1 : object.size;
    reply.headers({ ...fileHeaders(row.type, row.name, length, forceDownload), 'accept-ranges': 'bytes' });
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
    return object.stream;
  }

  async function remove(userId: string, taskId: string, attachmentId: string): Promise<void> {
    const out = await ops.run(userId, undefined, async (ctx) => {
      if (!(await delegatedTaskRepo(ctx.trx).findOwn(userId, taskId))) throw notFound('Task');
      const repo = attachmentRepo(ctx.trx);
      const row = await repo.find(taskId, attachmentId);
      if (!row) throw notFound('Attachment');
      await repo.softDelete(taskId, attachmentId, await ctx.seq(), ctx.now);
      return {
        status: 204,
        body: row.storage_key,
        events: [{ type: 'attachment.deleted', ids: [taskId, row.id] }],
      };
    });
    // The bytes go after the commit; a failure leaves an orphan file, never a row without bytes.
    await storage.remove(out.body).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'could not remove the file of a deleted attachment');
    });
  }

  return { assertOwnTask: ownTask, list, upload, serve, remove };
}

export type AttachmentService = ReturnType<typeof attachmentService>;
