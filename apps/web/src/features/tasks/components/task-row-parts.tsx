// Small pieces of a task row: the status icon button, the start/pause button, the priority badge and
// the meta line (date, time, steps, tags).
import type { Tag } from '@nova/core/contracts/tags';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { type Quadrant, quadrantOf } from '@nova/core/domain/priority';
import { type StatusAction, type TaskStatus, transitionAction } from '@nova/core/domain/status';
import {
  CalendarClock,
  CheckCircle2,
  Circle,
  CircleDot,
  ListChecks,
  Pause,
  PauseCircle,
  Play,
  RotateCcw,
  XCircle,
} from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { RowTexts } from './task-row-texts.ts';

const statusIcons = {
  waiting: Circle,
  inProgress: CircleDot,
  paused: PauseCircle,
  completed: CheckCircle2,
  cancelled: XCircle,
  scheduled: CalendarClock,
} as const;

/** The check button's target: finish an open task, reopen a finished one. */
export function checkTarget(status: TaskStatus): TaskStatus {
  return status === 'completed' || status === 'cancelled' ? 'waiting' : 'completed';
}

/** The play button's target: start or resume, pause a running task; none for finished ones. */
export function playTarget(status: TaskStatus): TaskStatus | null {
  if (status === 'inProgress') return 'paused';
  if (status === 'completed' || status === 'cancelled') return null;
  return 'inProgress';
}

/** A row's round icon button (status, start/pause, the MVD star, delete). */
export const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors ' +
  'hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ' +
  'motion-reduce:transition-none';

type StatusButtonProps = {
  task: TaskSummary;
  texts: RowTexts;
  onChange: (target: TaskStatus) => void;
};

export function CheckButton({ task, texts, onChange }: StatusButtonProps) {
  const target = checkTarget(task.status);
  const action: StatusAction = transitionAction(task.status, target) ?? 'complete';
  const Icon = statusIcons[task.status];
  const done = task.status === 'completed';
  return (
    <button
      type="button"
      className={cn(
        iconButton,
        done && 'text-emerald-600 dark:text-emerald-400',
        task.status === 'inProgress' && 'text-primary',
      )}
      aria-label={texts.action(action, task.title)}
      title={texts.status(task.status)}
      onClick={() => onChange(target)}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

export function PlayButton({ task, texts, onChange }: StatusButtonProps) {
  const target = playTarget(task.status);
  const action = target && transitionAction(task.status, target);
  if (!target || !action) return <span className="size-9 shrink-0" aria-hidden="true" />;
  const Icon = target === 'paused' ? Pause : task.status === 'paused' ? RotateCcw : Play;
  const label = texts.action(action, task.title);
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={label}
      title={label}
      onClick={() => onChange(target)}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

const quadrantClasses: Record<Quadrant, string> = {
  do: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
  schedule: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  delegate: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  eliminate: 'bg-muted text-muted-foreground',
};

export function PriorityBadge({ task, texts }: { task: TaskSummary; texts: RowTexts }) {
  const quadrant = quadrantOf(task);
  const label = texts.priority(task.priority, quadrant);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn('rounded-md px-1.5 py-0.5 font-mono text-xs tabular-nums', quadrantClasses[quadrant])}
    >
      {task.priority}
    </span>
  );
}

export type RowMetaProps = {
  task: TaskSummary;
  today: string;
  texts: RowTexts;
  tags: ReadonlyMap<string, Tag>;
};

export function RowMeta({ task, today, texts, tags }: RowMetaProps) {
  const open = task.status !== 'completed' && task.status !== 'cancelled';
  const overdue = open && task.startDate !== null && task.startDate < today;
  const date = task.startDate ? texts.dateFormat.format(new Date(`${task.startDate}T12:00:00`)) : null;
  const stepsLabel = task.microTotal > 0 ? texts.stepsLabel(task.microDone, task.microTotal) : '';
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
      {date ? (
        <span className={cn(overdue && 'text-amber-700 dark:text-amber-300')}>
          {overdue ? texts.overdue(date) : date}
          {task.startTime ? ` · ${task.startTime}` : ''}
        </span>
      ) : task.startTime ? (
        <span>{task.startTime}</span>
      ) : null}
      {task.microTotal > 0 ? (
        <span className="inline-flex items-center gap-1" title={stepsLabel}>
          <ListChecks aria-hidden="true" className="size-3.5" />
          <span aria-hidden="true">{texts.steps(task.microDone, task.microTotal)}</span>
          <span className="sr-only">{stepsLabel}</span>
        </span>
      ) : null}
      {task.tagIds.map((id) => {
        const tag = tags.get(id);
        return tag ? (
          <span key={id} className="rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground">
            #{tag.name}
          </span>
        ) : null;
      })}
      {task.isDelegated ? <span>{texts.delegated}</span> : null}
    </span>
  );
}
