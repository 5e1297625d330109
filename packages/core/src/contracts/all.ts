// The registry of every route contract; the OpenAPI document and the server's route table read it.
import type { RouteContract } from '../contract.ts';
import { aiRoutes } from './ai.ts';
import { analyticsRoutes } from './analytics.ts';
import { apiTokenRoutes } from './api-tokens.ts';
import { attachmentRoutes } from './attachments.ts';
import { authRoutes } from './auth.ts';
import { calendarFeedRoutes } from './calendar-feed.ts';
import { commentRoutes } from './comments.ts';
import { delegationRoutes } from './delegation.ts';
import { eventRoutes } from './events.ts';
import { habitRoutes } from './habits.ts';
import { healthRoutes } from './health.ts';
import { microTaskRoutes } from './micro-tasks.ts';
import { mindMapRoutes } from './mind-map-routes.ts';
import { mvdRoutes } from './mvd.ts';
import { notificationRoutes } from './notifications.ts';
import { progressRoutes } from './progress.ts';
import { recurringRoutes } from './recurring.ts';
import { reminderRoutes } from './reminders.ts';
import { reviewRoutes } from './reviews.ts';
import { sharedTaskRoutes } from './shared-task.ts';
import { strategyRoutes } from './strategies.ts';
import { systemRoutes } from './system.ts';
import { tagRoutes } from './tags.ts';
import { taskSummaryRoutes } from './task-summary.ts';
import { taskRoutes } from './tasks.ts';
import { transferRoutes } from './transfer.ts';

export const allRoutes: readonly RouteContract[] = [
  ...systemRoutes,
  ...authRoutes,
  ...eventRoutes,
  ...taskRoutes,
  ...taskSummaryRoutes,
  ...microTaskRoutes,
  ...mvdRoutes,
  ...strategyRoutes,
  ...tagRoutes,
  ...habitRoutes,
  ...recurringRoutes,
  ...delegationRoutes,
  ...sharedTaskRoutes,
  ...commentRoutes,
  ...attachmentRoutes,
  ...notificationRoutes,
  ...progressRoutes,
  ...aiRoutes,
  ...calendarFeedRoutes,
  ...apiTokenRoutes,
  ...analyticsRoutes,
  ...mindMapRoutes,
  ...healthRoutes,
  ...reviewRoutes,
  ...transferRoutes,
  ...reminderRoutes,
];
