// The tasks carrying one tag, asked from the server in pages once the tag is opened (most recently
// changed first, so a task just tagged heads them), with a way to take the tag off a task.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkedTaskItem } from '../../../components/linked-task-item.tsx';
import { ShowMorePages } from '../../../components/show-more-pages.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTaskPages } from '../../../lib/api/use-task-pages.ts';
import { TAG_TASK_PAGES, tagTasksParams } from '../tag-rules.ts';

type Props = {
  id: string;
  tagId: string;
  name: string;
  /** How many tasks carry the tag, loaded or not. */
  total: number;
  onDetach: (taskId: string) => void;
};

export function TagTasks({ id, tagId, name, total, onDetach }: Props) {
  const { t } = useTranslation('tags');
  const params = useMemo(() => tagTasksParams(tagId), [tagId]);
  const pages = useTaskPages(params, TAG_TASK_PAGES);
  const { tasks } = pages;
  if (pages.query.isPending) {
    return (
      <p id={id} className="pl-10 text-sm text-muted-foreground">
        {t('tasks.loading')}
      </p>
    );
  }
  if (pages.query.isError && !pages.query.data) {
    return (
      <p
        id={id}
        role="alert"
        className="flex flex-wrap items-center gap-2 pl-10 text-sm text-muted-foreground"
      >
        {t('tasks.loadFailed')}
        <Button variant="outline" size="sm" onClick={() => void pages.query.refetch()}>
          {t('retry')}
        </Button>
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
    <div id={id} className="flex flex-col gap-1 pl-10">
      <ul aria-label={t('tasks.show', { name })} className="flex flex-col">
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
      <ShowMorePages
        pages={pages}
        buttonClassName="self-start"
        label={t('tasks.showMore', { shown: tasks.length, count: Math.max(total, tasks.length) })}
        failedLabel={t('tasks.moreFailed')}
      />
    </div>
  );
}
