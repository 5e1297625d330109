// /delegated: the tasks the user gave to someone by link, most recent activity first, with the
// assignment's status, the assignee, the last activity and how many notifications are unread. Live:
// the signed-in frame's realtime wiring refetches the list when the assignee does something.
import type { DelegatedTask } from '@nova/core/contracts/delegation';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { intlLocale, isLanguage } from '../../../lib/language.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { delegatedTasksQueryOptions } from '../api/delegation.ts';
import { assigneeDisplayNameOf } from '../delegated-task-view.ts';

export function DelegatedTasksPage() {
  const { t, i18n } = useTranslation('delegation');
  useDocumentTitle(t('title'));
  const query = useQuery(delegatedTasksQueryOptions());
  const locale = intlLocale(isLanguage(i18n.language) ? i18n.language : 'en');
  const tasks = query.data?.tasks ?? [];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <Link to="/app" className={buttonClasses('ghost', 'sm', 'w-fit -ml-2')}>
          <ArrowLeft aria-hidden="true" />
          {t('back')}
        </Link>
        <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </div>
      {query.isPending ? (
        <div role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
          <Spinner />
          {t('loading')}
        </div>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-card p-6"
        >
          <p>{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : tasks.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-border p-6">
          <Send aria-hidden="true" className="size-6 text-muted-foreground" />
          <p>{t('empty')}</p>
          <Link to="/app" className={buttonClasses('outline', 'sm')}>
            {t('toTasks')}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('listLabel')}>
          {tasks.map((task) => (
            <DelegatedRow key={task.taskId} task={task} locale={locale} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DelegatedRow({ task, locale }: { task: DelegatedTask; locale: string }) {
  const { t } = useTranslation('delegation');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const { assignment } = task;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <Link
          to={`/app?task=${encodeURIComponent(task.taskId)}`}
          className="block truncate rounded-md font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {task.title}
        </Link>
        <p className="text-sm text-muted-foreground">
          {t('assignee', { name: assigneeDisplayNameOf(assignment) })}
          {assignment.assigneeName ? ` · ${assignment.assigneeEmail}` : ''}
        </p>
        <p className="text-xs text-muted-foreground">
          {t('lastActivity')}{' '}
          <time dateTime={task.lastActivityAt}>{date.format(new Date(task.lastActivityAt))}</time>
        </p>
      </div>
      <div className="flex items-center gap-2">
        <span
          data-testid="delegated-status"
          className={
            assignment.status === 'completed'
              ? 'rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground'
              : 'rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground'
          }
        >
          {t(`status.${assignment.status}`)}
        </span>
        {task.unreadCount > 0 ? (
          <span className="rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground tabular-nums">
            {t('unread', { count: task.unreadCount })}
          </span>
        ) : null}
      </div>
    </li>
  );
}
