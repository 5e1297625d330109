// Rules of attachments: list, upload (owner or assignee), serve and delete. Limits: 25 MB a file,
// 50 files a task, the owner's quota for all files; checked before reading (cheap refusals) and again
// inside the write's transaction (concurrent uploads cannot both squeeze past a limit). A file stored
// for a refused upload is removed. Reading the multipart request (attachment.routes.ts) and serving
// the bytes with ranges and inert headers (attachment-reply.ts) are HTTP's.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Attachment, AttachmentList } from '@nova/core/contracts/attachments';
import { assigneeDisplayName } from '@nova/core/domain/delegation';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_TASK, sanitizeFileName } from '@nova/core/domain/files';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import type { AuthedUser } from '../../lib/authed-user.ts';
import type { Operations } from '../../lib/operations.ts';
import { type FileStorage, StorageTooLargeError } from '../../storage/storage.ts';
import type { TaskCore } from '../delegation/delegated-task.repo.ts';
import { delegatedTaskRepo } from '../delegation/delegated-task.repo.ts';
import { notificationRepo } from '../notifications/notification.repo.ts';
import type { SharedAccess, SharedGrant } from '../shared-task/shared-access.ts';
import { toAttachment, type Viewer } from './attachment.presenter.ts';
import { attachmentRepo } from './attachment.repo.ts';
import { storeUpload } from './upload.ts';

const tooLarge = () =>
  new DomainError('attachment_too_large', `A file can be at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`);
const overCount = () =>
  new DomainError('attachment_limit', `A task can have at most ${MAX_ATTACHMENTS_PER_TASK} files`);
const overQuota = () =>
  new DomainError('storage_quota_exceeded', 'The storage quota for attachments is used up');
export const noFile = () =>
  new DomainError('no_file', 'Send one non-empty file as multipart/form-data, part `file`');

/** Multipart overhead allowed on top of the file when judging Content-Length before reading. */
const ENVELOPE_BYTES = 64 * 1024;

export type Uploader =
  | { kind: 'owner'; user: AuthedUser }
  | { kind: 'assignee'; grant: SharedGrant; token: string };

/** One uploaded file as it arrives: its name, its bytes, and whether the size limit cut it short. */
export type IncomingFile = { name: string; chunks: AsyncIterable<Uint8Array>; truncated(): boolean };

/** A stored attachment's file: what serving it needs. */
export type AttachmentFile = { name: string; type: string; size: number; storageKey: string };

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

  /**
   * The cheap refusals before any byte is read: the task (the owner's own, or the grant's), its room,
   * and the declared request size (`declaredBytes`, NaN when unknown). Returns the task to upload to.
   */
  async function checkUpload(uploader: Uploader, taskId: string, declaredBytes: number): Promise<TaskCore> {
    const task = uploader.kind === 'owner' ? await ownTask(uploader.user.id, taskId) : uploader.grant.task;
    await assertRoom(db, task.user_id, task.id, 0);
    if (Number.isFinite(declaredBytes) && declaredBytes > MAX_ATTACHMENT_BYTES + ENVELOPE_BYTES) {
      throw tooLarge();
    }
    return task;
  }

  /** Stores the file and its row (limits checked again in the transaction); a refused file is removed. */
  async function upload(uploader: Uploader, task: TaskCore, file: IncomingFile): Promise<Attachment> {
    const name = sanitizeFileName(file.name);
    let stored: Awaited<ReturnType<typeof storeUpload>>;
    try {
      stored = await storeUpload(storage, task.id, file.chunks);
    } catch (error) {
      if (error instanceof StorageTooLargeError) throw tooLarge();
      throw error;
    }
    try {
      if (file.truncated()) throw tooLarge();
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

  /** The file of an attachment of `taskId`; the caller has checked access to the task. */
  async function fileOf(taskId: string, attachmentId: string): Promise<AttachmentFile> {
    const row = await attachmentRepo(db).find(taskId, attachmentId);
    if (!row) throw notFound('Attachment');
    return { name: row.name, type: row.type, size: row.size, storageKey: row.storage_key };
  }

  /** The file's bytes, all or one range of them (inclusive offsets). */
  async function read(
    file: AttachmentFile,
    range: { start: number; end: number } | undefined,
  ): Promise<{ stream: Readable; size: number }> {
    const object = await storage.get(file.storageKey, range);
    if (!object) throw notFound('Attachment');
    return object;
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

  return { assertOwnTask: ownTask, list, checkUpload, upload, fileOf, read, remove };
}

export type AttachmentService = ReturnType<typeof attachmentService>;
