// The composition root: every adapter (mailer, file storage), repository-backed service and shared
// helper (one operations runner, one token checker whose failure throttle every token route shares)
// is built here, once, and each module's routes get the built services. Nothing else builds a service.
import path from 'node:path';
import { allRoutes } from '@nova/core/contracts/all';
import { getHealth, getOpenApi } from '@nova/core/contracts/system';
import type { FastifyInstance } from 'fastify';
import { createAssistant } from './assistant-engine/create-assistant.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { buildOpenApiDocument } from './http/openapi.ts';
import { addRoute } from './http/route.ts';
import type { Clock } from './lib/clock.ts';
import { operations } from './lib/operations.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerAiRoutes } from './modules/ai/ai.routes.ts';
import { aiServices } from './modules/ai/ai.service.ts';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { analyticsService } from './modules/analytics/analytics.service.ts';
import { registerApiTokenRoutes } from './modules/api-tokens/api-token.routes.ts';
import { apiTokenService } from './modules/api-tokens/api-token.service.ts';
import { registerAttachmentRoutes } from './modules/attachments/attachment.routes.ts';
import { attachmentService } from './modules/attachments/attachment.service.ts';
import { authRepo } from './modules/auth/auth.repo.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { oidcService } from './modules/auth/oidc.service.ts';
import { passwordService } from './modules/auth/password.service.ts';
import { profileService } from './modules/auth/profile.service.ts';
import { sessionService } from './modules/auth/session.service.ts';
import { registerCalendarFeedRoutes } from './modules/calendar-feed/feed.routes.ts';
import { calendarFeedService } from './modules/calendar-feed/feed.service.ts';
import { registerCommentRoutes } from './modules/comments/comment.routes.ts';
import { commentService } from './modules/comments/comment.service.ts';
import { registerDelegationRoutes } from './modules/delegation/delegation.routes.ts';
import { delegationService } from './modules/delegation/delegation.service.ts';
import { registerHabitRoutes } from './modules/habits/habit.routes.ts';
import { habitService } from './modules/habits/habit.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { healthService } from './modules/health/health.service.ts';
import { registerMicroTaskRoutes } from './modules/micro-tasks/micro-task.routes.ts';
import { microTaskService } from './modules/micro-tasks/micro-task.service.ts';
import { registerMindMapRoutes } from './modules/mind-maps/mind-map.routes.ts';
import { mindMapService } from './modules/mind-maps/mind-map.service.ts';
import { registerMvdRoutes } from './modules/mvd/mvd.routes.ts';
import { mvdService } from './modules/mvd/mvd.service.ts';
import { registerNotificationRoutes } from './modules/notifications/notification.routes.ts';
import { notificationService } from './modules/notifications/notification.service.ts';
import { registerProgressRoutes } from './modules/progress/progress.routes.ts';
import { progressService } from './modules/progress/progress.service.ts';
import { recurringGenerator } from './modules/recurring/generator.ts';
import { registerRecurringRoutes } from './modules/recurring/recurring.routes.ts';
import { recurringService } from './modules/recurring/recurring.service.ts';
import { inProcessScheduler, postgresScheduler } from './modules/recurring/scheduler.ts';
import { type PushSender, webPushSender } from './modules/reminders/push-sender.ts';
import { registerReminderRoutes } from './modules/reminders/reminder.routes.ts';
import { reminderService } from './modules/reminders/reminder.service.ts';
import { withReminders } from './modules/reminders/reminder-pass.ts';
import { registerReviewRoutes } from './modules/reviews/review.routes.ts';
import { reviewService } from './modules/reviews/review.service.ts';
import { sharedAccess } from './modules/shared-task/shared-access.ts';
import { registerSharedTaskRoutes } from './modules/shared-task/shared-task.routes.ts';
import { sharedTaskService } from './modules/shared-task/shared-task.service.ts';
import { registerStrategyRoutes } from './modules/strategies/strategy.routes.ts';
import { strategyService } from './modules/strategies/strategy.service.ts';
import { registerTagRoutes } from './modules/tags/tag.routes.ts';
import { tagService } from './modules/tags/tag.service.ts';
import { registerTaskRoutes } from './modules/tasks/task.routes.ts';
import { taskService } from './modules/tasks/task.service.ts';
import { taskListService } from './modules/tasks/task-list.service.ts';
import { registerTaskSummaryRoutes } from './modules/tasks/task-summary.routes.ts';
import { taskSummaryService } from './modules/tasks/task-summary.service.ts';
import { registerTransferRoutes } from './modules/transfer/transfer.routes.ts';
import { transferService } from './modules/transfer/transfer.service.ts';
import type { RealtimeBus } from './realtime/bus.ts';
import { registerEventRoutes } from './realtime/events.routes.ts';
import { sessionInvalidations } from './realtime/session-invalidations.ts';
import { localStorage } from './storage/local-storage.ts';
import type { FileStorage } from './storage/storage.ts';

export type ComposeDeps = {
  config: Config;
  database: DatabaseHandle;
  bus: RealtimeBus;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
  /** Defaults: SMTP from config (or none), files under DATA_DIR/files. */
  mailer?: Mailer;
  storage?: FileStorage;
  /** Default: Web Push with the configured VAPID keys. */
  push?: PushSender;
};

export type Services = ReturnType<typeof compose>;

/** The bus as it is, which also calls `poke` after publishing an event of `type`. */
function pokingOn(bus: RealtimeBus, type: string, poke: () => void): RealtimeBus {
  return {
    subscribe: (userId, listener) => bus.subscribe(userId, listener),
    close: () => bus.close(),
    async publish(userId, event) {
      await bus.publish(userId, event);
      if (event.type === type) poke();
    },
    async publishMany(events) {
      await bus.publishMany(events);
      if (events.some(({ event }) => event.type === type)) poke();
    },
  };
}

/** Builds every service once. `close()` releases what they hold open (the mailer's connections) and tells
 * the other server processes this one is leaving (realtime/session-invalidations.ts). */
export function compose(deps: ComposeDeps) {
  const { config, bus, clock, log } = deps;
  const { db } = deps.database;
  const auth = authRepo(db);
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const storage = deps.storage ?? localStorage(path.join(config.dataDir, 'files'));
  const access = sharedAccess({ db });
  const secret = config.sessionSecret;
  const timeZoneOf = async (id: string) => (await auth.timeZoneOf(id)) ?? 'UTC';
  // Recurring tasks are generated on the server whether or not anyone has the app open: one pass,
  // run by the scheduler that fits the database (modules/recurring/scheduler.ts). main.ts starts it.
  // Reminders are sent by the same scheduler, after each generation pass (modules/reminders).
  const push = deps.push ?? webPushSender(config.vapid, log);
  const generator = withReminders(recurringGenerator({ db, bus, log }), {
    db,
    send: push,
    secret,
    clock,
    log,
  });
  const scheduler =
    deps.database.kind === 'postgres'
      ? postgresScheduler({ connectionString: config.databaseUrl, generator, clock, log })
      : inProcessScheduler({ generator, clock, log });
  // Writes publish their events after commit; a template's change also asks for a pass soon, so a
  // template due today brings its task within moments instead of at the next wake-up.
  const invalidations = sessionInvalidations(bus, log);
  const sessions = sessionService({ repo: auth, clock, secret, ttlMs: config.sessionTtlMs, invalidations });
  const ops = operations({ db, bus: pokingOn(bus, 'recurring.changed', () => scheduler.poke()), clock, log });
  return {
    sessions,
    passwords: passwordService({ repo: auth, clock }),
    profile: profileService({ db, clock, changed: sessions.forgetUser }),
    oidc: oidcService({ providers: config.providers, publicUrl: config.publicUrl, repo: auth, clock }),
    tasks: taskService({ db, ops }),
    taskLists: taskListService({ db, clock }),
    taskSummaries: taskSummaryService({ db, clock, timeZoneOf }),
    microTasks: microTaskService({ db, ops }),
    mvd: mvdService({ db, ops }),
    strategies: strategyService({ db, ops }),
    tags: tagService({ db, ops }),
    habits: habitService({ db, ops, clock, timeZoneOf }),
    progress: progressService({ db, ops, clock, timeZoneOf }),
    recurring: recurringService({ db, ops, clock, timeZoneOf }),
    health: healthService({ db, ops, clock, timeZoneOf }),
    reviews: reviewService({ db, ops, clock, timeZoneOf }),
    ai: aiServices({ db, ops, clock, assistant: createAssistant(config.ai, { log }), log }),
    scheduler,
    delegation: delegationService({ db, ops, mailer, publicUrl: config.publicUrl }),
    access,
    sharedTasks: sharedTaskService({ db, ops, access }),
    comments: commentService({ db, ops, access }),
    attachments: attachmentService({ db, ops, access, storage, quotaBytes: config.storageQuotaBytes, log }),
    notifications: notificationService({ db, ops }),
    apiTokens: apiTokenService({ db, ops, clock }),
    calendarFeed: calendarFeedService({ db, ops, clock, publicUrl: config.publicUrl }),
    analytics: analyticsService({ db, kind: deps.database.kind, clock }),
    mindMaps: mindMapService({ db, ops }),
    transfer: transferService({ db, ops, clock, storage, quotaBytes: config.storageQuotaBytes }),
    reminders: reminderService({
      db,
      clock,
      send: push,
      secret,
      publicKey: config.vapid.publicKey,
      allowHttp: config.pushAllowHttp,
      timeZoneOf,
      changed: () => scheduler.poke(),
    }),
    async close() {
      await invalidations.close();
      mailer.close();
    },
  };
}

export type RouteDeps = {
  config: Config;
  database: DatabaseHandle;
  bus: RealtimeBus;
  signInRateLimit: { max: number; timeWindow: number };
};

/** Every API route, each module's given its built services. */
export function registerApiRoutes(app: FastifyInstance, services: Services, deps: RouteDeps): void {
  const { config, database, bus } = deps;
  addRoute(app, getHealth, () => ({ status: 'ok' as const, db: database.kind, version: config.version }));
  let openApi: unknown;
  addRoute(app, getOpenApi, () => {
    openApi ??= buildOpenApiDocument(allRoutes, { version: config.version });
    return openApi;
  });
  const { passwords, oidc } = services;
  registerAuthRoutes(app, {
    passwords,
    profile: services.profile,
    oidc,
    bus,
    publicUrl: config.publicUrl,
    signInRateLimit: deps.signInRateLimit,
  });
  registerEventRoutes(app, bus);
  registerTaskRoutes(app, { tasks: services.tasks, lists: services.taskLists });
  registerTaskSummaryRoutes(app, services.taskSummaries);
  registerMicroTaskRoutes(app, services.microTasks);
  registerMvdRoutes(app, services.mvd);
  registerStrategyRoutes(app, services.strategies);
  registerTagRoutes(app, services.tags);
  registerHabitRoutes(app, services.habits);
  registerProgressRoutes(app, services.progress);
  registerRecurringRoutes(app, services.recurring);
  registerHealthRoutes(app, services.health);
  registerReviewRoutes(app, services.reviews);
  registerAiRoutes(app, { ai: services.ai, config });
  const { access } = services;
  registerDelegationRoutes(app, services.delegation);
  registerSharedTaskRoutes(app, { shared: services.sharedTasks, access });
  registerCommentRoutes(app, { comments: services.comments, access });
  registerAttachmentRoutes(app, { attachments: services.attachments, access });
  registerNotificationRoutes(app, services.notifications);
  registerCalendarFeedRoutes(app, services.calendarFeed);
  registerApiTokenRoutes(app, services.apiTokens);
  registerAnalyticsRoutes(app, services.analytics);
  registerMindMapRoutes(app, services.mindMaps);
  registerTransferRoutes(app, services.transfer);
  registerReminderRoutes(app, services.reminders);
}
