// A saved grouping as the API shows it: its columns parsed with the contract's schemas, and whether
// it is recent enough to be shown instead of regrouping (under 24 h).
import { GROUPING_REUSE_MS } from '@nova/core/ai/limits';
import { type GroupingRecord, groupingRecordSchema } from '@nova/core/contracts/ai';
import type { GroupingRow } from './grouping.repo.ts';
import { parseColumn, parseJsonColumn } from './stored-value.ts';

const { strategy, groups, ungroupedTasks } = groupingRecordSchema.shape;

export function toGroupingRecord(row: GroupingRow, now: number): GroupingRecord {
  return {
    id: row.id,
    strategy: parseColumn(strategy, row.strategy, 'task_groupings.strategy'),
    groups: parseJsonColumn(groups, row.groups, 'task_groupings.groups'),
    ungroupedTasks: parseJsonColumn(ungroupedTasks, row.ungrouped_tasks, 'task_groupings.ungrouped_tasks'),
    efficiencyScore: row.efficiency_score,
    createdAt: row.created_at,
    reusable: now - Date.parse(row.created_at) < GROUPING_REUSE_MS,
  };
}
