// Notifications grouped per task for the centre: groups in the order of their newest notification,
// each with its unread count. Pure, so it is tested alone.
import type { Notification } from '@nova/core/contracts/notifications';

export type NotificationGroup = {
  taskId: string | null;
  taskTitle: string | null;
  unread: number;
  items: Notification[];
};

export function groupByTask(notifications: readonly Notification[]): NotificationGroup[] {
  const groups = new Map<string, NotificationGroup>();
  for (const item of notifications) {
    const key = item.taskId ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { taskId: item.taskId, taskTitle: item.taskTitle, unread: 0, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
    if (!item.readAt) group.unread += 1;
    group.taskTitle ??= item.taskTitle;
  }
  return [...groups.values()];
}
