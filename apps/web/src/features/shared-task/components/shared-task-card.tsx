// The main card (SPEC §2): title, status badge, 'Assigned to', the Details and Comments tabs, and
// 'Mark as Completed' (afterwards disabled with 'Task already marked as completed').
import type { SharedTask } from '@nova/core/contracts/shared-task';
import { statusLabelKey } from '@nova/core/domain/status';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { isCompleted } from '../shared-rules.ts';
import { SharedCommentsTab } from './shared-comments-tab.tsx';
import { SharedDetailsTab } from './shared-details-tab.tsx';
import { SharedTabs } from './shared-tabs.tsx';

export type SharedTaskCardProps = {
  data: SharedTask;
  locale: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  addComment: (text: string) => Promise<unknown>;
  complete: () => Promise<void>;
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('shared-task');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        status === 'completed'
          ? 'bg-primary text-primary-foreground'
          : 'bg-secondary text-secondary-foreground',
      )}
    >
      {t(statusLabelKey(status))}
    </span>
  );
}

export function SharedTaskCard({ data, locale, upload, addComment, complete }: SharedTaskCardProps) {
  const { t } = useTranslation('shared-task');
  const [tab, setTab] = useState('details');
  const [busy, setBusy] = useState(false);
  const done = isCompleted(data.assignment.status, data.task.status);

  const onComplete = async () => {
    setBusy(true);
    try {
      await complete();
    } catch {
      // The page said what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      aria-labelledby="shared-task-title"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-start gap-3">
          <h1
            id="shared-task-title"
            className="min-w-0 flex-1 text-2xl font-semibold tracking-tight break-words"
          >
            {data.task.title}
          </h1>
          <StatusBadge status={data.task.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t('card.assignedTo')}{' '}
          <span className="font-medium text-foreground">{data.assignment.assigneeName ?? t('card.you')}</span>
          {' · '}
          {t('card.from', { owner: data.ownerName })}
        </p>
      </header>
      <SharedTabs
        label={t('tabs.label')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'details',
            label: t('tabs.details'),
            panel: <SharedDetailsTab data={data} locale={locale} upload={upload} />,
          },
          {
            id: 'comments',
            label: (
              <>
                {t('tabs.comments')}
                <span className="rounded-full bg-background px-1.5 text-xs tabular-nums">
                  {data.comments.length}
                </span>
              </>
            ),
            panel: (
              <SharedCommentsTab
                comments={data.comments}
                locale={locale}
                ownerName={data.ownerName}
                onAdd={addComment}
              />
            ),
          },
        ]}
      />
      <footer className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center">
        <button
          type="button"
          className={buttonClasses('primary', 'lg')}
          disabled={done || busy}
          aria-describedby={done ? 'shared-completed-note' : undefined}
          onClick={() => void onComplete()}
        >
          <CheckCircle2 aria-hidden="true" />
          {t('card.markCompleted')}
        </button>
        {done ? (
          <p id="shared-completed-note" className="text-sm text-muted-foreground">
            {t('card.alreadyCompleted')}
          </p>
        ) : null}
      </footer>
    </article>
  );
}
