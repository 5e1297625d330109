// The four squares and the drag-and-drop around them: pointer and keyboard sensors, arrow keys that
// jump between squares, spoken announcements, and the move itself (use-move-to-quadrant). Each square
// shows its own list's rows (use-task-pages) and total (the counts, when in).
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { type Quadrant, quadrants } from '@nova/core/domain/priority';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskPages } from '../../../lib/api/use-task-pages.ts';
import { useMoveToQuadrant } from '../hooks/use-move-to-quadrant.ts';
import { arrowDirections, cardCenter, landingPoint, nearestInDirection } from '../keyboard-move.ts';
import { isQuadrant } from '../matrix.ts';
import { CardBody, type CardData, isCardData } from './matrix-card.tsx';
import { QuadrantRegion } from './quadrant-region.tsx';

const quadrantIds: ReadonlySet<string> = new Set(quadrants);

/** Arrow keys: to the nearest square in that direction. */
const jumpBetweenSquares: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = arrowDirections[event.code];
  if (!direction) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects } = context;
  if (!collisionRect) return undefined;
  const boxes = [...droppableRects.entries()]
    .filter(([id]) => quadrantIds.has(String(id)))
    .map(([id, box]) => ({ id, box }));
  const target = nearestInDirection(cardCenter(collisionRect), boxes, direction);
  const box = target === null ? undefined : droppableRects.get(target);
  return box ? landingPoint(box, collisionRect) : undefined;
};

/** The square under the pointer; for the keyboard, the square the lifted card overlaps most. */
const collisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Each square's list. */
export type Squares = { readonly [Q in Quadrant]: TaskPages };

type Props = {
  squares: Squares;
  /** Open tasks per square (the counts); until they come, a square counts the rows it holds. */
  totals: { readonly [Q in Quadrant]: number } | undefined;
};

export function MatrixBoard({ squares, totals }: Props) {
  const { t } = useTranslation('priorities');
  const { move } = useMoveToQuadrant();
  const [dragging, setDragging] = useState<TaskSummary | null>(null);
  const [focusTaskId, setFocusTaskId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetweenSquares }),
  );

  const name = (quadrant: unknown) => (isQuadrant(quadrant) ? t(`quadrant.${quadrant}.title`) : '');
  const cardOf = (data: unknown): CardData | undefined => (isCardData(data) ? data : undefined);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const card = cardOf(active.data.current);
      return card ? t('dnd.pickedUp', { title: card.task.title, quadrant: name(card.quadrant) }) : undefined;
    },
    onDragOver: ({ active, over }) => {
      const card = cardOf(active.data.current);
      if (!card) return undefined;
      return over
        ? t('dnd.over', { title: card.task.title, quadrant: name(over.id) })
        : t('dnd.notOver', { title: card.task.title });
    },
    onDragEnd: ({ active, over }) => {
      const card = cardOf(active.data.current);
      if (!card) return undefined;
      if (!over || over.id === card.quadrant) {
        return t('dnd.stayed', { title: card.task.title, quadrant: name(card.quadrant) });
      }
      return t('dnd.dropped', { title: card.task.title, quadrant: name(over.id) });
    },
    onDragCancel: ({ active }) => {
      const card = cardOf(active.data.current);
      return card ? t('dnd.cancelled', { title: card.task.title }) : undefined;
    },
  };

  function onDragStart(event: DragStartEvent) {
    setDragging(cardOf(event.active.data.current)?.task ?? null);
    setFocusTaskId(null);
  }

  function onDragEnd(event: DragEndEvent) {
    setDragging(null);
    const card = cardOf(event.active.data.current);
    const target = event.over?.id;
    if (!card || !isQuadrant(target) || target === card.quadrant) return;
    move(card.task, target);
    // The card re-mounts in its new square; keyboard users keep their place on it.
    if (event.activatorEvent instanceof KeyboardEvent) setFocusTaskId(card.task.id);
  }

  function onMenuMove(task: TaskSummary, target: Quadrant) {
    if (!move(task, target)) return;
    setFocusTaskId(task.id);
    setMessage(t('dnd.dropped', { title: task.title, quadrant: name(target) }));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {quadrants.map((quadrant) => (
          <QuadrantRegion
            key={quadrant}
            quadrant={quadrant}
            pages={squares[quadrant]}
            total={Math.max(totals?.[quadrant] ?? 0, squares[quadrant].tasks.length)}
            onMove={onMenuMove}
            focusTaskId={focusTaskId}
          />
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
      <DragOverlay dropAnimation={reducedMotion() ? null : undefined}>
        {dragging ? (
          <div className="flex cursor-grabbing items-start gap-1 rounded-lg border border-ring bg-card p-2 pl-10 shadow-lg">
            <CardBody task={dragging} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
