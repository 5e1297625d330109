// HTTP face of the assistant: thin handlers over the per-feature services (ai.service.ts, built in compose.ts). The AI routes carry a per-user rate
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
import type { Config } from '../../config.ts';
import { addRoute } from '../../http/route.ts';
import type { AiServices } from './ai.service.ts';

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
  deps: {
    ai: AiServices;
    config: Config;
    rateLimits?: { parse: AiRateLimit; heavy: AiRateLimit };
  },
): void {
  const { ai } = deps;
  const limits = deps.rateLimits ?? aiRateLimits(deps.config.ai.rateLimitPerMinute);
  // The limit runs before the handler; resolving the session here caches it on the request.
  const keyGenerator = async (req: FastifyRequest) => {
    const user = await app.auth.resolveUser(req);
    return user ? `ai:${user.id}` : `ai-ip:${req.ip}`;
  };
  const limited = (limit: AiRateLimit) => ({
    config: { rateLimit: { ...limit, hook: 'preHandler' as const, keyGenerator } },
  });

  addRoute(app, aiParse, ({ user, body }) => ai.parse.parse(user.id, body), limited(limits.parse));
  addRoute(app, aiGroup, ({ user, body }) => ai.grouping.group(user.id, body), limited(limits.heavy));
  addRoute(app, aiGroupings, ({ user }) => ai.grouping.list(user.id));
  addRoute(
    app,
    aiPriorities,
    ({ user, body }) => ai.priorities.priorities(user.id, body),
    limited(limits.heavy),
  );
  addRoute(app, aiChat, ({ user, body }) => ai.chat.chat(user.id, body), limited(limits.heavy));
  addRoute(app, aiPersonas, ({ query }) => ai.persona.list(query.locale));
  addRoute(app, aiGetPersona, ({ user }) => ai.persona.get(user.id));
  addRoute(app, aiSetPersona, ({ user, body }) => ai.persona.set(user.id, body.persona));
  addRoute(app, aiPatterns, ({ user }) => ai.patterns.show(user.id));
  addRoute(app, aiResetPatterns, async ({ user, reply }) => {
    await ai.patterns.reset(user.id);
    reply.code(204);
  });
  addRoute(app, aiDetectRecurring, ({ body }) => ai.recurring.detect(body), limited(limits.heavy));
  addRoute(app, listRecurringTemplates, ({ user }) => ai.recurring.list(user.id));
  addRoute(app, createRecurringTemplate, async ({ user, body, reply }) => {
    const out = await ai.recurring.create(user.id, body);
    reply.code(out.status);
    return out.body;
  });
  addRoute(app, updateRecurringTemplate, async ({ user, params, body, reply }) => {
    const out = await ai.recurring.update(user.id, params.id, body);
    reply.code(out.status);
    return out.body;
  });
}
