// One notification as a sentence with its author: "Alex changed the status: Waiting → Done".
import type { Notification } from '@nova/core/contracts/notifications';
import { statusLabelKey } from '@nova/core/domain/status';
import { useTranslation } from 'react-i18next';

export function NotificationText({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const { author, data, kind } = notification;
  const who =
    author.name || author.email || (author.kind === 'owner' ? t('author.you') : t('author.assignee'));
  switch (kind) {
    case 'status':
      return (
        <>
          {t('kinds.status', {
            author: who,
            old: t(statusLabelKey(data.old ?? '')),
            new: t(statusLabelKey(data.new ?? '')),
          })}
        </>
      );
    case 'comment':
      return <>{t('kinds.comment', { author: who, excerpt: data.excerpt ?? '' })}</>;
    case 'attachment':
      return <>{t('kinds.attachment', { author: who, file: data.fileName ?? '' })}</>;
    case 'description':
      return <>{t('kinds.description', { author: who })}</>;
    case 'assignee_name':
      return <>{t('kinds.assigneeName', { author: who, name: data.name ?? who })}</>;
    default:
      return <>{t('kinds.other', { author: who })}</>;
  }
}
