// Fastify's JSON-schema compilers (ajv for validation, fast-json-stringify for answers) are loaded when
// the app is built unless the app brings its own. This API validates with the shared zod contracts
// (route.ts) and declares no Fastify route schemas, so the app brings compilers that are never called:
// ajv and fast-json-stringify are then never evaluated at start (docs/decisions/0033-lean-idle.md).
// A route that did declare a body, query, params, headers or response schema fails when it is
// registered, naming itself, rather than going unvalidated.
import type { FastifyServerOptions } from 'fastify';

function refuse(kind: string): never {
  throw new Error(
    `Fastify route ${kind} schemas are not used here: validate with the route's zod contract (http/route.ts)`,
  );
}

export const noRouteSchemas: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: () => () => refuse('validation'),
    buildSerializer: () => () => refuse('response'),
  },
};
