// Test support: an account overview (what /app's right panel gets from GET /api/tasks/summary) over
// some rows, with open tasks counted, so a test names only what it is about.
import type { TaskOverview } from '@nova/core/contracts/task-summary';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { isOpenStatus, NO_STATS } from '@nova/core/domain/task-overview';
import { type AccountOverview, EMPTY_OVERVIEW } from '../src/lib/api/task-summary.ts';

export function overviewWith(
  rows: readonly TaskSummary[],
  over: Partial<AccountOverview> = {},
): AccountOverview {
  return {
    ...EMPTY_OVERVIEW,
    stats: { ...NO_STATS, open: rows.filter((row) => isOpenStatus(row.status)).length },
    tasksById: new Map(rows.map((row) => [row.id, row])),
    ...over,
  };
}

/** A server answer of GET /api/tasks/summary with nothing in it but `over`. */
export function overviewAnswer(seq: number, over: Partial<TaskOverview> = {}): TaskOverview {
  return {
    seq,
    stats: NO_STATS,
    running: null,
    focus: null,
    ranked: [],
    mvd: [],
    stale: [],
    staleNext: null,
    tasks: [],
    ...over,
  };
}
