// SQL of comments: one row per comment, so concurrent writers never overwrite each other.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuthorKind, CommentsTable } from '../../db/schema.ts';

export type CommentRow = Selectable<CommentsTable>;

export function commentRepo(db: Db) {
  return {
    listOf(taskId: string): Promise<CommentRow[]> {
      return db
        .selectFrom('comments')
        .selectAll()
        .where('task_id', '=', taskId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('seq')
        .orderBy('id')
        .execute();
    },

    async insert(row: {
      id: string;
      taskId: string;
      userId: string;
      authorEmail: string | null;
      authorName: string;
      authorKind: AuthorKind;
      text: string;
      seq: number;
      now: string;
    }): Promise<CommentRow> {
      return db
        .insertInto('comments')
        .values({
          id: row.id,
          task_id: row.taskId,
          user_id: row.userId,
          author_email: row.authorEmail,
          author_name: row.authorName,
          author_kind: row.authorKind,
          text: row.text,
          seq: row.seq,
          created_at: row.now,
          updated_at: row.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}
