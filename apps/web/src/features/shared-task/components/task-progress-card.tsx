// The side card 'Task Progress' (SPEC §2): status, when it was assigned, and a completion message.
import type { SharedTask } from '@nova/core/contracts/shared-task';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './shared-task-card.tsx';

export function TaskProgressCard({ data, locale }: { data: SharedTask; locale: string }) {
  const { t } = useTranslation('shared-task');
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const completedAt = data.assignment.completedAt;
  const completed = data.assignment.status === 'completed' || data.task.status === 'completed';
  return (
    <aside
      aria-labelledby="shared-progress-title"
      className="flex h-fit flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="shared-progress-title" className="text-base font-semibold">
        {t('progress.title')}
      </h2>
      <dl className="flex flex-col gap-3 text-sm">
        <div className="flex items-center justify-between gap-2">
          <dt className="text-muted-foreground">{t('progress.status')}</dt>
          <dd>
            <StatusBadge status={data.task.status} />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">{t('progress.assigned')}</dt>
          <dd>
            <time dateTime={data.assignment.assignedAt}>
              {dateTime.format(new Date(data.assignment.assignedAt))}
            </time>
          </dd>
        </div>
      </dl>
      {completed ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-secondary p-3 text-sm text-secondary-foreground"
        >
          <PartyPopper aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {completedAt
              ? t('progress.completedOn', { date: dateTime.format(new Date(completedAt)) })
              : t('progress.completed')}
          </span>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('progress.pending')}</p>
      )}
    </aside>
  );
}
