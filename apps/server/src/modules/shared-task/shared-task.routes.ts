// HTTP face of the shared task page: every route checks the link token (shared-access.ts) and is
// rate-limited per client address and task. Answers are never cached.
import { completeSharedTask, getSharedTask, setSharedAssigneeName } from '@nova/core/contracts/shared-task';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { SharedAccess } from './shared-access.ts';
import { sharedRateLimit, tokenOf, verifyRequest } from './shared-request.ts';
import type { SharedTaskService } from './shared-task.service.ts';

export function registerSharedTaskRoutes(
  app: FastifyInstance,
  deps: { shared: SharedTaskService; access: SharedAccess },
): void {
  const { shared, access } = deps;
  const limited = { config: sharedRateLimit(60) };
  const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

  addRoute(
    app,
    getSharedTask,
    async ({ params, query, req, reply }) => {
      const grant = await verifyRequest(access, req, params.taskId, query.token);
      reply.headers(noStore);
      return shared.view(grant, tokenOf(req, query.token) ?? '');
    },
    limited,
  );

  addRoute(
    app,
    setSharedAssigneeName,
    async ({ params, query, body, req, reply }) => {
      const grant = await verifyRequest(access, req, params.taskId, query.token);
      reply.headers(noStore);
      return shared.view(await shared.setName(grant, body.name), tokenOf(req, query.token) ?? '');
    },
    limited,
  );

  addRoute(
    app,
    completeSharedTask,
    async ({ params, query, req, reply }) => {
      const grant = await verifyRequest(access, req, params.taskId, query.token);
      reply.headers(noStore);
      return shared.view(await shared.complete(grant), tokenOf(req, query.token) ?? '');
    },
    limited,
  );
}
