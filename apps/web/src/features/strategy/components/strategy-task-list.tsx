// The tasks of one strategy: status, title, idea badge, and a way to take a task out of it.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { statusLabelKey } from '@nova/core/domain/status';
import { CircleCheck, CircleDashed, CirclePlay, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

const VISIBLE = 8;

type Props = { name: string; tasks: TaskSummary[]; onUnassign: (taskId: string) => void };

export function StrategyTaskList({ name, tasks, onUnassign }: Props) {
  const { t } = useTranslation('strategy');
  const [expanded, setExpanded] = useState(false);
  if (tasks.length === 0) return <p className="text-sm text-muted-foreground">{t('tasks.empty')}</p>;
  const shown = expanded ? tasks : tasks.slice(0, VISIBLE);

  return (
    <div className="flex flex-col gap-1">
      <ul aria-label={t('tasks.label', { name })} className="flex flex-col">
        {shown.map((task) => {
          const done = task.status === 'completed';
          const Icon = done ? CircleCheck : task.status === 'inProgress' ? CirclePlay : CircleDashed;
          return (
            <li key={task.id} className="group flex items-center gap-2 rounded-md py-1 pr-1 text-sm">
              <Icon
                aria-hidden="true"
                className={cn(
                  'size-4 shrink-0',
                  done ? 'text-green-600 dark:text-green-400' : 'text-muted-foreground',
                )}
              />
              <span className="sr-only">{t(statusLabelKey(task.status))}</span>
              <span
                className={cn('min-w-0 flex-1 break-words', done && 'text-muted-foreground line-through')}
              >
                {task.title}
              </span>
              {task.type === 'idea' ? (
                <span className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                  {t('tasks.idea')}
                </span>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('tasks.remove', { title: task.title })}
                title={t('tasks.remove', { title: task.title })}
                onClick={() => onUnassign(task.id)}
                className="size-7 px-0 text-muted-foreground"
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      {tasks.length > VISIBLE ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('tasks.showLess') : t('tasks.showAll', { count: tasks.length })}
        </Button>
      ) : null}
    </div>
  );
}
