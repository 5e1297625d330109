// HTTP face of progress: the summary, the opt-out switch and finished Pomodoro sessions.
import { createPomodoroSession, getProgress, updateProgressSettings } from '@nova/core/contracts/progress';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { ProgressService } from './progress.service.ts';

export function registerProgressRoutes(app: FastifyInstance, progress: ProgressService): void {
  addRoute(app, getProgress, async ({ user, reply }) => {
    reply.header('cache-control', 'private, no-cache');
    return progress.get(user.id);
  });
  addRoute(app, updateProgressSettings, ({ user, body }) => progress.setEnabled(user.id, body));
  addRoute(app, createPomodoroSession, ({ user, body }) => progress.createPomodoro(user.id, body));
}
