// The list in the "ai" grouping mode: the assistant's grouping view (a slot, lib/slots.ts) with this
// feature's task rows in its groups; the ordinary list while it loads, or when no assistant is there.
import type { Tag } from '@nova/core/contracts/tags';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { type ReactNode, Suspense, useCallback, useMemo } from 'react';
import { type MoveFocus, useSlot } from '../../../lib/slots.ts';
import { TaskRow, type TaskRowHandlers } from './task-row.tsx';
import { useRowTexts } from './task-row-texts.ts';

export type AiGroupingModeProps = {
  /** The tab panel the groups fill: its id and the view tab that labels it (task-sidebar.tsx). */
  panel: { id: string; labelledBy: string };
  tasks: readonly TaskSummary[];
  handlers: Omit<TaskRowHandlers, 'moveFocus'>;
  tags: ReadonlyMap<string, Tag>;
  today: string;
  language: string;
  fallback: ReactNode;
};

export function AiGroupingMode({
  panel,
  tasks,
  handlers,
  tags,
  today,
  language,
  fallback,
}: AiGroupingModeProps) {
  const AiGrouping = useSlot('aiGrouping');
  const texts = useRowTexts(language);
  // One handlers object per moveFocus (the grouping view makes one), so memoised rows stay memoised.
  const handlersFor = useMemo(() => {
    const cache = new WeakMap<MoveFocus, TaskRowHandlers>();
    return (moveFocus: MoveFocus): TaskRowHandlers => {
      const cached = cache.get(moveFocus);
      if (cached) return cached;
      const made = { ...handlers, moveFocus };
      cache.set(moveFocus, made);
      return made;
    };
  }, [handlers]);
  const renderRow = useCallback(
    (task: TaskSummary, moveFocus: MoveFocus) => (
      <TaskRow task={task} handlers={handlersFor(moveFocus)} today={today} texts={texts} tags={tags} />
    ),
    [handlersFor, today, texts, tags],
  );
  if (!AiGrouping) return fallback;
  return (
    <Suspense fallback={fallback}>
      <AiGrouping tasks={tasks} language={language} panel={panel} renderRow={renderRow} fallback={fallback} />
    </Suspense>
  );
}
