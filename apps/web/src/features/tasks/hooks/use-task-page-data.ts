// The data of the /app screen: the list for the chosen view, search and filters; the active list
// (focus mode, MVD titles, stats; shared with the list when the view is active); the completed list
// for "done today" (only while stats are shown, and once the active list is in); tags by id. The MVD
// ids are the MVD feature's (its panel and sync, through slots).
import type { Tag } from '@nova/core/contracts/tags';
import type { TaskSummary, TaskView } from '@nova/core/contracts/tasks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { tagListQueryOptions } from '../../../lib/api/tags.ts';
import { localIsoDate } from '../../../lib/api/task-list-cache.ts';
import { taskListQueryOptions } from '../../../lib/api/tasks.ts';
import { focusTask, listParams, type TaskFilters, taskStats } from '../task-view.ts';

const EMPTY: TaskSummary[] = [];

export function useTaskPageData(input: {
  view: TaskView;
  search: string;
  filters: TaskFilters;
  withStats: boolean;
}) {
  const today = localIsoDate();
  const params = useMemo(
    () => listParams(input.view, input.search, input.filters, today),
    [input.view, input.search, input.filters, today],
  );
  const list = useQuery({ ...taskListQueryOptions(params), placeholderData: keepPreviousData });
  const active = useQuery(taskListQueryOptions({ view: 'active' }));
  // After the active list: on a slow link the list the screen shows gets the bandwidth first, and
  // "done today" follows a moment later.
  const completed = useQuery({
    ...taskListQueryOptions({ view: 'completed' }),
    enabled: input.withStats && active.isSuccess,
  });
  const tagsQuery = useQuery(tagListQueryOptions());

  const activeTasks = active.data?.tasks ?? EMPTY;
  const completedTasks = completed.data?.tasks ?? EMPTY;
  const tasksById = useMemo(() => new Map(activeTasks.map((task) => [task.id, task])), [activeTasks]);
  const tags = useMemo(
    () => new Map<string, Tag>((tagsQuery.data?.tags ?? []).map((tag) => [tag.id, tag])),
    [tagsQuery.data],
  );
  const top = useMemo(() => focusTask(activeTasks), [activeTasks]);
  const stats = useMemo(
    () => taskStats(activeTasks, completedTasks, today),
    [activeTasks, completedTasks, today],
  );

  return {
    today,
    list,
    tasks: list.data?.tasks ?? EMPTY,
    tasksById,
    tags,
    top,
    stats,
  };
}
