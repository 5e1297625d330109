// HTTP face of the health check-in: each write answers with its operation's outcome.
import {
  deleteAllHealth,
  deleteHealthCheckIn,
  getHealth,
  putHealthCheckIn,
} from '@nova/core/contracts/health';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { HealthService } from './health.service.ts';

export function registerHealthRoutes(app: FastifyInstance, health: HealthService): void {
  addRoute(app, getHealth, async ({ user, query, reply }) => {
    // Private: never kept by a shared cache.
    reply.header('cache-control', 'private, no-store');
    return health.overview(user.id, query.days);
  });
  addRoute(app, putHealthCheckIn, ({ user, params, body }) => health.put(user.id, params.day, body));
  addRoute(app, deleteHealthCheckIn, ({ user, params, query }) =>
    health.remove(user.id, params.day, query.opId),
  );
  addRoute(app, deleteAllHealth, ({ user, query }) => health.removeAll(user.id, query.opId));
}
