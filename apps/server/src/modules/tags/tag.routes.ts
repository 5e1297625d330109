// HTTP face of tags and task-tag links: each write answers with its operation's outcome.
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
import type { TagService } from './tag.service.ts';

export function registerTagRoutes(app: FastifyInstance, tags: TagService): void {
  addRoute(app, listTags, ({ user }) => tags.list(user.id));
  addRoute(app, createTag, ({ user, body }) => tags.create(user.id, body));
  addRoute(app, getTag, ({ user, params }) => tags.get(user.id, params.id));
  addRoute(app, updateTag, ({ user, params, body }) => tags.update(user.id, params.id, body));
  addRoute(app, deleteTag, ({ user, params, query }) => tags.remove(user.id, params.id, query.opId));
  addRoute(app, attachTag, ({ user, params, query }) =>
    tags.attach(user.id, params.id, params.tagId, query.opId),
  );
  addRoute(app, detachTag, ({ user, params, query }) =>
    tags.detach(user.id, params.id, params.tagId, query.opId),
  );
}
