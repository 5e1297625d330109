// Status, the actions the transition table allows from it (core's nextStatuses, never a local list),
// and the time spent, live while the task is in progress.
import type { Task } from '@nova/core/contracts/tasks';
import { nextStatuses, type StatusAction, statusLabelKey } from '@nova/core/domain/status';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button, type ButtonVariant } from '../../../../components/ui/button.tsx';
import { useChangeTaskStatus } from '../../../../lib/api/change-task-status.ts';
import { durationParts, liveTimeSpent } from './time-spent-format.ts';

const primaryActions: ReadonlySet<StatusAction> = new Set(['start', 'resume', 'complete']);

export type StatusPanelProps = { task: Task; onCompleted: () => void };

export function StatusPanel({ task, onCompleted }: StatusPanelProps) {
  const { t } = useTranslation('task-detail');
  const change = useChangeTaskStatus();

  return (
    <section aria-labelledby="task-detail-status" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <h3 id="task-detail-status" className="sr-only">
          {t('sections.status')}
        </h3>
        <span className="rounded-full bg-secondary px-3 py-1 font-medium text-secondary-foreground">
          {t(statusLabelKey(task.status))}
        </span>
        <TimeSpent task={task} />
      </div>
      <div className="flex flex-wrap gap-2">
        {nextStatuses(task.status).map(({ status, action }) => {
          const variant: ButtonVariant = primaryActions.has(action) ? 'primary' : 'outline';
          return (
            <Button
              key={action}
              size="sm"
              variant={variant}
              onClick={() => {
                if (status === 'completed') onCompleted();
                change
                  .mutateAsync({ id: task.id, status })
                  .catch(() => toast.error(t('errors.status'), { id: 'task-status-failed' }));
              }}
            >
              {t(`taskAction.${action}`)}
            </Button>
          );
        })}
      </div>
    </section>
  );
}

function TimeSpent({ task }: { task: Task }) {
  const { t } = useTranslation('task-detail');
  const running = task.status === 'inProgress' && task.timeStarted !== null;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const parts = durationParts(liveTimeSpent(task, new Date(now)));
  return (
    <span className="flex items-center gap-1.5 text-muted-foreground">
      <Clock aria-hidden="true" className="size-4" />
      <span>{t('timeSpent.label')}</span>
      {/* Not a live region: a screen reader would hear every second. */}
      <span className="font-medium text-foreground tabular-nums">{t(parts.key, parts.values)}</span>
    </span>
  );
}
