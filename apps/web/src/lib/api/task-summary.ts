// /app's summary of the account (GET /api/tasks/summary, issue 14): today's figures, the running and
// focus tasks, the MVD's tasks, the mentor's candidates and rows by id, in a few kilobytes whatever the
// account's size, instead of the whole active and completed lists. Asked once the list's first page is
// in, and again whenever the list's change counter moves (the key holds it, as the counts' does; the
// server answers 304 when nothing changed). Cached and stored for offline use like every query; this
// device's changes are applied to it at once (task-summary-cache.ts).
import type { TaskOverview } from '@nova/core/contracts/task-summary';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { isOpenStatus, NO_STATS, type TodayStats } from '@nova/core/domain/task-overview';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../api-client.ts';
import { summaryRows, type TaskSummaryParams, taskSummaryKeys } from './task-summary-cache.ts';

export { type TaskSummaryParams, taskSummaryKeys } from './task-summary-cache.ts';

export function fetchTaskSummary(params: TaskSummaryParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ today: params.today });
  if (params.tz) search.set('tz', params.tz);
  if (params.ids?.length) search.set('ids', params.ids.join(','));
  if (params.staleAfter) search.set('staleAfter', params.staleAfter);
  return apiRequest<TaskOverview>(`/api/tasks/summary?${search}`, { signal });
}

export const taskSummaryQueryOptions = (params: TaskSummaryParams, seq: number) =>
  queryOptions({
    queryKey: taskSummaryKeys.summary(params, seq),
    queryFn: ({ signal }) => fetchTaskSummary(params, signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

/** What /app's right panel and focus mode know of the whole account. */
export type AccountOverview = {
  /** The summary query this came from (asking again with ids reuses its day, zone and counter). */
  source: { params: TaskSummaryParams; seq: number } | null;
  /** The newest task or idea in progress (the timer's). */
  running: TaskSummary | null;
  /** Focus mode's task (the running task, else the top of the ranking). */
  top: TaskSummary | null;
  stats: TodayStats;
  /** The mentor's candidates, untouched longest first, and the cursor of the next ones. */
  stale: readonly TaskSummary[];
  staleNext: string | null;
  /** Every row the summary names (and the MVD's, from the lists, until the summary has them). */
  tasksById: ReadonlyMap<string, TaskSummary>;
};

export const EMPTY_OVERVIEW: AccountOverview = {
  source: null,
  running: null,
  top: null,
  stats: NO_STATS,
  stale: [],
  staleNext: null,
  tasksById: new Map(),
};

/** The panel's view of a summary answer; `extra` rows fill ids the answer does not name. */
export function overviewOf(
  answer: TaskOverview | undefined,
  source: AccountOverview['source'],
  extra: readonly TaskSummary[] = [],
): AccountOverview {
  if (!answer) return extra.length ? { ...EMPTY_OVERVIEW, tasksById: byId(extra) } : EMPTY_OVERVIEW;
  return {
    source,
    running: answer.running,
    top: answer.focus,
    stats: answer.stats,
    stale: answer.stale,
    staleNext: answer.staleNext,
    tasksById: byId([...extra, ...summaryRows(answer)]),
  };
}

function byId(rows: readonly TaskSummary[]): Map<string, TaskSummary> {
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Rows for `ids`: the overview's, and the others asked from the server by id (one small request, again
 * when the account changes). `settled`: every id was answered for (a missing row is gone or not the
 * user's), so callers can tell "not loaded yet" from "gone".
 */
export function useTaskRows(overview: AccountOverview, ids: readonly string[]) {
  const missing = useMemo(
    () => [...new Set(ids.filter((id) => !overview.tasksById.has(id)))].sort(),
    [ids, overview.tasksById],
  );
  const { source } = overview;
  const asked = useQuery({
    ...taskSummaryQueryOptions({ ...(source?.params ?? { today: '' }), ids: missing }, source?.seq ?? 0),
    enabled: source !== null && missing.length > 0,
    placeholderData: keepPreviousData,
  });
  const fetched = asked.data?.tasks ?? NO_ROWS;
  const rows = useMemo(() => {
    if (fetched.length === 0) return overview.tasksById;
    const out = new Map(overview.tasksById);
    for (const row of fetched) if (!out.has(row.id)) out.set(row.id, row);
    return out;
  }, [overview.tasksById, fetched]);
  const settled = missing.length === 0 || source === null || (asked.isSuccess && !asked.isPlaceholderData);
  return { rows, settled };
}

const NO_ROWS: readonly TaskSummary[] = [];

/** Whether a row is still open work (not completed, cancelled or gone). */
export const isOpenRow = (row: TaskSummary | undefined): boolean =>
  row !== undefined && isOpenStatus(row.status);
