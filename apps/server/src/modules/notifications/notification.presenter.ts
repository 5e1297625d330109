// Notification rows as the API shows them (contracts/notifications.ts).

import type { AuthorKind } from '@nova/core/contracts/comments';
import {
  type Notification,
  type NotificationKind,
  notificationKinds,
} from '@nova/core/contracts/notifications';
import { isOneOf, isRecord } from '@nova/core/guards';
import type { NotificationRow } from './notification.repo.ts';

const dataKeys = ['old', 'new', 'commentId', 'excerpt', 'attachmentId', 'fileName', 'name'] as const;

function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

export function toNotification(row: NotificationRow): Notification {
  const raw = parseData(row.data);
  const data: Notification['data'] = {};
  for (const key of dataKeys) if (typeof raw[key] === 'string') data[key] = raw[key];
  const kind: NotificationKind = isOneOf(notificationKinds, row.kind) ? row.kind : 'other';
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
