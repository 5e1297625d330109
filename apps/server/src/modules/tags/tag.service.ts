// Rules of tags: names unique per user regardless of case (core's tagNameKey; 409 tag_name_taken),
// rename, colour, delete (the tag leaves its tasks; the tasks stay), and attaching to / detaching
// from tasks, both idempotent. A task's tag change stamps the task (seq + version) for list refreshes.

import { randomUUID } from 'node:crypto';
import type { CreateTagBody, Tag, TagList, TaskTags, UpdateTagBody } from '@nova/core/contracts/tags';
import { tagNameKey } from '@nova/core/domain/validation';
import { DomainError, notFound } from '@nova/core/errors';
import type { Db } from '../../db/database.ts';
import {
  isUniqueViolation,
  type OperationOutcome,
  type Operations,
  type WriteContext,
} from '../../lib/operations.ts';
import { readBack } from '../../lib/rows.ts';
import { taskRepo } from '../tasks/task.repo.ts';
import { taskNotFound } from '../tasks/task.service.ts';
import { toTag } from './tag.presenter.ts';
import { tagRepo } from './tag.repo.ts';

const tagNotFound = () => notFound('Tag');
const nameTaken = () => new DomainError('tag_name_taken', 'A tag with this name already exists');

async function assertNameFree(ctx: WriteContext, name: string, exceptId?: string): Promise<void> {
  const key = tagNameKey(name);
  const names = await tagRepo(ctx.trx).names(ctx.userId);
  if (names.some((t) => t.id !== exceptId && tagNameKey(t.name) === key)) throw nameTaken();
}

/** The unique (user_id, name) index is the last word when two spellings slip past the check. */
async function mapNameClash<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export function tagService({ db, ops }: { db: Db; ops: Operations }) {
  async function list(userId: string): Promise<TagList> {
    const rows = await tagRepo(db).list(userId);
    rows.sort(
      (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id),
    );
    return { tags: rows.map(toTag) };
  }

  async function get(userId: string, id: string): Promise<Tag> {
    const row = await tagRepo(db).findOwn(userId, id);
    if (!row) throw tagNotFound();
    return toTag(row);
  }

  function create(userId: string, body: CreateTagBody): Promise<OperationOutcome<Tag>> {
    return ops.run(
      userId,
      body.opId,
      async (ctx) => {
        const repo = tagRepo(ctx.trx);
        if (body.id && (await repo.idTaken(body.id))) {
          throw new DomainError('conflict', 'This id is already in use: create the tag with a new id');
        }
        await assertNameFree(ctx, body.name);
        const id = body.id ?? randomUUID();
        const seq = await ctx.seq();
        const row = {
          id,
          user_id: userId,
          name: body.name,
          color: body.color ?? null,
          seq,
          created_at: ctx.now,
          updated_at: ctx.now,
        };
        await mapNameClash(() => repo.insert(row));
        return {
          status: 201,
          body: toTag({ ...row, version: 1, task_count: 0 }),
          events: [{ type: 'tag.changed', ids: [id] }],
        };
      },
      { alwaysWrites: true },
    );
  }

  function update(userId: string, id: string, body: UpdateTagBody): Promise<OperationOutcome<Tag>> {
    return ops.run(userId, body.opId, async (ctx) => {
      const repo = tagRepo(ctx.trx);
      const row = await repo.findOwn(userId, id);
      if (!row) throw tagNotFound();
      const patch: { name?: string; color?: string | null } = {};
      if (body.name !== undefined && body.name !== row.name) {
        await assertNameFree(ctx, body.name, id);
        patch.name = body.name;
      }
      if (body.color !== undefined && body.color !== row.color) patch.color = body.color;
      if (Object.keys(patch).length === 0) return { status: 200, body: toTag(row) };
      const seq = await ctx.seq();
      await mapNameClash(() => repo.update(id, patch, seq, ctx.now));
      const updated = await repo.findOwn(userId, id);
      return {
        status: 200,
        body: toTag(readBack(updated, 'Tag')),
        events: [{ type: 'tag.changed', ids: [id] }],
      };
    });
  }

  function remove(userId: string, id: string, opId: string | undefined): Promise<OperationOutcome<null>> {
    return ops.run(
      userId,
      opId,
      async (ctx) => {
        const repo = tagRepo(ctx.trx);
        if (!(await repo.findOwn(userId, id))) throw tagNotFound();
        const seq = await ctx.seq();
        const taskIds = await repo.detachAll(id);
        await repo.softDelete(id, seq, ctx.now);
        await taskRepo(ctx.trx).touch(userId, taskIds, seq, ctx.now, true);
        return {
          status: 204,
          body: null,
          events: [
            { type: 'tag.changed', ids: [id] },
            ...(taskIds.length > 0 ? [{ type: 'task.updated', ids: taskIds }] : []),
          ],
        };
      },
      { alwaysWrites: true },
    );
  }

  function setLink(
    userId: string,
    taskId: string,
    tagId: string,
    attach: boolean,
    opId: string | undefined,
  ): Promise<OperationOutcome<TaskTags>> {
    return ops.run(userId, opId, async (ctx) => {
      const tasks = taskRepo(ctx.trx);
      const task = await tasks.findOwn(userId, taskId);
      if (!task) throw taskNotFound();
      const repo = tagRepo(ctx.trx);
      if ((await repo.ownIds(userId, [tagId])).size === 0) throw tagNotFound();
      const changed = attach
        ? await repo.link(userId, taskId, tagId, ctx.now)
        : await repo.unlink(taskId, tagId);
      let version = task.version;
      if (changed) {
        await tasks.touch(userId, [taskId], await ctx.seq(), ctx.now, true);
        version += 1;
      }
      return {
        status: 200,
        body: { taskId, tagIds: await tasks.tagIds(taskId), version },
        events: changed
          ? [
              { type: 'task.updated', ids: [taskId] },
              { type: 'tag.changed', ids: [tagId] },
            ]
          : [],
      };
    });
  }

  return {
    list,
    get,
    create,
    update,
    remove,
    attach: (userId: string, taskId: string, tagId: string, opId: string | undefined) =>
      setLink(userId, taskId, tagId, true, opId),
    detach: (userId: string, taskId: string, tagId: string, opId: string | undefined) =>
      setLink(userId, taskId, tagId, false, opId),
  };
}

export type TagService = ReturnType<typeof tagService>;
