// The data of the /app screen: the list for the chosen view, search and filters, in pages (the first
// 50 rows paint; the rest stream in while the browser is idle up to STREAM_ROWS, then as the list
// nears its end: loadMore); the sidebar's counts; the active list (focus mode, MVD titles, stats),
// asked once the first page is in so the page gets the bandwidth first; the completed list for "done
// today" (only while stats are shown, and once the active list is in); tags by id. The MVD ids are the
// MVD feature's (its panel and sync, through slots).
import type { Tag } from '@nova/core/contracts/tags';
import type { TaskSummary, TaskView } from '@nova/core/contracts/tasks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { tagListQueryOptions } from '../../../lib/api/tags.ts';
import { localIsoDate } from '../../../lib/api/task-list-cache.ts';
import {
  loadNextTaskPage,
  taskCountsQueryOptions,
  taskListQueryOptions,
  taskPagesQueryOptions,
} from '../../../lib/api/tasks.ts';
import { focusTask, listParams, type TaskFilters, taskStats } from '../task-view.ts';

const EMPTY: TaskSummary[] = [];
/** Rows loaded in the background after the first page; past them, pages load as the list nears its end. */
export const STREAM_ROWS = 1000;

/** Runs `work` when the browser is idle (soon, where it cannot tell); the returned function cancels. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 50);
  return () => window.clearTimeout(handle);
}

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
  const client = useQueryClient();
  const list = useQuery({ ...taskPagesQueryOptions(params), placeholderData: keepPreviousData });
  const hasMore = Boolean(list.data?.nextCursor) && !list.isPlaceholderData;
  const loaded = list.data?.tasks.length ?? 0;
  const loadMore = useCallback(() => {
    // A failed page (offline) is asked again on the next scroll or change.
    loadNextTaskPage(client, params).catch(() => undefined);
  }, [client, params]);
  useEffect(() => {
    if (!hasMore || loaded >= STREAM_ROWS) return;
    return whenIdle(loadMore);
  }, [hasMore, loaded, loadMore]);

  const counts = useQuery({
    ...taskCountsQueryOptions(today, list.data?.seq ?? 0),
    enabled: list.isSuccess,
    placeholderData: keepPreviousData,
  });
  const active = useQuery({ ...taskListQueryOptions({ view: 'active' }), enabled: list.isSuccess });
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
    hasMore,
    loadMore,
    counts: counts.data?.views,
    tasksById,
    tags,
    top,
    stats,
  };
}
