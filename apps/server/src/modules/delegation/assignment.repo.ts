// SQL of task_assignments: one row per task (task_id is unique). Delegating writes it (reviving a
// cancelled row), a new link replaces the token hash, cancelling tombstones it (revoked_at and
// deleted_at), and the assignee's name and completion update it. A row counts only while
// revoked_at and deleted_at are both null.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TaskAssignmentsTable } from '../../db/schema.ts';

export type AssignmentRow = Selectable<TaskAssignmentsTable>;

export type DelegatedTaskRow = {
  task_id: string;
  title: string;
  task_status: string;
  assignment: AssignmentRow;
  last_comment_at: string | null;
  last_attachment_at: string | null;
  unread: number;
};

export function assignmentRepo(db: Db) {
  const live = () =>
    db
      .selectFrom('task_assignments')
      .selectAll()
      .where('deleted_at', 'is', null)
      .where('revoked_at', 'is', null);

  return {
    findLive(taskId: string): Promise<AssignmentRow | undefined> {
      return live().where('task_id', '=', taskId).executeTakeFirst();
    },

    /** Creates the task's assignment, or replaces the one it had (live or cancelled). */
    async upsert(row: {
      id: string;
      taskId: string;
      userId: string;
      email: string;
      name: string | null;
      language: string;
      tokenHash: string;
      seq: number;
      now: string;
    }): Promise<void> {
      const values = {
        assignee_email: row.email,
        assignee_name: row.name,
        language: row.language,
        token_hash: row.tokenHash,
        status: 'pending',
        assigned_at: row.now,
        completed_at: null,
        revoked_at: null,
        deleted_at: null,
        seq: row.seq,
        updated_at: row.now,
      };
      const updated = await db
        .updateTable('task_assignments')
        .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
        .where('task_id', '=', row.taskId)
        .where('user_id', '=', row.userId)
        .returning('id')
        .execute();
      if (updated.length > 0) return;
      await db
        .insertInto('task_assignments')
        .values({ id: row.id, task_id: row.taskId, user_id: row.userId, created_at: row.now, ...values })
        .execute();
    },

    async update(
      taskId: string,
      patch: Partial<Pick<AssignmentRow, 'token_hash' | 'assignee_name' | 'status' | 'completed_at'>>,
      seq: number,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('task_assignments')
        .set((eb) => ({ ...patch, version: eb('version', '+', 1), seq, updated_at: now }))
        .where('task_id', '=', taskId)
        .where('deleted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Tombstones the live assignment; true when there was one. */
    async cancel(taskId: string, seq: number, now: string): Promise<boolean> {
      const rows = await db
        .updateTable('task_assignments')
        .set((eb) => ({
          revoked_at: now,
          deleted_at: now,
          version: eb('version', '+', 1),
          seq,
          updated_at: now,
        }))
        .where('task_id', '=', taskId)
        .where('deleted_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** The user's live delegated tasks with their assignment and the latest activity on them. */
    async listDelegated(userId: string): Promise<DelegatedTaskRow[]> {
      const rows = await db
        .selectFrom('task_assignments as a')
        .innerJoin('tasks as t', 't.id', 'a.task_id')
        .selectAll('a')
        .select((eb) => [
          't.title as task_title',
          't.status as task_status',
          eb
            .selectFrom('comments as c')
            .select((e) => e.fn.max('c.created_at').as('m'))
            .whereRef('c.task_id', '=', 'a.task_id')
            .where('c.deleted_at', 'is', null)
            .as('last_comment_at'),
          eb
            .selectFrom('attachments as f')
            .select((e) => e.fn.max('f.created_at').as('m'))
            .whereRef('f.task_id', '=', 'a.task_id')
            .where('f.deleted_at', 'is', null)
            .as('last_attachment_at'),
          eb
            .selectFrom('notifications as n')
            .select((e) => e.fn.countAll().as('c'))
            .whereRef('n.task_id', '=', 'a.task_id')
            .where('n.user_id', '=', userId)
            .where('n.read_at', 'is', null)
            .where('n.deleted_at', 'is', null)
            .where('n.data', 'like', '%"authorKind":"assignee"%')
            .as('unread'),
        ])
        .where('a.user_id', '=', userId)
        .where('a.deleted_at', 'is', null)
        .where('a.revoked_at', 'is', null)
        .where('t.user_id', '=', userId)
        .where('t.deleted_at', 'is', null)
        .execute();
      return rows.map((r) => {
        const { task_title, task_status, last_comment_at, last_attachment_at, unread, ...assignment } = r;
        return {
          task_id: assignment.task_id,
          title: task_title,
          task_status,
          assignment,
          last_comment_at: last_comment_at ?? null,
          last_attachment_at: last_attachment_at ?? null,
          unread: Number(unread ?? 0),
        };
      });
    },
  };
}
