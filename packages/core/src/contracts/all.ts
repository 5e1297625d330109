// The registry of every route contract; the OpenAPI document and the server's route table read it.
import type { RouteContract } from '../contract.ts';
import { authRoutes } from './auth.ts';
import { eventRoutes } from './events.ts';
import { microTaskRoutes } from './micro-tasks.ts';
import { mvdRoutes } from './mvd.ts';
import { strategyRoutes } from './strategies.ts';
import { systemRoutes } from './system.ts';
import { tagRoutes } from './tags.ts';
import { taskRoutes } from './tasks.ts';

export const allRoutes: readonly RouteContract[] = [
  ...systemRoutes,
  ...authRoutes,
  ...eventRoutes,
  ...taskRoutes,
  ...microTaskRoutes,
  ...mvdRoutes,
  ...strategyRoutes,
  ...tagRoutes,
];
