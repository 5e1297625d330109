// Builds the OpenAPI 3.1 document from the route contracts of packages/core (zod -> JSON Schema 2020-12).

import type { RouteContract } from '@nova/core/contract';
import { acceptsApiToken } from '@nova/core/contracts/api-tokens';
import { apiErrorSchema } from '@nova/core/errors';
import { isRecord } from '@nova/core/guards';
import { z } from 'zod';

type JsonObject = { [key: string]: unknown };

const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  302: 'Redirect',
  304: 'Not modified',
};

/** Converts one schema, moving named ($defs) schemas into the shared components. */
function toSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, unknown>,
): JsonObject {
  const json: JsonObject = {
    ...z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }),
  };
  const defs: Record<string, unknown> = isRecord(json.$defs) ? json.$defs : {};
  delete json.$defs;
  delete json.$schema;
  const rename = (id: string) => {
    const existing = components[id];
    if (existing === undefined || JSON.stringify(existing) === JSON.stringify(rewrite(defs[id]))) return id;
    return `${id}${io === 'input' ? 'Input' : 'Output'}`;
  };
  const names = new Map<string, string>();
  function rewrite(node: unknown): unknown {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node && typeof node === 'object') return rewriteObject(node);
    return node;
  }
  function rewriteObject(node: object): JsonObject {
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
        const id = value.slice('#/$defs/'.length);
        out.$ref = `#/components/schemas/${names.get(id) ?? id}`;
      } else out[key] = rewrite(value);
    }
    return out;
  }
  for (const id of Object.keys(defs)) names.set(id, id);
  for (const id of Object.keys(defs)) names.set(id, rename(id));
  for (const [id, def] of Object.entries(defs)) components[names.get(id) ?? id] = rewrite(def);
  return rewriteObject(json);
}

function parametersOf(
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
  components: Record<string, unknown>,
) {
  if (!schema) return [];
  const json = toSchema(schema, 'input', components);
  const properties: Record<string, unknown> = isRecord(json.properties) ? json.properties : {};
  const required = new Set(Array.isArray(json.required) ? json.required : []);
  return Object.entries(properties).map(([name, propertySchema]) => ({
    name,
    in: where,
    required: where === 'path' ? true : required.has(name),
    schema: propertySchema,
  }));
}

export function buildOpenApiDocument(routes: readonly RouteContract[], info: { version: string }) {
  const components: Record<string, unknown> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  const errorRef = { $ref: '#/components/schemas/ApiError' };
  toSchema(apiErrorSchema, 'output', components);

  for (const route of routes) {
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(route.responses)) {
      const code = Number(status);
      const mediaType = route.produces ?? 'application/json';
      responses[status] =
        schema === null
          ? { description: statusText[code] ?? 'Response' }
          : {
              description: statusText[code] ?? 'Response',
              content: { [mediaType]: { schema: toSchema(schema, 'output', components) } },
            };
    }
    responses.default = { description: 'Error', content: { 'application/json': { schema: errorRef } } };

    const operation: JsonObject = {
      operationId: route.operationId,
      summary: route.summary,
      tags: [route.tag],
      parameters: [
        ...parametersOf(route.params, 'path', components),
        ...parametersOf(route.query, 'query', components),
      ],
      responses,
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(route.body, 'input', components) } },
      };
    }
    if (route.auth === 'session') {
      operation.security = acceptsApiToken(route) ? [{ session: [] }, { apiToken: [] }] : [{ session: [] }];
    }
    if (route.auth === 'token') operation.security = [{ delegationToken: [] }];
    const pathItem = paths[route.path] ?? {};
    pathItem[route.method.toLowerCase()] = operation;
    paths[route.path] = pathItem;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Nova Planner API',
      version: info.version,
      description:
        'Every error is `{ "error": { "code", "message" } }` with a stable snake_case code. Cookie-authenticated writes need the `x-csrf-token` header from GET /api/auth/session.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'nova_session' },
        delegationToken: { type: 'apiKey', in: 'query', name: 'token' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal API token (Settings → API tokens), `Authorization: Bearer nova_…`; no CSRF header. Read-only tokens may only read.',
        },
      },
    },
  };
}
