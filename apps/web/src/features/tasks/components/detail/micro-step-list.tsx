// The sortable list of micro-steps (dnd-kit): pointer drag with a small distance so clicks stay clicks,
// and the keyboard sensor (Space to lift, arrows to move, Space to drop, Escape to cancel), with
// screen-reader instructions and announcements in the interface language.

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { MicroTask } from '@nova/core/contracts/micro-tasks';
import { useTranslation } from 'react-i18next';
import { MicroStepItem } from './micro-step-item.tsx';
import type { MicroStepActions } from './micro-steps-section.tsx';

export type MicroStepListProps = { steps: MicroTask[]; actions: MicroStepActions };

export function MicroStepList({ steps, actions }: MicroStepListProps) {
  const { t } = useTranslation('task-detail');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => steps.find((step) => step.id === id)?.title ?? '';
  const positionOf = (id: string | number) => steps.findIndex((step) => step.id === id) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('steps.dnd.picked', {
        title: titleOf(active.id),
        position: positionOf(active.id),
        total: steps.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('steps.dnd.over', {
            title: titleOf(active.id),
            position: positionOf(over.id),
            total: steps.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('steps.dnd.dropped', {
            title: titleOf(active.id),
            position: positionOf(over.id),
            total: steps.length,
          })
        : t('steps.dnd.cancelled', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('steps.dnd.cancelled', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    actions.move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };

  if (steps.length === 0) return <p className="text-sm text-muted-foreground">{t('steps.empty')}</p>;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('steps.dnd.instructions') } }}
    >
      <SortableContext items={steps.map((step) => step.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('sections.steps')} className="flex flex-col gap-1">
          {steps.map((step, index) => (
            <MicroStepItem key={step.id} step={step} index={index} count={steps.length} actions={actions} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
