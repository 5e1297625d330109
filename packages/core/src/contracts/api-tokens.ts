// Contracts of personal API tokens (issue 13): named, read-only or read-write, shown once, stored
// hashed, with their last use, revocable. A token is sent as `Authorization: Bearer nova_…` on the
// REST API (no CSRF header then); managing tokens and the account needs the signed-in session.
import { z } from 'zod';
import type { RouteContract } from '../contract.ts';
import { defineRoute } from '../contract.ts';
import { entityIdSchema } from '../domain/validation.ts';
import { apiErrorSchema } from '../errors.ts';

export const API_TOKEN_NAME_MAX = 60;
export const API_TOKENS_PER_USER_MAX = 20;
/** Requests per minute one token may make. */
export const API_TOKEN_RATE_PER_MINUTE = 600;
export const apiTokenScopes = ['read', 'write'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** The tags of routes a token may not call: signing in and out, the account, and the tokens themselves. */
const sessionOnlyTags = new Set(['auth', 'api-tokens']);

/** Whether a route accepts a personal API token instead of the session cookie. */
export function acceptsApiToken(route: Pick<RouteContract, 'auth' | 'tag'>): boolean {
  return route.auth === 'session' && !sessionOnlyTags.has(route.tag);
}

export const apiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(apiTokenScopes),
    /** The first characters, so a user can tell tokens apart (`nova_AbCd…`). */
    prefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiTokenDto = z.infer<typeof apiTokenSchema>;

export const createdApiTokenSchema = apiTokenSchema
  .extend({ token: z.string().meta({ description: 'The secret: shown this once, never again' }) })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiTokenDto = z.infer<typeof createdApiTokenSchema>;

export const createApiTokenBodySchema = z.lazy(() =>
  z.strictObject({
    name: z
      .string()
      .trim()
      .min(1, { error: 'Give the token a name' })
      .max(API_TOKEN_NAME_MAX, { error: `A token name is at most ${API_TOKEN_NAME_MAX} characters` }),
    scope: z.enum(apiTokenScopes, { error: 'scope is read or write' }),
  }),
);
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

export const listApiTokens = defineRoute({
  method: 'GET',
  path: '/api/api-tokens',
  operationId: 'listApiTokens',
  summary: 'The user’s API tokens (never their secrets)',
  tag: 'api-tokens',
  auth: 'session',
  responses: { 200: z.object({ tokens: z.array(apiTokenSchema) }) },
});

export const createApiToken = defineRoute({
  method: 'POST',
  path: '/api/api-tokens',
  operationId: 'createApiToken',
  summary: 'Make a token; the answer holds its secret, once',
  tag: 'api-tokens',
  auth: 'session',
  body: createApiTokenBodySchema,
  responses: { 201: createdApiTokenSchema, 400: apiErrorSchema, 409: apiErrorSchema },
});

export const revokeApiToken = defineRoute({
  method: 'DELETE',
  path: '/api/api-tokens/{id}',
  operationId: 'revokeApiToken',
  summary: 'Revoke a token: requests with it are refused from then on',
  tag: 'api-tokens',
  auth: 'session',
  params: z.strictObject({ id: entityIdSchema }),
  responses: { 204: null, 404: apiErrorSchema },
});

export const apiTokenRoutes = [listApiTokens, createApiToken, revokeApiToken] as const;
