// The "ai" grouping mode's view of a saved AI grouping (SPEC §3/§4): its groups in suggested order
// with the tasks the list shows now (search, filters and the view still apply), and everything else
// the list shows as "not grouped" (ungrouped by Nova, or added since). Pure and tested.
import { GROUPING_REUSE_MS } from '@nova/core/ai/limits';
import type { GroupingRecord } from '@nova/core/contracts/ai';
import type { TaskSummary } from '@nova/core/contracts/tasks';

export type AiGroup = GroupingRecord['groups'][number];
export type AiGroupView = { group: AiGroup; tasks: TaskSummary[] };
export type AiGroupingView = { groups: AiGroupView[]; ungrouped: TaskSummary[] };

export function groupingView(grouping: GroupingRecord, tasks: readonly TaskSummary[]): AiGroupingView {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const placed = new Set<string>();
  const groups = [...grouping.groups]
    .sort((a, b) => a.suggestedOrder - b.suggestedOrder)
    .map((group) => {
      const members: TaskSummary[] = [];
      for (const id of group.tasks) {
        const task = byId.get(id);
        if (task && !placed.has(id)) {
          placed.add(id);
          members.push(task);
        }
      }
      return { group, tasks: members };
    })
    .filter((view) => view.tasks.length > 0);
  return { groups, ungrouped: tasks.filter((task) => !placed.has(task.id)) };
}

/** SPEC §4: a saved grouping is reused only within 24 hours of its creation. */
export function isReusable(grouping: Pick<GroupingRecord, 'createdAt'>, now: Date = new Date()): boolean {
  const created = Date.parse(grouping.createdAt);
  return Number.isFinite(created) && now.getTime() - created < GROUPING_REUSE_MS;
}

/** The grouping to show: the in-memory/reusable one while it is under 24 h old, else none. */
export function currentGrouping(
  list: { reusable: GroupingRecord | null } | undefined,
  now: Date = new Date(),
): GroupingRecord | null {
  const candidate = list?.reusable ?? null;
  return candidate && isReusable(candidate, now) ? candidate : null;
}
