// HTTP face of tags and task-tag links.
import {
  attachTag,
  createTag,
  deleteTag,
  detachTag,
  getTag,
  listTags,
  updateTag,
} from '@nova/core/contracts/tags';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { operations, type WriteDeps } from '../../lib/operations.ts';
import { tagService } from './tag.service.ts';

export function registerTagRoutes(app: FastifyInstance, deps: WriteDeps): void {
  const tags = tagService({ db: deps.db, ops: operations(deps) });
  addRoute(app, listTags, ({ user }) => tags.list(user.id));

  addRoute(app, createTag, async ({ user, body, reply }) => {
    const out = await tags.create(user.id, body);
    reply.code(out.status);
    return out.body;
  });

  addRoute(app, getTag, ({ user, params }) => tags.get(user.id, params.id));

  addRoute(app, updateTag, async ({ user, params, body, reply }) => {
    const out = await tags.update(user.id, params.id, body);
    reply.code(out.status);
    return out.body;
  });

  addRoute(app, deleteTag, async ({ user, params, query, reply }) => {
    const out = await tags.remove(user.id, params.id, query.opId);
    reply.code(out.status);
    return undefined;
  });

  addRoute(app, attachTag, async ({ user, params, query, reply }) => {
    const out = await tags.attach(user.id, params.id, params.tagId, query.opId);
    reply.code(out.status);
    return out.body;
  });

  addRoute(app, detachTag, async ({ user, params, query, reply }) => {
    const out = await tags.detach(user.id, params.id, params.tagId, query.opId);
    reply.code(out.status);
    return out.body;
  });
}
