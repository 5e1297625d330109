// The tasks of one strategy, a paged list of its own (most recently changed first, so a task just
// added heads it): status, title, idea badge, a way to take a task out of it, and "Show more".
import { statusLabelKey } from '@nova/core/domain/status';
import { CircleCheck, CircleDashed, CirclePlay } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkedTaskItem } from '../../../components/linked-task-item.tsx';
import { ShowMorePages } from '../../../components/show-more-pages.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { type TaskPages, useTaskPages } from '../../../lib/api/use-task-pages.ts';
import { cn } from '../../../lib/cn.ts';
import { STRATEGY_TASK_PAGES, strategyTasksParams } from '../strategy-rules.ts';

type Props = {
  strategyId: string;
  name: string;
  /** The strategy's tasks, loaded or not (its progress). */
  total: number;
  onUnassign: (taskId: string) => void;
};

export function StrategyTaskList({ strategyId, name, total, onUnassign }: Props) {
  const { t } = useTranslation('strategy');
  const params = useMemo(() => strategyTasksParams(strategyId), [strategyId]);
  const pages = useTaskPages(params, STRATEGY_TASK_PAGES);
  const { tasks } = pages;
  if (pages.query.isPending) return null;
  if (pages.query.isError && !pages.query.data) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {t('tasks.loadFailed')}
        <Button variant="outline" size="sm" onClick={() => void pages.query.refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  }
  if (tasks.length === 0) return <p className="text-sm text-muted-foreground">{t('tasks.empty')}</p>;

  return (
    <div className="flex flex-col gap-1">
      <ul aria-label={t('tasks.label', { name })} className="flex flex-col">
        {tasks.map((task) => {
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
      <ShowMore pages={pages} total={total} />
    </div>
  );
}

/**
 * "Show more (8 of 40)" while the list has more pages (without the numbers until the total is known);
 * says so when the last attempt failed.
 */
export function ShowMore({ pages, total }: { pages: TaskPages; total: number | null }) {
  const { t } = useTranslation('strategy');
  return (
    <ShowMorePages
      pages={pages}
      buttonClassName="self-start"
      label={
        total === null
          ? t('tasks.showMoreShort')
          : t('tasks.showMore', { shown: pages.tasks.length, count: Math.max(total, pages.tasks.length) })
      }
      failedLabel={t('tasks.moreFailed')}
    />
  );
}
