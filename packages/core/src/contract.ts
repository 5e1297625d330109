// Route contracts: the single description of every API route. The server validates with them and
// builds the OpenAPI document from them; the web app takes its request and response types from them.
// Object, array and union schemas of the contracts are declared inside `z.lazy(() => ...)`: each is
// built when first used (a request's parse, the OpenAPI document), not when the module loads, so a
// server holds only the schemas of the routes it has served (~3,000 built at start took ~8 MB of
// idle RSS; docs/decisions/0033-lean-idle.md). A schema that others `.extend`, `.omit` or read the
// `.shape` of stays a plain schema (a lazy one has no such methods; the compiler says so), and so do
// the items of a body the server validates with zod's compiled parser (a compiled lazy schema runs
// the runtime parser: mind-maps.ts, decision 0036).
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, a signed-in user (cookie session), or a holder of a delegation token. */
export type RouteAuth = 'public' | 'session' | 'token';

export type RouteContract = {
  method: HttpMethod;
  /** OpenAPI-style path, e.g. `/api/tasks/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  auth: RouteAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Status -> body schema; `null` means no body (204, 302). */
  responses: Record<number, z.ZodType | null>;
  /** Set for routes that do not answer JSON (SSE, redirects, files). */
  produces?: string;
};

export const defineRoute = <const R extends RouteContract>(route: R): R => route;

export type BodyOf<R extends RouteContract> = R['body'] extends z.ZodType ? z.output<R['body']> : undefined;
export type QueryOf<R extends RouteContract> = R['query'] extends z.ZodType
  ? z.output<R['query']>
  : undefined;
export type ParamsOf<R extends RouteContract> = R['params'] extends z.ZodType
  ? z.output<R['params']>
  : undefined;
export type ResponseOf<
  R extends RouteContract,
  S extends keyof R['responses'],
> = R['responses'][S] extends z.ZodType ? z.output<R['responses'][S]> : undefined;
