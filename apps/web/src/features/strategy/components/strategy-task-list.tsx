// The tasks of one strategy: status, title, idea badge, and a way to take a task out of it.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { statusLabelKey } from '@nova/core/domain/status';
import { CircleCheck, CircleDashed, CirclePlay } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkedTaskItem } from '../../../components/linked-task-item.tsx';
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
            <LinkedTaskItem
              key={task.id}
              className="group flex items-center gap-2 rounded-md py-1 pr-1 text-sm"
              title={task.title}
              done={done}
              ideaLabel={task.type === 'idea' ? t('tasks.idea') : null}
              removeLabel={t('tasks.remove', { title: task.title })}
              onRemove={() => onUnassign(task.id)}
              before={
                <>
                  <Icon
                    aria-hidden="true"
                    className={cn(
                      'size-4 shrink-0',
                      done ? 'text-green-600 dark:text-green-400' : 'text-muted-foreground',
                    )}
                  />
                  <span className="sr-only">{t(statusLabelKey(task.status))}</span>
                </>
              }
            />
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
