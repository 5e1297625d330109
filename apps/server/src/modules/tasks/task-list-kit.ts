// Shared by the task-list tests: task rows written straight into the database (large accounts in
// moments), and a list read both ways, whole and as pages, to compare.
import assert from 'node:assert/strict';
import type { TaskList, TaskSummary } from '@nova/core/contracts/tasks';
import type { Insertable } from 'kysely';
import type { SignedInAgent } from '../../../test/factories.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Inserts `rows` into tasks, 100 a statement (within both databases' bound-parameter limits). */
export async function insertTaskRows(db: Db, rows: readonly Insertable<Database['tasks']>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('tasks')
      .values(rows.slice(i, i + 100))
      .execute();
}

/**
 * `/api/tasks?<query>` whole (in creation order: the JSON the database makes, task-list-json.ts), and
 * the same list walked in pages of `pageSize` (the presenter's), with the whole answer's raw body.
 */
export async function wholeAndPages(
  agent: SignedInAgent,
  query: string,
  pageSize: number,
): Promise<{ whole: TaskList; body: string; pages: TaskSummary[] }> {
  const res = await agent.get(`/api/tasks?${query}`);
  assert.equal(res.statusCode, 200, res.body);
  const pages: TaskSummary[] = [];
  let cursor: string | null | undefined;
  do {
    const more = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await agent.get(`/api/tasks?${query}&limit=${pageSize}${more}`);
    assert.equal(page.statusCode, 200, page.body);
    const list = page.json<TaskList>();
    pages.push(...list.tasks);
    cursor = list.nextCursor;
  } while (cursor);
  return { whole: res.json<TaskList>(), body: res.body, pages };
}
