// HTTP face of personal API tokens (session only: a token cannot manage tokens).
import { createApiToken, listApiTokens, revokeApiToken } from '@nova/core/contracts/api-tokens';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { ApiTokenService } from './api-token.service.ts';

export function registerApiTokenRoutes(app: FastifyInstance, tokens: ApiTokenService): void {
  addRoute(app, listApiTokens, ({ user }) => tokens.list(user.id));
  addRoute(app, createApiToken, ({ user, body }) => tokens.create(user.id, body));
  addRoute(app, revokeApiToken, ({ user, params }) => tokens.revoke(user.id, params.id));
}
