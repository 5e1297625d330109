// One row of the test list: status icon, title, the 'Идея' badge, busy badges, the status actions
// the row's status allows (Начать, Завершить, Остановить, Возобновить) and delete.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { statusLabelKey, type TaskStatus } from '@nova/core/domain/status';
import {
  CalendarClock,
  CircleCheck,
  CircleDashed,
  CirclePause,
  CirclePlay,
  CircleX,
  type LucideIcon,
  Trash2,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { RowBusy } from '../hooks/use-walkthrough-actions.ts';
import { walkthroughActionsFor } from '../walkthrough-rules.ts';
import { BusyBadge } from './busy-badge.tsx';

const statusIcons: Record<TaskStatus, { icon: LucideIcon; className: string }> = {
  waiting: { icon: CircleDashed, className: 'text-muted-foreground' },
  inProgress: { icon: CirclePlay, className: 'text-blue-600 dark:text-blue-400' },
  paused: { icon: CirclePause, className: 'text-amber-600 dark:text-amber-400' },
  completed: { icon: CircleCheck, className: 'text-green-600 dark:text-green-400' },
  cancelled: { icon: CircleX, className: 'text-muted-foreground' },
  scheduled: { icon: CalendarClock, className: 'text-purple-600 dark:text-purple-400' },
};

type Props = {
  task: TaskSummary;
  busy: RowBusy | undefined;
  onStatus: (id: string, status: TaskStatus) => void;
  onDelete: (id: string) => void;
};

export function WalkthroughTaskRow({ task, busy, onStatus, onDelete }: Props) {
  const { t } = useTranslation('status-walkthrough');
  const titleId = useId();
  const { icon: Icon, className } = statusIcons[task.status];
  const done = task.status === 'completed';

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-card px-4 py-3">
      <Icon aria-hidden="true" className={cn('size-5 shrink-0', className)} />
      <span className="sr-only">{t(statusLabelKey(task.status))}</span>
      <span
        id={titleId}
        className={cn('min-w-0 flex-1 break-words', done && 'text-muted-foreground line-through')}
      >
        {task.title}
      </span>
      {task.type === 'idea' ? (
        <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
          {t('ideaBadge')}
        </span>
      ) : null}
      {busy ? <BusyBadge label={t(`busy.${busy}`)} /> : null}
      <div className="flex items-center gap-1">
        {walkthroughActionsFor(task.status).map(({ action, to }) => (
          <Button
            key={action}
            variant={action === 'complete' ? 'primary' : 'outline'}
            size="sm"
            aria-describedby={titleId}
            disabled={busy === 'deleting'}
            onClick={() => onStatus(task.id, to)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('actions.delete')}
          title={t('actions.delete')}
          aria-describedby={titleId}
          disabled={busy === 'deleting'}
          onClick={() => onDelete(task.id)}
          className="size-8 px-0 text-muted-foreground hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
