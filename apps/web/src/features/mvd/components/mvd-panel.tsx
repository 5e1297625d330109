// Minimum viable day: up to three key tasks for today, each with a tick and a remove button. The
// top card of /app's right panel (the mvdPanel slot); the ticks and removals are the tasks feature's
// actions, so they bring its toasts. Texts in the tasks namespace, which /app has loaded.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { MVD_LIMIT } from '@nova/core/domain/mvd';
import { useQuery } from '@tanstack/react-query';
import { Check, Star, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from '../../../components/panel-card.tsx';
import { mvdQueryOptions } from '../../../lib/api/mvd.ts';
import { cn } from '../../../lib/cn.ts';
import type { MvdPanelSlotProps } from '../../../lib/slots.ts';

const NO_IDS: readonly string[] = [];

export function MvdPanel({ tasksById, actions, onOpen }: MvdPanelSlotProps) {
  const { t } = useTranslation('tasks');
  const titleId = useId();
  // The same query MvdSync keeps migrated (use-mvd-migration.ts): read from the cache, not fetched twice.
  const taskIds = useQuery(mvdQueryOptions()).data?.taskIds ?? NO_IDS;
  const tasks = taskIds
    .map((id) => tasksById.get(id))
    .filter((task): task is TaskSummary => task !== undefined);
  return (
    <PanelCard
      titleId={titleId}
      title={t('mvd.title')}
      icon={<Star aria-hidden="true" className="size-4 text-amber-500" />}
      aside={
        <span className="text-xs text-muted-foreground tabular-nums">
          {t('mvd.count', { count: taskIds.length })}
        </span>
      }
    >
      <p className="text-sm text-muted-foreground">{t('mvd.description')}</p>
      {/* Room for three tasks from the first paint: the panels below stay put while the day loads. */}
      <div className="mt-3 min-h-30">
        {tasks.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">
            {t('mvd.empty')}
          </p>
        ) : (
          <ol className="flex flex-col gap-2" aria-labelledby={titleId}>
            {tasks.slice(0, MVD_LIMIT).map((task) => {
              const done = task.status === 'completed';
              return (
                <li key={task.id} className="flex items-center gap-2 rounded-lg bg-muted/60 px-2 py-1.5">
                  <button
                    type="button"
                    aria-label={t(done ? 'action.reopen' : 'action.complete', { title: task.title })}
                    onClick={() => actions.changeStatus(task, done ? 'waiting' : 'completed')}
                    className={cn(
                      'inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-input focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      done && 'border-emerald-600 bg-emerald-600 text-white',
                    )}
                  >
                    {done ? <Check aria-hidden="true" className="size-3.5" /> : null}
                  </button>
                  <button
                    type="button"
                    onClick={() => onOpen(task.id)}
                    className={cn(
                      'min-w-0 flex-1 truncate rounded text-left text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      done && 'text-muted-foreground line-through',
                    )}
                  >
                    {task.title}
                  </button>
                  <button
                    type="button"
                    aria-label={t('mvd.remove', { title: task.title })}
                    title={t('mvd.remove', { title: task.title })}
                    onClick={() => actions.toggleMvd(task)}
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </PanelCard>
  );
}
