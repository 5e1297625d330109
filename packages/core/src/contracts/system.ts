// Contracts of the system routes: health and the OpenAPI document itself.
import { z } from 'zod';
import { defineRoute } from '../contract.ts';

export const healthSchema = z.lazy(() =>
  z
    .object({
      status: z.literal('ok'),
      db: z.enum(['sqlite', 'postgres']),
      version: z.string(),
    })
    .meta({ id: 'Health' }),
);

export const getHealth = defineRoute({
  method: 'GET',
  path: '/api/health',
  operationId: 'getHealth',
  summary: 'Liveness and database kind',
  tag: 'system',
  auth: 'public',
  responses: { 200: healthSchema },
});

export const getOpenApi = defineRoute({
  method: 'GET',
  path: '/api/openapi.json',
  operationId: 'getOpenApi',
  summary: 'This OpenAPI 3.1 document',
  tag: 'system',
  auth: 'public',
  responses: { 200: z.record(z.string(), z.unknown()) },
});

export const systemRoutes = [getHealth, getOpenApi] as const;
