// What the import and export tests share (transfer-import.test.ts, transfer-export.test.ts): uploading
// a file for a preview, confirming it, and reading the account's tasks back.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Task, TaskList } from '@nova/core/contracts/tasks';
import type { ImportPreview, ImportResult } from '@nova/core/contracts/transfer';
import { multipart } from '../../../test/delegation-kit.ts';
import type { Agent } from '../../../test/test-server.ts';

export const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url));

export function upload(agent: Agent, source: string, name: string, content: Buffer | string) {
  const { payload, headers } = multipart(name, content);
  return agent.app.inject({
    method: 'POST',
    url: `/api/import?source=${source}`,
    headers: { ...headers, cookie: agent.cookieHeader(), 'x-csrf-token': agent.csrf ?? '' },
    payload,
  });
}

export async function preview(agent: Agent, source: string, name: string, content: Buffer | string) {
  const res = await upload(agent, source, name, content);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<ImportPreview>();
}

export async function confirm(agent: Agent, id: string, body: unknown = {}): Promise<ImportResult> {
  const res = await agent.post(`/api/import/${id}/confirm`, body);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<ImportResult>();
}

export async function tasksOf(agent: Agent) {
  const res = await agent.get('/api/tasks?limit=200');
  assert.equal(res.statusCode, 200, res.body);
  return res.json<TaskList>().tasks;
}

/** A task as GET /api/tasks/{id} shows it (the list has summaries). */
export async function fullTask(agent: Agent, id: string | undefined): Promise<Task> {
  assert.ok(id);
  const res = await agent.get(`/api/tasks/${id}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<Task>();
}
