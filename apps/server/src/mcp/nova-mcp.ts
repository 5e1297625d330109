// `nova mcp`: a Model Context Protocol server over stdio, for AI agents, with the official SDK. It is
// a client of Nova's REST API, authenticated by a personal API token (NOVA_API_TOKEN, made in
// Settings → API tokens) against NOVA_URL, so it works with any Nova server and can do exactly what
// the token may (a read-only token reads). Tools take their input schemas from the API's own zod
// contracts: list and search tasks, today's plan, create a task, add micro-steps, complete a task,
// and parse free text into tasks (nothing created).
import { randomUUID } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { parseBodySchema, prioritiesBodySchema } from '@nova/core/contracts/ai-tasks';
import { createMicroTaskBodySchema } from '@nova/core/contracts/micro-tasks';
import { createTaskBodySchema, listTasksQuerySchema } from '@nova/core/contracts/tasks';
import { entityIdSchema } from '@nova/core/domain/validation';
import { isRecord } from '@nova/core/guards';
import { z } from 'zod';

export type NovaApi = {
  baseUrl: string;
  token: string;
  fetch?: typeof fetch;
};

/** A refused call, with the API's stable code and message. */
export class NovaApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** One REST call with the token; the answer's JSON, or a NovaApiError with the server's code. */
export async function callApi(api: NovaApi, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await (api.fetch ?? fetch)(new URL(path, api.baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${api.token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return null;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = z.object({ error: z.object({ code: z.string(), message: z.string() }) }).safeParse(payload);
    throw error.success
      ? new NovaApiError(response.status, error.data.error.code, error.data.error.message)
      : new NovaApiError(response.status, `http_${response.status}`, `Nova answered HTTP ${response.status}`);
  }
  return payload;
}

const text = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
  structuredContent: isRecord(value) ? value : { value },
});

/** A tool's work, with a refused call turned into an MCP error result the agent can read. */
async function guarded(work: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    return text(await work());
  } catch (error) {
    const message =
      error instanceof NovaApiError
        ? `${error.code}: ${error.message}`
        : `Nova could not be reached: ${String(error)}`;
    return { isError: true, content: [{ type: 'text', text: message }] };
  }
}

/**
 * A contract's body schema as a tool's input: the same fields and rules, without the schema's id (an
 * id makes the JSON Schema a top-level $ref, and MCP wants an object schema at the top).
 */
const toolInput = <S extends z.ZodObject>(schema: S) => z.strictObject(schema.shape);

const taskRef = z.object({
  taskId: entityIdSchema.meta({ description: 'The task id (from list_tasks or create_task)' }),
});

export function novaMcpServer(api: NovaApi, version: string): McpServer {
  const server = new McpServer({ name: 'nova-planner', version });
  const call = (method: string, path: string, body?: unknown) => callApi(api, method, path, body);

  server.registerTool(
    'list_tasks',
    {
      title: 'List or search tasks',
      description:
        'The user’s tasks. view=active for open work; q searches title and description; status, quadrant, strategyId, tagId and from/to narrow it.',
      inputSchema: listTasksQuerySchema,
      annotations: { readOnlyHint: true },
    },
    (query) =>
      guarded(async () => {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(query))
          if (value !== undefined) params.set(key, String(value));
        return call('GET', `/api/tasks?${params}`);
      }),
  );

  server.registerTool(
    'todays_plan',
    {
      title: 'Today’s plan',
      description:
        'The minimum viable day (at most 3 key tasks) and the assistant’s daily priorities: the top priority, up to 3 sprint tasks, insights and a summary.',
      inputSchema: toolInput(prioritiesBodySchema),
      annotations: { readOnlyHint: true },
    },
    (body) =>
      guarded(async () => {
        const [mvd, priorities] = await Promise.all([
          call('GET', '/api/mvd'),
          call('POST', '/api/ai/priorities', body),
        ]);
        return { mvd, priorities };
      }),
  );

  server.registerTool(
    'create_task',
    {
      title: 'Create a task',
      description:
        'Adds one task for the user (title required; dates YYYY-MM-DD, time HH:MM, importance and urgency 1-10).',
      inputSchema: createTaskBodySchema.omit({ id: true, opId: true }),
    },
    (body) => guarded(() => call('POST', '/api/tasks', { ...body, opId: randomUUID() })),
  );

  server.registerTool(
    'add_micro_steps',
    {
      title: 'Add micro-steps to a task',
      description: 'Breaks a task into small concrete steps (each a few minutes), added in order.',
      inputSchema: taskRef.extend({
        steps: z.array(createMicroTaskBodySchema.shape.title).min(1).max(20),
      }),
    },
    ({ taskId, steps }) =>
      guarded(async () => {
        const added = [];
        for (const title of steps) {
          added.push(
            await call('POST', `/api/tasks/${encodeURIComponent(taskId)}/micro-tasks`, {
              title,
              opId: randomUUID(),
            }),
          );
        }
        return { added };
      }),
  );

  server.registerTool(
    'complete_task',
    {
      title: 'Complete a task',
      description: 'Marks the task completed (its time tracking stops as in the app).',
      inputSchema: taskRef,
    },
    ({ taskId }) =>
      guarded(() =>
        call('POST', `/api/tasks/${encodeURIComponent(taskId)}/status`, {
          status: 'completed',
          opId: randomUUID(),
        }),
      ),
  );

  server.registerTool(
    'parse_text',
    {
      title: 'Parse free text into tasks',
      description:
        'Turns free text ("call mum tomorrow at 6, pay the rent on Friday") into structured tasks without creating them.',
      inputSchema: toolInput(parseBodySchema),
      annotations: { readOnlyHint: true },
    },
    (body) => guarded(() => call('POST', '/api/ai/parse', body)),
  );

  return server;
}
