// HTTP face of delegation (the owner's side). Answers that carry a link are never cached. Here
// task_not_delegated means "no assignment to show" on the owner's own task: a 404 (the token routes
// answer it with 403, the table's status; docs/decisions/0010-domain-errors.md).
import {
  cancelDelegation,
  delegateTask,
  getDelegation,
  listDelegatedTasks,
  renewDelegationLink,
} from '@nova/core/contracts/delegation';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { DelegationService } from './delegation.service.ts';

const ownerSide = { errorStatus: { task_not_delegated: 404 } };

export function registerDelegationRoutes(app: FastifyInstance, delegation: DelegationService): void {
  const noStore = { 'cache-control': 'no-store' };

  addRoute(app, delegateTask, async ({ user, params, body, reply }) => {
    reply.headers(noStore);
    return delegation.delegate(user, params.id, body);
  });
  addRoute(app, getDelegation, ({ user, params }) => delegation.get(user.id, params.id), ownerSide);
  addRoute(
    app,
    renewDelegationLink,
    async ({ user, params, body, reply }) => {
      reply.headers(noStore);
      return delegation.renewLink(user, params.id, body.sendEmail);
    },
    ownerSide,
  );
  addRoute(
    app,
    cancelDelegation,
    async ({ user, params, reply }) => {
      await delegation.cancel(user.id, params.id);
      reply.code(204);
    },
    ownerSide,
  );
  addRoute(app, listDelegatedTasks, async ({ user, reply }) => {
    reply.header('cache-control', 'private, no-cache');
    return delegation.list(user.id);
  });
}
