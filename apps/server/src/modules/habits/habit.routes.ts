// HTTP face of habits: each write answers with its operation's outcome.
import { checkInHabit, createHabit, deleteHabit, listHabits, updateHabit } from '@nova/core/contracts/habits';
import type { FastifyInstance } from 'fastify';
import { sendSerialisedJson } from '../../http/compress.ts';
import { addRoute } from '../../http/route.ts';
import type { HabitService } from './habit.service.ts';

export function registerHabitRoutes(app: FastifyInstance, habits: HabitService): void {
  addRoute(app, listHabits, async ({ user, query, req, reply }) => {
    const out = await habits.listSerialised(user.id, query.archived === 'true', req.headers['if-none-match']);
    // Revalidate every time (the ETag makes that cheap); never share between users.
    reply.header('etag', out.etag).header('cache-control', 'private, no-cache').header('vary', 'cookie');
    if (!out.json) {
      reply.code(304);
      return undefined;
    }
    return sendSerialisedJson(req, reply, out.json);
  });
  addRoute(app, createHabit, ({ user, body }) => habits.create(user.id, body));
  addRoute(app, updateHabit, ({ user, params, body }) => habits.update(user.id, params.id, body));
  addRoute(app, deleteHabit, ({ user, params, query }) => habits.remove(user.id, params.id, query.opId));
  addRoute(app, checkInHabit, ({ user, params, body }) => habits.checkIn(user.id, params.id, body));
}
