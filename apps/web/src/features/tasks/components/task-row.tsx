// One task in the list: check (complete/reopen), start/pause, title (opens the detail), idea badge,
// priority code, date/time, micro-step progress, tags, the MVD star and delete.
import type { Tag } from '@nova/core/contracts/tags';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import type { TaskStatus } from '@nova/core/domain/status';
import { Star, Trash2 } from 'lucide-react';
import { type KeyboardEvent, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { CheckButton, PlayButton, PriorityBadge, RowMeta } from './task-row-parts.tsx';

export type TaskRowHandlers = {
  open: (id: string) => void;
  changeStatus: (task: TaskSummary, status: TaskStatus) => void;
  toggleMvd: (task: TaskSummary) => void;
  askDelete: (task: TaskSummary) => void;
  /** Arrow keys on a title move between rows (the list scrolls the next one into view). */
  moveFocus: (fromId: string, delta: 1 | -1) => void;
  preloadDetail: () => void;
};

export type TaskRowProps = {
  task: TaskSummary;
  handlers: TaskRowHandlers;
  today: string;
  dateFormat: Intl.DateTimeFormat;
  tags: ReadonlyMap<string, Tag>;
};

const smallButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors ' +
  'hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ' +
  'motion-reduce:transition-none';

export const TaskRow = memo(function TaskRow({ task, handlers, today, dateFormat, tags }: TaskRowProps) {
  const { t } = useTranslation('tasks');
  const done = task.status === 'completed' || task.status === 'cancelled';
  const onTitleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      handlers.moveFocus(task.id, event.key === 'ArrowDown' ? 1 : -1);
    }
  };
  return (
    <div
      className={cn(
        'group flex items-center gap-1 rounded-xl border border-border bg-card px-2 py-1.5 sm:gap-2',
        'transition-colors hover:border-ring/40 motion-reduce:transition-none',
        task.status === 'inProgress' && 'border-primary/50',
      )}
    >
      <CheckButton task={task} onChange={(status) => handlers.changeStatus(task, status)} />
      <button
        type="button"
        data-task-title={task.id}
        className="flex min-w-0 flex-1 flex-col items-start gap-0.5 rounded-lg px-1 py-1 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => handlers.open(task.id)}
        onKeyDown={onTitleKey}
        onPointerEnter={handlers.preloadDetail}
        onFocus={handlers.preloadDetail}
      >
        <span className="flex w-full min-w-0 items-center gap-2">
          <span
            className={cn(
              'truncate text-sm font-medium sm:text-base',
              done && 'text-muted-foreground line-through',
            )}
          >
            {task.title}
          </span>
          {task.type === 'idea' ? (
            <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              {t('row.idea')}
            </span>
          ) : null}
        </span>
        <RowMeta task={task} today={today} dateFormat={dateFormat} tags={tags} />
      </button>
      <PriorityBadge task={task} />
      <PlayButton task={task} onChange={(status) => handlers.changeStatus(task, status)} />
      <button
        type="button"
        className={cn(smallButton, task.inMvd && 'text-amber-500 dark:text-amber-300')}
        aria-label={t(task.inMvd ? 'row.mvdRemove' : 'row.mvdAdd', { title: task.title })}
        title={t(task.inMvd ? 'row.mvdRemove' : 'row.mvdAdd', { title: task.title })}
        onClick={() => handlers.toggleMvd(task)}
      >
        <Star aria-hidden="true" className={cn('size-4', task.inMvd && 'fill-current')} />
      </button>
      <button
        type="button"
        className={cn(smallButton, 'hover:text-destructive')}
        aria-label={t('row.delete', { title: task.title })}
        title={t('row.delete', { title: task.title })}
        onClick={() => handlers.askDelete(task)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
});
