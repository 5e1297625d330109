// HTTP face of recurring task templates: each write answers with its operation's outcome.
import {
  createRecurringTaskTemplate,
  deleteRecurringTaskTemplate,
  getRecurringTaskTemplate,
  listRecurringTaskTemplates,
  pauseRecurringTaskTemplate,
  resumeRecurringTaskTemplate,
  skipNextRecurringTaskTemplate,
  updateRecurringTaskTemplate,
} from '@nova/core/contracts/recurring';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { RecurringService } from './recurring.service.ts';

export function registerRecurringRoutes(app: FastifyInstance, recurring: RecurringService): void {
  addRoute(app, listRecurringTaskTemplates, ({ user }) => recurring.list(user.id));
  addRoute(app, getRecurringTaskTemplate, ({ user, params }) => recurring.get(user.id, params.id));
  addRoute(app, createRecurringTaskTemplate, ({ user, body }) => recurring.create(user.id, body));
  addRoute(app, updateRecurringTaskTemplate, ({ user, params, body }) =>
    recurring.update(user.id, params.id, body),
  );
  addRoute(app, pauseRecurringTaskTemplate, ({ user, params, body }) =>
    recurring.pause(user.id, params.id, body?.opId),
  );
  addRoute(app, resumeRecurringTaskTemplate, ({ user, params, body }) =>
    recurring.resume(user.id, params.id, body?.opId),
  );
  addRoute(app, skipNextRecurringTaskTemplate, ({ user, params, body }) =>
    recurring.skipNext(user.id, params.id, body?.opId),
  );
  addRoute(app, deleteRecurringTaskTemplate, ({ user, params, query }) =>
    recurring.remove(user.id, params.id, query.opId),
  );
}
