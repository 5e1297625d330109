// Delegation, attachments and comments of a task in its detail view. Opening the task marks its
// notifications read, and so does anything new arriving while it is open (the owner is looking).
import type { Task } from '@nova/core/contracts/tasks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markTaskRead, unreadCountQueryOptions } from '../../../../lib/api/notifications.ts';
import { intlLocale, isLanguage } from '../../../../lib/language.ts';
import { AttachmentsSection } from './attachments-section.tsx';
import { CommentsSection } from './comments-section.tsx';
import { DelegationPanel } from './delegation-panel.tsx';

/** Its own Suspense boundary: loading the `collaboration` strings never blanks the sheet. */
export function CollaborationSection({ task }: { task: Task }) {
  return (
    <Suspense fallback={null}>
      <Collaboration task={task} />
    </Suspense>
  );
}

function Collaboration({ task }: { task: Task }) {
  const { i18n } = useTranslation('collaboration');
  const client = useQueryClient();
  const unread = useQuery(unreadCountQueryOptions()).data?.byTask[task.id] ?? 0;
  const locale = intlLocale(isLanguage(i18n.language) ? i18n.language : 'en');

  useEffect(() => {
    void markTaskRead(client, task.id);
    // Everything shown while the task was open counts as seen, however late its count arrived.
    return () => void markTaskRead(client, task.id, { force: true });
  }, [client, task.id]);
  useEffect(() => {
    if (unread > 0) void markTaskRead(client, task.id);
  }, [client, task.id, unread]);

  return (
    <div className="flex flex-col gap-6 border-t border-border pt-6">
      <DelegationPanel task={task} />
      <AttachmentsSection task={task} locale={locale} />
      <CommentsSection task={task} locale={locale} />
    </div>
  );
}
