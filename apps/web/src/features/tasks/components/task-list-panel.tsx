// The task panel (the views' tab panel): loading, error and empty states around the virtual list.

import type { Tag } from '@nova/core/contracts/tags';
import type { TaskSummary, TaskView } from '@nova/core/contracts/tasks';
import { memo, type ReactNode, type RefObject, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLowEnergyToday } from '../../../lib/api/health.ts';
import { type GroupingMode, groupTasks } from '../task-grouping.ts';
import { TaskList } from './task-list.tsx';
import type { TaskRowHandlers } from './task-row.tsx';
import { TASK_PANEL_ID, viewTabId } from './task-sidebar.tsx';

export type TaskListPanelProps = {
  view: TaskView;
  grouping: GroupingMode;
  /** The list query's state, as plain values so the panel skips renders where nothing it shows changed
   * (the other lists, stats and panels of /app arriving after it). */
  pending: boolean;
  failed: boolean;
  fetching: boolean;
  onRetry: () => void;
  /** The screen's first paint is still ahead: show the loading state even if the list is cached. */
  deferred?: boolean;
  tasks: readonly TaskSummary[];
  /** More pages of the list are on the server; onNearEnd asks for the next one. */
  hasMore?: boolean;
  onNearEnd?: () => void;
  filtered: boolean;
  onClearFilters: () => void;
  scrollRef: RefObject<HTMLElement | null>;
  handlers: Omit<TaskRowHandlers, 'moveFocus'>;
  tags: ReadonlyMap<string, Tag>;
  today: string;
  language: string;
};

export const TaskListPanel = memo(function TaskListPanel(props: TaskListPanelProps) {
  const { t } = useTranslation('tasks');
  const { view, grouping, tasks } = props;
  // Today's health check-in says energy 1-2: the energy grouping puts light tasks first, and says so.
  const lowEnergy = useLowEnergyToday() && grouping === 'energy';
  const sections = useMemo(
    () => (props.deferred ? [] : groupTasks(tasks, grouping, { lowEnergy })),
    [props.deferred, tasks, grouping, lowEnergy],
  );

  let body: ReactNode;
  if (props.pending || props.deferred) {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
        <Spinner />
        {t('loading')}
      </div>
    );
  } else if (props.failed && tasks.length === 0) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" onClick={props.onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (tasks.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-14 text-center text-muted-foreground">
        <p>{props.filtered ? t('empty.filtered') : t(`empty.${view}`)}</p>
        {props.filtered ? (
          <Button variant="outline" size="sm" onClick={props.onClearFilters}>
            {t('empty.clearFilters')}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        {lowEnergy ? <p className="mb-2 text-sm text-muted-foreground">{t('lowEnergy')}</p> : null}
        <TaskList
          sections={sections}
          scrollRef={props.scrollRef}
          handlers={props.handlers}
          tags={props.tags}
          today={props.today}
          language={props.language}
          resetKey={`${view}:${grouping}`}
          onNearEnd={props.hasMore ? props.onNearEnd : undefined}
        />
        {props.hasMore ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground"
          >
            <Spinner />
            {t('loadingMore')}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div id={TASK_PANEL_ID} role="tabpanel" aria-labelledby={viewTabId(view)} aria-busy={props.fetching}>
      {body}
    </div>
  );
});
