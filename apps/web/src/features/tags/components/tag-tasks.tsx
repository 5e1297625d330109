// The tasks carrying one tag, with a way to take the tag off a task.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { useTranslation } from 'react-i18next';
import { LinkedTaskItem } from '../../../components/linked-task-item.tsx';

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
          <LinkedTaskItem
            key={task.id}
            className="flex items-center gap-2 py-1 text-sm"
            title={task.title}
            done={done}
            ideaLabel={task.type === 'idea' ? t('tasks.idea') : null}
            removeLabel={t('tasks.detach', { title: task.title })}
            onRemove={() => onDetach(task.id)}
            after={done ? <span className="sr-only">{t('tasks.done')}</span> : null}
          />
        );
      })}
    </ul>
  );
}
