// HTTP face of the assistant: thin handlers over ai.service.ts. The AI routes carry a per-user rate
// limit (keyed by the signed-in user, by address before sign-in); everything else is ordinary.
import {
  aiChat,
  aiDetectRecurring,
  aiGetPersona,
  aiGroup,
  aiGroupings,
  aiParse,
  aiPatterns,
  aiPersonas,
  aiPriorities,
  aiResetPatterns,
  aiSetPersona,
  createRecurringTemplate,
  listRecurringTemplates,
  updateRecurringTemplate,
} from '@nova/core/contracts/ai';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Assistant } from '../../assistant-engine/assistant.ts';
import type { Config } from '../../config.ts';
import { addRoute } from '../../http/route.ts';
import { operations, type WriteDeps } from '../../lib/operations.ts';
import { aiService } from './ai.service.ts';

export type AiRateLimit = { max: number; timeWindow: number };

/** Per-user limits from AI_RATE_LIMIT_PER_MINUTE (config.ts): parse gets it, the heavier routes a quarter. */
export function aiRateLimits(perMinute: number): { parse: AiRateLimit; heavy: AiRateLimit } {
  return {
    parse: { max: perMinute, timeWindow: 60_000 },
    heavy: { max: Math.max(1, Math.floor(perMinute / 4)), timeWindow: 60_000 },
  };
}

export function registerAiRoutes(
  app: FastifyInstance,
  deps: WriteDeps & {
    config: Config;
    assistant: Assistant;
    rateLimits?: { parse: AiRateLimit; heavy: AiRateLimit };
  },
): void {
  const service = aiService({
    db: deps.db,
    ops: operations(deps),
    clock: deps.clock,
    assistant: deps.assistant,
    log: deps.log,
  });
  const limits = deps.rateLimits ?? aiRateLimits(deps.config.ai.rateLimitPerMinute);
  // The limit runs before the handler; resolving the session here caches it on the request.
  const keyGenerator = async (req: FastifyRequest) => {
    const user = await app.auth.resolveUser(req);
    return user ? `ai:${user.id}` : `ai-ip:${req.ip}`;
  };
  const limited = (limit: AiRateLimit) => ({
    config: { rateLimit: { ...limit, hook: 'preHandler' as const, keyGenerator } },
  });

  addRoute(app, aiParse, ({ user, body }) => service.parse(user.id, body), limited(limits.parse));
  addRoute(app, aiGroup, ({ user, body }) => service.group(user.id, body), limited(limits.heavy));
  addRoute(app, aiGroupings, ({ user }) => service.groupings(user.id));
  addRoute(app, aiPriorities, ({ user, body }) => service.priorities(user.id, body), limited(limits.heavy));
  addRoute(app, aiChat, ({ user, body }) => service.chat(user.id, body), limited(limits.heavy));
  addRoute(app, aiPersonas, ({ query }) => service.personas(query.locale));
  addRoute(app, aiGetPersona, ({ user }) => service.getPersona(user.id));
  addRoute(app, aiSetPersona, ({ user, body }) => service.setPersona(user.id, body.persona));
  addRoute(app, aiPatterns, ({ user }) => service.patterns(user.id));
  addRoute(app, aiResetPatterns, async ({ user, reply }) => {
    await service.resetPatterns(user.id);
    reply.code(204);
  });
  addRoute(
    app,
    aiDetectRecurring,
    ({ user, body }) => service.detectRecurring(user.id, body),
    limited(limits.heavy),
  );
  addRoute(app, listRecurringTemplates, ({ user }) => service.templates(user.id));
  addRoute(app, createRecurringTemplate, async ({ user, body, reply }) => {
    const out = await service.createTemplate(user.id, body);
    reply.code(out.status);
    return out.body;
  });
  addRoute(app, updateRecurringTemplate, async ({ user, params, body, reply }) => {
    const out = await service.updateTemplate(user.id, params.id, body);
    reply.code(out.status);
    return out.body;
  });
}
