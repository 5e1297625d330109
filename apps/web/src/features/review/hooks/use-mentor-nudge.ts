// Which task the executive mentor names: the first of the account overview's candidates (open tasks
// untouched longest, GET /api/tasks/summary) that mentor.ts's rule lets through on this device (3 quiet
// days, not snoozed, not dismissed). When every candidate of a page is hidden here and the server has
// more, the next page is asked for (the same summary query with `staleAfter`), and so on.
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type AccountOverview, taskSummaryQueryOptions } from '../../../lib/api/task-summary.ts';
import { type NudgeMemory, staleTask } from '../mentor.ts';

export function useMentorNudge(overview: AccountOverview, memory: NudgeMemory): TaskSummary | null {
  // The cursor of the page being looked at; null: the overview's own first page.
  const [after, setAfter] = useState<string | null>(null);
  const { source } = overview;
  const page = useQuery({
    ...taskSummaryQueryOptions(
      { ...(source?.params ?? { today: '' }), staleAfter: after ?? undefined },
      source?.seq ?? 0,
    ),
    enabled: source !== null && after !== null,
  });
  const candidates = after === null ? overview.stale : (page.data?.stale ?? []);
  const next = after === null ? overview.staleNext : (page.data?.staleNext ?? null);
  const id = staleTask(candidates, new Date(), memory);
  const exhausted = id === null && next !== null && (after === null || page.isSuccess);
  useEffect(() => {
    if (exhausted) setAfter(next);
  }, [exhausted, next]);
  return id === null ? null : (candidates.find((task) => task.id === id) ?? null);
}
