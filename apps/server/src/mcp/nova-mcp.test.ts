// `nova mcp` end to end: the real CLI spawned over stdio, driven by a real MCP client from the same
// SDK, against a real Nova server with a personal API token: the six tools and their schemas, what a
// read-only token may do, and a refused token failing at start.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Agent, buildTestServer, type TestServer, testDbKind } from '../../test/test-server.ts';

const cli = join(import.meta.dirname, '..', 'cli.ts');

type ToolResult = {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
  structuredContent?: unknown;
};

describe(`nova mcp (${testDbKind})`, () => {
  let server: TestServer;
  let agent: Agent;
  const clients: Client[] = [];

  before(async () => {
    server = await buildTestServer({ listen: true });
    agent = new Agent(server.app);
    await agent.signUp();
  });
  after(async () => {
    for (const client of clients) await client.close();
    await server.close();
  });

  async function token(scope: 'read' | 'write') {
    const res = await agent.post('/api/api-tokens', { name: `mcp ${scope}`, scope });
    assert.equal(res.statusCode, 201);
    return res.json<{ token: string }>().token;
  }

  async function connect(secret: string): Promise<Client> {
    const client = new Client({ name: 'nova-test-agent', version: '1.0.0' });
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [cli, 'mcp'],
        env: { ...env, NOVA_URL: server.url, NOVA_API_TOKEN: secret },
        stderr: 'pipe',
      }),
    );
    clients.push(client);
    return client;
  }

  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as ToolResult;
  const json = (result: ToolResult) => {
    assert.ok(!result.isError, result.content[0]?.text);
    return JSON.parse(result.content[0]?.text ?? 'null');
  };

  test('lists the six tools, with input schemas from the API contracts', async () => {
    const client = await connect(await token('write'));
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [
      'add_micro_steps',
      'complete_task',
      'create_task',
      'list_tasks',
      'parse_text',
      'todays_plan',
    ]);
    const create = tools.find((t) => t.name === 'create_task');
    const properties = Object.keys(create?.inputSchema.properties ?? {});
    assert.ok(properties.includes('title') && properties.includes('startDate'));
    assert.ok(!properties.includes('opId'), 'the server makes operation ids itself');
    assert.deepEqual(create?.inputSchema.required, ['title']);
  });

  test('an agent plans through the tools: create, break down, find, plan, complete, parse', async () => {
    const client = await connect(await token('write'));
    const task = json(
      await call(client, 'create_task', { title: 'Call the plumber', importance: 8, urgency: 8 }),
    );
    assert.equal(task.title, 'Call the plumber');
    const steps = json(
      await call(client, 'add_micro_steps', { taskId: task.id, steps: ['Find the number', 'Call'] }),
    );
    assert.equal(steps.added.length, 2);
    const found = json(await call(client, 'list_tasks', { view: 'active', q: 'plumber' }));
    assert.deepEqual(
      found.tasks.map((t: { title: string }) => t.title),
      ['Call the plumber'],
    );
    const plan = json(await call(client, 'todays_plan', { locale: 'en' }));
    assert.equal(plan.priorities.topPriority.taskId, task.id);
    assert.deepEqual(plan.mvd.taskIds, []);
    const done = json(await call(client, 'complete_task', { taskId: task.id }));
    assert.equal(done.task.status, 'completed');
    const parsed = json(await call(client, 'parse_text', { text: 'buy milk tomorrow', locale: 'en' }));
    assert.equal(parsed.tasks.length, 1);
    // The app sees what the agent did.
    const detail = (await agent.get(`/api/tasks/${task.id}`)).json<{
      status: string;
      microTasks: unknown[];
    }>();
    assert.equal(detail.status, 'completed');
    assert.equal(detail.microTasks.length, 2);
  });

  test('bad arguments and refused calls come back as readable tool errors', async () => {
    const client = await connect(await token('read'));
    const refused = await call(client, 'create_task', { title: 'Not allowed' });
    assert.equal(refused.isError, true);
    assert.match(refused.content[0]?.text ?? '', /^api_token_read_only: /);
    const writer = await connect(await token('write'));
    const missing = await call(writer, 'complete_task', { taskId: 'no-such-task' });
    assert.equal(missing.isError, true);
    assert.match(missing.content[0]?.text ?? '', /not_found|task_not_found/);
    const invalid = await call(client, 'create_task', { importance: 3 });
    assert.equal(invalid.isError, true, 'a missing title is refused before any call');
    assert.ok(json(await call(client, 'list_tasks', { view: 'active' })).tasks);
  });

  test('a refused token fails at start with one clear line; none at all says what to set', async () => {
    // Asynchronously: the server answering the check runs in this process.
    const run = (env: Record<string, string | undefined>) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        execFile(process.execPath, [cli, 'mcp'], { env, timeout: 20_000 }, (error, _stdout, stderr) => {
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr });
        });
      });
    const wrong = await run({
      ...process.env,
      NOVA_URL: server.url,
      NOVA_API_TOKEN: `nova_${'x'.repeat(43)}`,
    });
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /refused the token/);
    const none = await run({ ...process.env, NOVA_API_TOKEN: '' });
    assert.equal(none.code, 2);
    assert.match(none.stderr, /set NOVA_API_TOKEN/);
  });
});
