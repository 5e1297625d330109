// Factories for server tests: signed-in agents and planner rows created through the real API, so
// every test exercises the same validation and rules a client does.
import type { MicroTask } from '@nova/core/contracts/micro-tasks';
import type { Strategy } from '@nova/core/contracts/strategies';
import type { Tag } from '@nova/core/contracts/tags';
import type { CreateTaskBody, Task } from '@nova/core/contracts/tasks';
import { Agent, buildTestServer, type TestServer } from './test-server.ts';

type Res = { statusCode: number; body: string; json<T = unknown>(): T };

function expectStatus(res: Res, status: number, what: string): void {
  if (res.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${res.statusCode} ${res.body}`);
}

export type SignedInAgent = Agent & { userId: string };

/** A new user, signed in. */
export async function signedIn(server: TestServer): Promise<SignedInAgent> {
  const agent = new Agent(server.app);
  const { user } = await agent.signUp();
  return Object.assign(agent, { userId: user.id });
}

/** A fresh test server and one user signed in on it: the usual `before` of a module's API tests. */
export async function serverWithUser(): Promise<{ server: TestServer; agent: SignedInAgent }> {
  const server = await buildTestServer();
  return { server, agent: await signedIn(server) };
}

export const put = (agent: Agent, url: string, body?: unknown) => agent.request('PUT', url, body);

let counter = 0;

export async function buildTask(agent: Agent, overrides: Partial<CreateTaskBody> = {}): Promise<Task> {
  counter += 1;
  const res = await agent.post('/api/tasks', { title: `Task ${counter}`, ...overrides });
  expectStatus(res, 201, 'buildTask');
  return res.json<Task>();
}

export async function buildMicroTask(
  agent: Agent,
  taskId: string,
  overrides: { title?: string; estimateMinutes?: number } = {},
): Promise<MicroTask> {
  counter += 1;
  const res = await agent.post(`/api/tasks/${taskId}/micro-tasks`, {
    title: `Step ${counter}`,
    ...overrides,
  });
  expectStatus(res, 201, 'buildMicroTask');
  return res.json<MicroTask>();
}

export async function buildStrategy(
  agent: Agent,
  overrides: { name?: string; description?: string; color?: string; priority?: number } = {},
): Promise<Strategy> {
  counter += 1;
  const res = await agent.post('/api/strategies', { name: `Strategy ${counter}`, ...overrides });
  expectStatus(res, 201, 'buildStrategy');
  return res.json<Strategy>();
}

export async function buildTag(
  agent: Agent,
  overrides: { name?: string; color?: string | null } = {},
): Promise<Tag> {
  counter += 1;
  const res = await agent.post('/api/tags', { name: `tag-${counter}`, ...overrides });
  expectStatus(res, 201, 'buildTag');
  return res.json<Tag>();
}

/** POST /api/tasks/{id}/status, expecting success. */
export async function setStatus(agent: Agent, taskId: string, status: string): Promise<Task> {
  const res = await agent.post(`/api/tasks/${taskId}/status`, { status });
  expectStatus(res, 200, `status ${status}`);
  return res.json<{ task: Task }>().task;
}

/** The user's change counter (the list's `seq`): realtime events of later writes carry a higher version. */
export async function currentSeq(agent: Agent): Promise<number> {
  const res = await agent.get('/api/tasks?view=completed');
  expectStatus(res, 200, 'currentSeq');
  return res.json<{ seq: number }>().seq;
}

/** The `{ error: { code } }` of an error response. */
export const errorCode = (res: Res): string => res.json<{ error: { code: string } }>().error.code;
