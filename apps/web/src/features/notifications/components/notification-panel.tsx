// The notification centre: what happened to the user's tasks, grouped per task, newest first, each
// with its author (status change old -> new, description update, attachment, comment, name set).
// Opening a task goes to /app?task=… (its notifications are marked read there).
import type { Notification } from '@nova/core/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notificationsQueryOptions, useMarkAllRead } from '../../../lib/api/notifications.ts';
import { intlLocale, isLanguage } from '../../../lib/language.ts';
import { groupByTask } from '../notification-groups.ts';
import { NotificationText } from './notification-text.tsx';

export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const query = useQuery(notificationsQueryOptions());
  const markAll = useMarkAllRead();
  const heading = useRef<HTMLHeadingElement>(null);
  const locale = intlLocale(isLanguage(i18n.language) ? i18n.language : 'en');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const groups = groupByTask(query.data?.notifications ?? []);
  const unread = query.data?.unreadCount ?? 0;

  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      id="notification-panel"
      aria-labelledby="notification-panel-title"
      className="absolute top-12 right-0 z-40 flex max-h-[min(34rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-border bg-popover text-popover-foreground shadow-xl"
    >
      <div className="flex items-center gap-2 border-b border-border px-4 py-3">
        <h2
          id="notification-panel-title"
          ref={heading}
          tabIndex={-1}
          className="flex-1 text-base font-semibold focus:outline-none"
        >
          {t('title')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden="true" />
          {t('markAll')}
        </Button>
      </div>
      <div className="overflow-y-auto px-2 py-2">
        {query.isPending ? (
          <div
            role="status"
            className="flex items-center justify-center gap-2 p-6 text-sm text-muted-foreground"
          >
            <Spinner />
            {t('loading')}
          </div>
        ) : query.isError ? (
          <p role="alert" className="p-4 text-sm">
            {t('loadFailed')}
          </p>
        ) : groups.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {groups.map((group) => (
              <li key={group.taskId ?? 'none'} className="rounded-xl border border-border bg-background p-3">
                {group.taskId ? (
                  <Link
                    to={`/app?task=${encodeURIComponent(group.taskId)}`}
                    onClick={onClose}
                    className="block truncate rounded-md text-sm font-semibold hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {group.taskTitle ?? t('untitled')}
                    {group.unread > 0 ? (
                      <span className="sr-only"> ({t('unreadCount', { count: group.unread })})</span>
                    ) : null}
                  </Link>
                ) : (
                  <p className="text-sm font-semibold">{t('deletedTask')}</p>
                )}
                <ul className="mt-2 flex flex-col gap-1.5">
                  {group.items.map((item: Notification) => (
                    <li key={item.id} className="flex items-start gap-2 text-sm">
                      <span
                        aria-hidden="true"
                        className={`mt-1.5 size-2 shrink-0 rounded-full ${item.readAt ? 'bg-transparent' : 'bg-primary'}`}
                      />
                      <span className="min-w-0 flex-1">
                        {item.readAt ? null : <span className="sr-only">{t('new')}: </span>}
                        <NotificationText notification={item} />
                        <time dateTime={item.createdAt} className="block text-xs text-muted-foreground">
                          {date.format(new Date(item.createdAt))}
                        </time>
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-border px-4 py-2">
        <Link
          to="/delegated"
          onClick={onClose}
          className="text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('allDelegated')}
        </Link>
      </div>
    </section>
  );
}
