// Comment rows as the API shows them. On the shared page no e-mail is shown (the owner's is not the
// assignee's business).
import type { Comment } from '@nova/core/contracts/comments';
import type { CommentRow } from './comment.repo.ts';

export function toComment(row: CommentRow, viewer: 'owner' | 'assignee'): Comment {
  return {
    id: row.id,
    taskId: row.task_id,
    text: row.text,
    authorName: row.author_name,
    authorEmail: viewer === 'owner' ? row.author_email : null,
    authorKind: row.author_kind,
    createdAt: row.created_at,
  };
}
