// One square of the matrix: a named region and drop target with its meaning, count and cards, the
// first page of its list and "Show more" for the next (a 10,000-task matrix never loads every card).
import { useDroppable } from '@dnd-kit/core';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import type { Quadrant } from '@nova/core/domain/priority';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowMorePages } from '../../../components/show-more-pages.tsx';
import type { TaskPages } from '../../../lib/api/use-task-pages.ts';
import { cn } from '../../../lib/cn.ts';
import { MatrixCard } from './matrix-card.tsx';

const accents: Record<Quadrant, string> = {
  do: 'border-t-red-500',
  schedule: 'border-t-blue-500',
  delegate: 'border-t-amber-500',
  eliminate: 'border-t-slate-400',
};

type Props = {
  quadrant: Quadrant;
  pages: TaskPages;
  /** The square's open tasks, loaded or not. */
  total: number;
  onMove: (task: TaskSummary, target: Quadrant) => void;
  focusTaskId: string | null;
};

export function QuadrantRegion({ quadrant, pages, total, onMove, focusTaskId }: Props) {
  const { t } = useTranslation('priorities');
  const { setNodeRef, isOver } = useDroppable({ id: quadrant });
  const headingId = useId();
  const title = t(`quadrant.${quadrant}.title`);
  const meaning = t(`quadrant.${quadrant}.meaning`);
  const { tasks } = pages;

  return (
    <section
      ref={setNodeRef}
      aria-label={t('regionLabel', { title, meaning })}
      className={cn(
        'flex min-h-48 flex-col gap-3 rounded-2xl border border-t-4 border-border bg-muted/40 p-4',
        'transition-colors motion-reduce:transition-none',
        accents[quadrant],
        isOver && 'bg-secondary/70 ring-2 ring-ring',
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{meaning}</p>
        </div>
        <span className="shrink-0 rounded-full bg-background px-2.5 py-0.5 text-sm tabular-nums">
          {t('count', { count: total })}
        </span>
      </header>
      {tasks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-6 text-center text-sm text-muted-foreground">
          {t('emptyQuadrant')}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto p-0.5">
          {tasks.map((task) => (
            <li key={task.id}>
              <MatrixCard
                task={task}
                quadrant={quadrant}
                onMove={onMove}
                autoFocus={focusTaskId === task.id}
              />
            </li>
          ))}
        </ul>
      )}
      <ShowMorePages
        pages={pages}
        label={t('showMore', { shown: tasks.length, count: total })}
        failedLabel={t('moreFailed')}
      />
    </section>
  );
}
