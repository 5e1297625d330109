// Attachment rows as the API shows them: the preview kind the dialog needs and the URL that serves
// the bytes to this viewer (the owner's session route, or the token route with the token on it).
import type { Attachment } from '@nova/core/contracts/attachments';
import { previewKindOf } from '@nova/core/domain/files';
import type { AttachmentRow } from './attachment.repo.ts';

export type Viewer = { kind: 'owner' } | { kind: 'assignee'; token: string };

export function attachmentUrl(row: Pick<AttachmentRow, 'id' | 'task_id'>, viewer: Viewer): string {
  const task = encodeURIComponent(row.task_id);
  const id = encodeURIComponent(row.id);
  return viewer.kind === 'owner'
    ? `/api/tasks/${task}/attachments/${id}/file`
    : `/api/shared-tasks/${task}/attachments/${id}/file?token=${encodeURIComponent(viewer.token)}`;
}

export function toAttachment(row: AttachmentRow, viewer: Viewer): Attachment {
  return {
    id: row.id,
    taskId: row.task_id,
    name: row.name,
    type: row.type,
    size: row.size,
    preview: previewKindOf(row.type),
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
    url: attachmentUrl(row, viewer),
  };
}
