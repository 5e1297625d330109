// One task in the list: check (complete/reopen), start/pause, title (opens the detail), idea badge,
// priority code, date/time, micro-step progress, tags, the MVD star and delete.
import type { Tag } from '@nova/core/contracts/tags';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import type { TaskStatus } from '@nova/core/domain/status';
import { Star, Trash2 } from 'lucide-react';
import { type KeyboardEvent, memo } from 'react';
import { cn } from '../../../lib/cn.ts';
import { CheckButton, iconButton, PlayButton, PriorityBadge, RowMeta } from './task-row-parts.tsx';
import type { RowTexts } from './task-row-texts.ts';

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
  /** The list's texts and date format (useRowTexts), shared by all its rows. */
  texts: RowTexts;
  tags: ReadonlyMap<string, Tag>;
};

export const TaskRow = memo(function TaskRow({ task, handlers, today, texts, tags }: TaskRowProps) {
  const done = task.status === 'completed' || task.status === 'cancelled';
  const mvdLabel = texts.mvd(task.inMvd, task.title);
  const deleteLabel = texts.delete(task.title);
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
      <CheckButton task={task} texts={texts} onChange={(status) => handlers.changeStatus(task, status)} />
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
              {texts.idea}
            </span>
          ) : null}
        </span>
        <RowMeta task={task} today={today} texts={texts} tags={tags} />
      </button>
      <PriorityBadge task={task} texts={texts} />
      <PlayButton task={task} texts={texts} onChange={(status) => handlers.changeStatus(task, status)} />
      <button
        type="button"
        className={cn(iconButton, task.inMvd && 'text-amber-500 dark:text-amber-300')}
        aria-label={mvdLabel}
        title={mvdLabel}
        onClick={() => handlers.toggleMvd(task)}
      >
        <Star aria-hidden="true" className={cn('size-4', task.inMvd && 'fill-current')} />
      </button>
      <button
        type="button"
        className={cn(iconButton, 'hover:text-destructive')}
        aria-label={deleteLabel}
        title={deleteLabel}
        onClick={() => handlers.askDelete(task)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
});
