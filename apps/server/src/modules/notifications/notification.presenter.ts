// Notification rows as the API shows them (contracts/notifications.ts).
import type { AuthorKind } from '@nova/core/contracts/comments';
import {
  type Notification,
  type NotificationKind,
  notificationKinds,
} from '@nova/core/contracts/notifications';
import type { NotificationRow } from './notification.repo.ts';

const dataKeys = ['old', 'new', 'commentId', 'excerpt', 'attachmentId', 'fileName', 'name'] as const;

function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function toNotification(row: NotificationRow): Notification {
  const raw = parseData(row.data);
  const data: Notification['data'] = {};
  for (const key of dataKeys) if (typeof raw[key] === 'string') data[key] = raw[key];
  const kind = (notificationKinds as readonly string[]).includes(row.kind)
    ? (row.kind as NotificationKind)
    : 'other';
  const authorKind: AuthorKind = raw.authorKind === 'assignee' ? 'assignee' : 'owner';
  return {
    id: row.id,
    taskId: row.task_id,
    taskTitle: row.task_title,
    kind,
    author: { name: row.author_name, email: row.author_email, kind: authorKind },
    data,
    readAt: row.read_at,
    createdAt: row.created_at,
  };
}
