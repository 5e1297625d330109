// HTTP face of delegation (the owner's side). Answers that carry a link are never cached.
import {
  cancelDelegation,
  delegateTask,
  getDelegation,
  listDelegatedTasks,
  renewDelegationLink,
} from '@nova/core/contracts/delegation';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { delegationService } from './delegation.service.ts';

export function registerDelegationRoutes(
  app: FastifyInstance,
  delegation: ReturnType<typeof delegationService>,
): void {
  const noStore = { 'cache-control': 'no-store' };

  addRoute(app, delegateTask, async ({ user, params, body, reply }) => {
    reply.headers(noStore);
    return delegation.delegate(user, params.id, body);
  });
  addRoute(app, getDelegation, ({ user, params }) => delegation.get(user.id, params.id));
  addRoute(app, renewDelegationLink, async ({ user, params, body, reply }) => {
    reply.headers(noStore);
    return delegation.renewLink(user, params.id, body.sendEmail);
  });
  addRoute(app, cancelDelegation, async ({ user, params, reply }) => {
    await delegation.cancel(user.id, params.id);
    reply.code(204);
  });
  addRoute(app, listDelegatedTasks, async ({ user, reply }) => {
    reply.header('cache-control', 'private, no-cache');
    return delegation.list(user.id);
  });
}
