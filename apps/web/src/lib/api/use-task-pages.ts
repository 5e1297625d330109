// A paged task list as a screen shows it (the matrix's squares, a strategy's or a tag's tasks, a status
// of the walkthrough): the rows loaded so far, whether more exist, and the screen's "Show more" (the
// next page, taskPagesQueryOptions / loadNextTaskPage); and the counts the screen shows beside its
// lists, asked again when one of its lists' change sequence moves.
import type { TaskCounts, TaskSummary } from '@nova/core/contracts/tasks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { localIsoDate, type TaskListParams } from './task-list-cache.ts';
import { loadNextTaskPage, taskCountsQueryOptions, taskPagesQueryOptions } from './tasks.ts';

const EMPTY: TaskSummary[] = [];

/** Rows in the first page and in each page after it. */
export type PageSizes = { first: number; more: number };

/** `params` should keep its identity between renders (a constant or a memo): it keys the list. */
export function useTaskPages(params: TaskListParams, sizes: PageSizes, options: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  const query = useQuery({ ...taskPagesQueryOptions(params, sizes.first), enabled: options.enabled ?? true });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const loadMore = useCallback(() => {
    setLoadingMore(true);
    setMoreFailed(false);
    loadNextTaskPage(client, params, sizes.more)
      .catch(() => setMoreFailed(true))
      .finally(() => setLoadingMore(false));
  }, [client, params, sizes.more]);
  return {
    query,
    tasks: query.data?.tasks ?? EMPTY,
    hasMore: Boolean(query.data?.nextCursor),
    loadMore,
    loadingMore,
    /** The last "Show more" failed (offline): the button offers it again. */
    moreFailed,
  };
}

export type TaskPages = ReturnType<typeof useTaskPages>;

/**
 * The counts for the user's today (with `detail`, per strategy and tag too), keyed by the highest change
 * sequence of the screen's lists: asked at once beside them, and again when one of them moves (a 304
 * when nothing did). Until an answer comes, the previous one stays.
 */
export function useTaskCounts(
  seqs: ReadonlyArray<number | undefined>,
  detail = false,
): TaskCounts | undefined {
  const seq = Math.max(0, ...seqs.map((s) => s ?? 0));
  const counts = useQuery({
    ...taskCountsQueryOptions(localIsoDate(), seq, detail),
    placeholderData: keepPreviousData,
  });
  return counts.data;
}
