// The tasks carrying one tag, with a way to take the tag off a task.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

type Props = { id: string; name: string; tasks: TaskSummary[] | null; onDetach: (taskId: string) => void };

export function TagTasks({ id, name, tasks, onDetach }: Props) {
  const { t } = useTranslation('tags');
  if (!tasks) {
    return (
      <p id={id} className="pl-10 text-sm text-muted-foreground">
        {t('tasks.loading')}
      </p>
    );
  }
  if (tasks.length === 0) {
    return (
      <p id={id} className="pl-10 text-sm text-muted-foreground">
        {t('tasks.empty')}
      </p>
    );
  }
  return (
    <ul id={id} aria-label={t('tasks.show', { name })} className="flex flex-col pl-10">
      {tasks.map((task) => {
        const done = task.status === 'completed';
        return (
          <li key={task.id} className="flex items-center gap-2 py-1 text-sm">
            <span className={cn('min-w-0 flex-1 break-words', done && 'text-muted-foreground line-through')}>
              {task.title}
            </span>
            {done ? <span className="sr-only">{t('tasks.done')}</span> : null}
            {task.type === 'idea' ? (
              <span className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                {t('tasks.idea')}
              </span>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('tasks.detach', { title: task.title })}
              title={t('tasks.detach', { title: task.title })}
              onClick={() => onDetach(task.id)}
              className="size-7 px-0 text-muted-foreground"
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
