// Validator of task groupings (SPEC §3, §5): only the user's open task ids, each at most once, groups
// of 2-6 tasks (a larger group is split, a smaller one goes back to "ungrouped"), empty groups
// dropped, colours from the group palette, the efficiency score clamped to 0-100 (default 75).
// Every known task ends up either in one group or in `ungroupedTasks`.
import { isOneOf, isRecord } from '../guards.ts';
import {
  asNumber,
  asText,
  clip,
  EFFICIENCY_DEFAULT,
  GROUP_MAX_TASKS,
  GROUP_MIN_TASKS,
  type GroupColor,
  type GroupingStrategy,
  groupColors,
  groupingStrategies,
  type ParsePriority,
} from './limits.ts';
import { mapPriority } from './validate-parse.ts';

export type TaskGroup = {
  id: string;
  name: string;
  description: string;
  color: GroupColor;
  tasks: string[];
  priority: ParsePriority;
  estimatedTime: string;
  suggestedOrder: number;
};

export type Grouping = {
  strategy: GroupingStrategy;
  groups: TaskGroup[];
  ungroupedTasks: string[];
  efficiencyScore: number;
};

export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 300;
export const GROUPS_MAX = 20;

export function isGroupingStrategy(value: unknown): value is GroupingStrategy {
  return isOneOf(groupingStrategies, value);
}

export function clampScore(value: unknown, fallback = EFFICIENCY_DEFAULT): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(100, Math.max(0, Math.round(n)));
}

/** The palette's colours in turn, for groups that name none of them. */
const paletteColor = (index: number): GroupColor => groupColors[index % groupColors.length] ?? 'blue';

const field = (r: Record<string, unknown>, ...names: string[]): unknown => {
  for (const name of names) if (r[name] !== undefined) return r[name];
  return undefined;
};

/**
 * The grouping a provider proposed, held to the rules. `knownIds` are the user's open tasks in
 * their display order. Returns null when the reply is not a grouping at all (no groups list).
 */
export function validateGrouping(
  raw: unknown,
  knownIds: readonly string[],
  strategy: GroupingStrategy,
): Grouping | null {
  if (!isRecord(raw)) return null;
  const r = raw;
  const rawGroups = field(r, 'groups');
  if (!Array.isArray(rawGroups)) return null;
  const known = new Set(knownIds);
  const used = new Set<string>();
  const drafts: Array<
    Omit<TaskGroup, 'suggestedOrder' | 'id' | 'color'> & { order: number; color: unknown }
  > = [];

  for (const [index, item] of rawGroups.entries()) {
    if (drafts.length >= GROUPS_MAX) break;
    if (!isRecord(item)) continue;
    const g = item;
    const ids = Array.isArray(g.tasks) ? g.tasks : Array.isArray(g.taskIds) ? g.taskIds : [];
    const tasks: string[] = [];
    for (const id of ids) {
      const text = asText(id);
      if (!known.has(text) || used.has(text)) continue;
      tasks.push(text);
      used.add(text);
    }
    if (tasks.length === 0) continue;
    const order = asNumber(field(g, 'suggested_order', 'suggestedOrder'));
    const base = {
      name: clip(asText(g.name), GROUP_NAME_MAX) || `#${drafts.length + 1}`,
      description: clip(asText(g.description), GROUP_DESCRIPTION_MAX),
      priority: mapPriority(g.priority),
      estimatedTime: clip(asText(field(g, 'estimated_time', 'estimatedTime')), 20),
      order: Number.isFinite(order) ? order : index + 1,
      color: g.color,
    };
    // Split groups above the maximum into balanced chunks, each of at least the minimum size.
    const chunks = Math.ceil(tasks.length / GROUP_MAX_TASKS);
    const size = Math.ceil(tasks.length / chunks);
    for (let c = 0; c < chunks; c++) {
      const part = tasks.slice(c * size, (c + 1) * size);
      const suffix = chunks > 1 ? ` (${c + 1})` : '';
      drafts.push({
        ...base,
        name: clip(base.name + suffix, GROUP_NAME_MAX),
        tasks: part,
        order: base.order + c / 100,
      });
    }
  }

  const groups: TaskGroup[] = [];
  for (const draft of drafts) {
    if (draft.tasks.length < GROUP_MIN_TASKS) {
      for (const id of draft.tasks) used.delete(id);
      continue;
    }
    groups.push({
      id: '',
      name: draft.name,
      description: draft.description,
      color: isOneOf(groupColors, draft.color) ? draft.color : paletteColor(groups.length),
      tasks: draft.tasks,
      priority: draft.priority,
      estimatedTime: draft.estimatedTime,
      suggestedOrder: draft.order,
    });
  }
  groups.sort((a, b) => a.suggestedOrder - b.suggestedOrder);
  groups.forEach((group, i) => {
    group.suggestedOrder = i + 1;
    group.id = `group-${i + 1}`;
  });
  return {
    strategy,
    groups,
    ungroupedTasks: knownIds.filter((id, i) => !used.has(id) && knownIds.indexOf(id) === i),
    efficiencyScore: clampScore(field(r, 'efficiency_score', 'efficiencyScore')),
  };
}

/** A recommended strategy with reasons; anything unknown falls back to smart_batching. */
export type StrategyRecommendation = { strategy: GroupingStrategy; reasons: string[] };

export function validateRecommendation(raw: unknown, fallbackReason: string): StrategyRecommendation {
  const r = isRecord(raw) ? raw : {};
  const strategy = r.strategy ?? r.recommended_strategy ?? r.recommendedStrategy;
  const reasons = (Array.isArray(r.reasons) ? r.reasons : [r.reason])
    .map((x) => clip(asText(x), 200))
    .filter(Boolean)
    .slice(0, 3);
  if (!isGroupingStrategy(strategy)) return { strategy: 'smart_batching', reasons: [fallbackReason] };
  return { strategy, reasons: reasons.length ? reasons : [fallbackReason] };
}
