// The registry of every route contract; the OpenAPI document and the server's route table read it.
import type { RouteContract } from '../contract.ts';
import { authRoutes } from './auth.ts';
import { eventRoutes } from './events.ts';
import { systemRoutes } from './system.ts';

export const allRoutes: readonly RouteContract[] = [...systemRoutes, ...authRoutes, ...eventRoutes];
