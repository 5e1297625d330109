// Registers a route from its contract: authenticate, validate params/query/body with the shared zod
// schemas, call the handler, answer with the contract's success status. A handler may return a
// service's operation outcome as it is (its status and body are the answer) and may give a domain
// error code its own status (`errorStatus`).
import type { BodyOf, ParamsOf, QueryOf, RouteContract } from '@nova/core/contract';
import { acceptsApiToken } from '@nova/core/contracts/api-tokens';
import { DomainError } from '@nova/core/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { AuthedUser } from '../lib/authed-user.ts';
import { isOperationOutcome, outcomeJson } from '../lib/operations.ts';
import { type ErrorStatusOverrides, HttpError, httpErrorOf, unauthenticated } from './errors.ts';
import { bearerOf } from './session.ts';

export type { AuthedUser };

export type RouteContext<R extends RouteContract> = {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  /** The signed-in user on routes whose contract says `auth: 'session'`; null elsewhere (public routes
   * that care call `app.auth.resolveUser`, so public routes cost no session lookup). */
  user: R['auth'] extends 'session' ? AuthedUser : null;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type RouteHandler<R extends RouteContract> = (ctx: RouteContext<R>) => unknown;

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message:
      issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
  }));
  // zod reports at least one issue for a failed parse; the fallback only satisfies the compiler.
  const [first = { path: where, message: 'Invalid input' }] = details;
  throw new HttpError(400, 'validation_failed', `${first.path}: ${first.message}`, { details });
}

function successStatus(contract: RouteContract): number {
  const statuses = Object.keys(contract.responses).map(Number);
  return statuses.find((s) => s >= 200 && s < 400) ?? 200;
}

/** Methods that change state must carry the session's CSRF token when authenticated by cookie. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

// Keyed by the HTTP server, which every plugin scope of one app shares.
const registered = new WeakMap<object, RouteContract[]>();

/** The contracts registered on an app (through any of its plugin scopes): the OpenAPI test compares
 * them with the registry in packages/core so no route goes undocumented. */
export function registeredContracts(app: FastifyInstance): readonly RouteContract[] {
  return registered.get(app.server) ?? [];
}

export type RouteOptions = {
  config?: RouteShorthandOptions['config'];
  /** This route's own body limit in bytes (the app's is 1 MB). */
  bodyLimit?: number;
  /** Statuses for domain error codes that mean something else on this route than the table says. */
  errorStatus?: ErrorStatusOverrides;
  /**
   * Validate the body with zod's compiled parser of the contract's schema (`z.compile`: the same
   * output, and on any failure the runtime parser's own issues), built on the route's first request.
   * For large bodies: a 1,000-node mind map is parsed several times faster, allocating a fraction
   * (docs/decisions/0036-mind-map-put-cpu.md).
   */
  compileBody?: boolean;
  /**
   * Drop the request's parsed JSON (`req.body`) once validated: the handler has the schema's copy, and
   * the raw tree of a large document would otherwise live (and be copied and promoted by every
   * scavenge) until the answer is sent; with group commit, while other requests' saves run.
   */
  releaseBody?: boolean;
};

/**
 * zod's compiled parser of a contract schema. A lazy schema (contract.ts) is compiled through: a
 * compiled lazy runs the runtime parser, so its inner schema is what is compiled (and any lazy schema
 * inside it is parsed by the runtime).
 */
export function compiledSchema(schema: z.ZodType): z.ZodType {
  const inner = schema instanceof z.ZodLazy ? schema.unwrap() : schema;
  return inner instanceof z.ZodType ? z.compile(inner) : schema;
}

/** Runs the handler; a domain error whose code the route overrides leaves as that HttpError. */
async function run<R extends RouteContract>(
  handler: RouteHandler<R>,
  ctx: RouteContext<R>,
  overrides: ErrorStatusOverrides | undefined,
): Promise<unknown> {
  try {
    return await handler(ctx);
  } catch (error) {
    if (overrides && error instanceof DomainError) throw httpErrorOf(error, overrides);
    throw error;
  }
}

const jsonType = 'application/json; charset=utf-8';

/** Sends what a handler returned: an operation outcome as its status and body, anything else as is. */
function answer(reply: FastifyReply, result: unknown, status: number): FastifyReply {
  if (isOperationOutcome(result)) {
    reply.code(result.status);
    if (result.status === 204) return reply.send();
    // The body was serialised once already, to record the operation: sent as it is.
    const json = outcomeJson(result);
    return json === null ? reply.send(result.body) : reply.type(jsonType).send(json);
  }
  if (reply.statusCode === 200) reply.code(status);
  return result === undefined ? reply.send() : reply.send(result);
}

/**
 * The user a session route runs for: the API token's owner when the request carries a bearer
 * credential (no CSRF; read-only tokens only read), else the cookie session's (writes need CSRF).
 */
async function signedInUser(
  app: FastifyInstance,
  contract: RouteContract,
  req: FastifyRequest,
): Promise<AuthedUser> {
  if (bearerOf(req) !== null) {
    if (!acceptsApiToken(contract)) {
      throw new DomainError(
        'forbidden',
        'API tokens cannot sign in or manage the account or tokens: use the app',
      );
    }
    const token = await app.auth.resolveToken(req);
    if (!token) throw new HttpError(401, 'unauthenticated', 'Unknown or revoked API token');
    if (token.scope === 'read' && !safeMethods.has(contract.method)) {
      throw new DomainError(
        'api_token_read_only',
        'This API token is read-only: make a read-write token to change things',
      );
    }
    return token.user;
  }
  const user = await app.auth.resolveUser(req);
  if (!user) throw unauthenticated();
  if (!safeMethods.has(contract.method)) app.auth.assertCsrf(req);
  return user;
}

export function addRoute<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): void {
  const status = successStatus(contract);
  registered.set(app.server, [...registeredContracts(app), contract]);
  // What the body is validated with: the contract's schema, or its compiled parser, built on first use.
  let bodySchema = options.compileBody ? undefined : contract.body;
  const validBody = (value: unknown) => {
    if (!contract.body) return undefined;
    bodySchema ??= compiledSchema(contract.body);
    return parse(bodySchema, value, 'body');
  };
  app.route({
    method: contract.method,
    url: contract.path.replace(/\{(\w+)\}/g, ':$1'),
    config: options.config,
    bodyLimit: options.bodyLimit,
    handler: async (req, reply) => {
      let user: AuthedUser | null = null;
      if (contract.auth === 'session') user = await signedInUser(app, contract, req);
      // Conditional types on a generic R (ParamsOf<R>, the user's type by R['auth']) do not resolve
      // inside this generic function: the runtime checks above (the schemas, auth) are what make it so.
      const ctx = {
        params: contract.params ? parse(contract.params, req.params, 'params') : undefined,
        query: contract.query ? parse(contract.query, req.query, 'query') : undefined,
        body: validBody(req.body),
        user,
        req,
        reply,
      } as RouteContext<R>;
      if (options.releaseBody) req.body = undefined;
      const result = await run(handler, ctx, options.errorStatus);
      if (reply.sent) return reply;
      return answer(reply, result, status);
    },
  });
}
