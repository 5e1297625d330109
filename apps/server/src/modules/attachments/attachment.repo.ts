// SQL of attachments: rows with the sniffed type, size and storage key; counts and totals for limits.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AttachmentsTable, AuthorKind } from '../../db/schema.ts';

export type AttachmentRow = Selectable<AttachmentsTable>;

export function attachmentRepo(db: Db) {
  return {
    listOf(taskId: string): Promise<AttachmentRow[]> {
      return db
        .selectFrom('attachments')
        .selectAll()
        .where('task_id', '=', taskId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('seq')
        .orderBy('id')
        .execute();
    },

    find(taskId: string, id: string): Promise<AttachmentRow | undefined> {
      return db
        .selectFrom('attachments')
        .selectAll()
        .where('id', '=', id)
        .where('task_id', '=', taskId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async countOf(taskId: string): Promise<number> {
      const row = await db
        .selectFrom('attachments')
        .select((eb) => eb.fn.countAll().as('c'))
        .where('task_id', '=', taskId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.c ?? 0);
    },

    /** Bytes held by all live attachments of the user's tasks. */
    async usedBytes(userId: string): Promise<number> {
      const row = await db
        .selectFrom('attachments')
        .select((eb) => eb.fn.sum<number | string | null>('size').as('s'))
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.s ?? 0);
    },

    async insert(row: {
      id: string;
      taskId: string;
      userId: string;
      name: string;
      type: string;
      size: number;
      storageKey: string;
      uploadedBy: AuthorKind;
      seq: number;
      now: string;
    }): Promise<AttachmentRow> {
      return db
        .insertInto('attachments')
        .values({
          id: row.id,
          task_id: row.taskId,
          user_id: row.userId,
          name: row.name,
          type: row.type,
          size: row.size,
          storage_key: row.storageKey,
          uploaded_by: row.uploadedBy,
          seq: row.seq,
          created_at: row.now,
          updated_at: row.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async softDelete(taskId: string, id: string, seq: number, now: string): Promise<void> {
      await db
        .updateTable('attachments')
        .set((eb) => ({ deleted_at: now, updated_at: now, seq, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('task_id', '=', taskId)
        .execute();
    },
  };
}
