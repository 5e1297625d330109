// The data of the /app screen: the list for the chosen view, search and filters, in pages (the first
// 50 rows paint; the rest stream in while the browser is idle up to STREAM_ROWS, then as the list
// nears its end: loadMore); the sidebar's counts; the account at a glance (GET /api/tasks/summary:
// focus mode's task, today's figures, the running task, the MVD's rows, the mentor's candidates),
// asked once the first page is in so the page gets the bandwidth first, and again when the list's
// change counter moves; tags by id. The MVD ids are the MVD feature's (its panel and sync, through
// slots); a task just starred shows with its list row until the summary names it.
import type { Tag } from '@nova/core/contracts/tags';
import type { TaskSummary, TaskView } from '@nova/core/contracts/tasks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { mvdQueryOptions } from '../../../lib/api/mvd.ts';
import { tagListQueryOptions } from '../../../lib/api/tags.ts';
import { localIsoDate } from '../../../lib/api/task-list-cache.ts';
import {
  overviewOf,
  type TaskSummaryParams,
  taskSummaryQueryOptions,
} from '../../../lib/api/task-summary.ts';
import {
  findSummary,
  loadNextTaskPage,
  taskCountsQueryOptions,
  taskPagesQueryOptions,
} from '../../../lib/api/tasks.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { listParams, type TaskFilters } from '../task-view.ts';

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

export function useTaskPageData(input: { view: TaskView; search: string; filters: TaskFilters }) {
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
  const overview = useAccountOverview(today, list.data?.seq, list.isSuccess);
  const tagsQuery = useQuery(tagListQueryOptions());
  const tags = useMemo(
    () => new Map<string, Tag>((tagsQuery.data?.tags ?? []).map((tag) => [tag.id, tag])),
    [tagsQuery.data],
  );

  return {
    today,
    list,
    tasks: list.data?.tasks ?? EMPTY,
    hasMore,
    loadMore,
    counts: counts.data?.views,
    overview,
    tags,
  };
}

/**
 * The account at a glance for the right panel and focus mode: the summary at the list's change
 * counter (the previous answer stays on screen while the next one comes), with the rows of MVD ids
 * it does not name yet taken from the cached lists (a task starred a moment ago).
 */
function useAccountOverview(today: string, seq: number | undefined, listReady: boolean) {
  const client = useQueryClient();
  // Read once per visit of the screen, not on each of its renders: each read builds a date formatter.
  const [tz] = useState(browserTimeZone);
  const params = useMemo<TaskSummaryParams>(() => (tz ? { today, tz } : { today }), [today, tz]);
  const summary = useQuery({
    ...taskSummaryQueryOptions(params, seq ?? 0),
    enabled: listReady,
    placeholderData: keepPreviousData,
  });
  const mvdIds = useQuery(mvdQueryOptions()).data?.taskIds;
  const answer = summary.data;
  const source = useMemo(() => ({ params, seq: seq ?? 0 }), [params, seq]);
  // The cached rows are read when the summary or the day's ids change (a star changes the ids); the
  // summary's own rows win over them.
  return useMemo(() => {
    const extra = (mvdIds ?? []).flatMap((id) => findSummary(client, id) ?? []);
    return overviewOf(answer, answer ? source : null, extra);
  }, [answer, mvdIds, client, source]);
}
