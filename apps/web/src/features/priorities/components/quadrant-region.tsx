// One square of the matrix: a named region and drop target with its meaning, count and cards.
import { useDroppable } from '@dnd-kit/core';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import type { Quadrant } from '@nova/core/domain/priority';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { MatrixCard } from './matrix-card.tsx';

/** Cards shown before "Show all": keeps a 1,000-task matrix quick to render and calm to look at. */
const VISIBLE_CARDS = 30;

const accents: Record<Quadrant, string> = {
  do: 'border-t-red-500',
  schedule: 'border-t-blue-500',
  delegate: 'border-t-amber-500',
  eliminate: 'border-t-slate-400',
};

type Props = {
  quadrant: Quadrant;
  tasks: TaskSummary[];
  onMove: (task: TaskSummary, target: Quadrant) => void;
  focusTaskId: string | null;
};

export function QuadrantRegion({ quadrant, tasks, onMove, focusTaskId }: Props) {
  const { t } = useTranslation('priorities');
  const { setNodeRef, isOver } = useDroppable({ id: quadrant });
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const title = t(`quadrant.${quadrant}.title`);
  const meaning = t(`quadrant.${quadrant}.meaning`);
  const shown = expanded ? tasks : tasks.slice(0, VISIBLE_CARDS);

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
          {t('count', { count: tasks.length })}
        </span>
      </header>
      {tasks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-6 text-center text-sm text-muted-foreground">
          {t('emptyQuadrant')}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto p-0.5">
          {shown.map((task) => (
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
      {tasks.length > VISIBLE_CARDS ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('showLess') : t('showMore', { count: tasks.length })}
        </Button>
      ) : null}
    </section>
  );
}
