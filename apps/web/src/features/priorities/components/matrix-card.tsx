// One task on the matrix: drag handle (pointer anywhere on the card, keyboard on the handle), title,
// idea badge, date, the priority code, and the "Move to…" menu.

import { useDraggable } from '@dnd-kit/core';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import type { Quadrant } from '@nova/core/domain/priority';
import { isRecord } from '@nova/core/guards';
import { GripVertical, Lightbulb } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { isQuadrant } from '../matrix.ts';
import { MoveToMenu } from './move-to-menu.tsx';

export type CardData = { task: TaskSummary; quadrant: Quadrant };

/** The data a card gives dnd-kit (below), as dnd-kit hands it back: typed unknown. */
export function isCardData(data: unknown): data is CardData {
  return isRecord(data) && isRecord(data.task) && isQuadrant(data.quadrant);
}

type Props = {
  task: TaskSummary;
  quadrant: Quadrant;
  onMove: (task: TaskSummary, target: Quadrant) => void;
  /** Set right after a "Move to…" choice so keyboard focus follows the card to its new square. */
  autoFocus: boolean;
};

export function MatrixCard({ task, quadrant, onMove, autoFocus }: Props) {
  const { t } = useTranslation('priorities');
  const data: CardData = { task, quadrant };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: task.id,
    data,
    attributes: { roleDescription: t('card.roleDescription') },
  });
  const handle = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (autoFocus) handle.current?.focus();
  }, [autoFocus]);

  return (
    <div
      ref={setNodeRef}
      onPointerDown={(event) => listeners?.onPointerDown?.(event)}
      className={cn(
        'flex items-start gap-1 rounded-lg border border-border bg-card p-2 text-card-foreground shadow-xs',
        'touch-manipulation',
        isDragging && 'opacity-40',
      )}
    >
      <button
        type="button"
        ref={(node) => {
          handle.current = node;
          setActivatorNodeRef(node);
        }}
        {...attributes}
        {...listeners}
        aria-label={t('card.drag', { title: task.title })}
        className="mt-0.5 flex size-8 shrink-0 cursor-grab items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <CardBody task={task} />
      <MoveToMenu title={task.title} current={quadrant} onMove={(target) => onMove(task, target)} />
    </div>
  );
}

export function CardBody({ task }: { task: TaskSummary }) {
  const { t, i18n } = useTranslation('priorities');
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 py-1">
      <p className="text-sm leading-snug break-words">{task.title}</p>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        <span
          className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-foreground"
          title={t('card.levels', { importance: task.importance, urgency: task.urgency })}
        >
          <span className="sr-only">{t('card.priority', { code: task.priority })}</span>
          <span aria-hidden="true">{task.priority}</span>
        </span>
        {task.type === 'idea' ? (
          <span className="inline-flex items-center gap-1 rounded-md bg-secondary px-1.5 py-0.5 text-secondary-foreground">
            <Lightbulb aria-hidden="true" className="size-3" />
            {t('card.idea')}
          </span>
        ) : null}
        {task.startDate ? <span>{formatDay(task.startDate, i18n.language)}</span> : null}
      </div>
    </div>
  );
}

function formatDay(isoDate: string, language: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
}
