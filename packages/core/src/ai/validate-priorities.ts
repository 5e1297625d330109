// Validator of daily priorities (SPEC §3, §5): the top priority must name one of the user's open
// tasks (otherwise the reply is rejected and the local ranking answers), up to 3 distinct sprint
// tasks that are open and not the top one, at most 3 recommendations, confidence 0-100.
import { isOneOf, isRecord } from '../guards.ts';
import { estimateMinutes } from './estimate.ts';
import { asText, clip, RECOMMENDATIONS_MAX, SPRINT_TASKS_MAX } from './limits.ts';
import { clampScore } from './validate-grouping.ts';

export const workloads = ['light', 'moderate', 'heavy'] as const;
export type Workload = (typeof workloads)[number];

export type DailyPriorities = {
  topPriority: { taskId: string; reason: string; confidence: number };
  sprintTasks: Array<{
    taskId: string;
    reason: string;
    estimatedTime: string;
    estimatedMinutes: number | null;
  }>;
  insights: { workload: Workload; focusAreas: string[]; recommendations: string[] };
  summary: string;
};

export const REASON_MAX = 300;
export const SUMMARY_MAX = 600;

const obj = (value: unknown): Record<string, unknown> =>
  isRecord(value) && !Array.isArray(value) ? value : {};

const texts = (value: unknown, max: number, count: number): string[] =>
  (Array.isArray(value) ? value : [])
    .map((x) => clip(asText(x), max))
    .filter(Boolean)
    .slice(0, count);

/** The reply held to the rules, or null when its top priority is not one of `openIds`. */
export function validateDailyPriorities(
  raw: unknown,
  openIds: ReadonlySet<string>,
  workloadFallback: Workload,
): DailyPriorities | null {
  const r = obj(raw);
  const top = obj(r.topPriority ?? r.top_priority);
  const topId = asText(top.taskId ?? top.task_id);
  if (!openIds.has(topId)) return null;
  const seen = new Set([topId]);
  const sprintTasks: DailyPriorities['sprintTasks'] = [];
  const rawSprintTasks = r.sprintTasks ?? r.sprint_tasks;
  for (const item of Array.isArray(rawSprintTasks) ? rawSprintTasks : []) {
    if (sprintTasks.length >= SPRINT_TASKS_MAX) break;
    const s = obj(item);
    const id = asText(s.taskId ?? s.task_id);
    if (!openIds.has(id) || seen.has(id)) continue;
    seen.add(id);
    const estimatedTime = clip(asText(s.estimatedTime ?? s.estimated_time), 20);
    sprintTasks.push({
      taskId: id,
      reason: clip(asText(s.reason), REASON_MAX),
      estimatedTime,
      estimatedMinutes:
        typeof s.estimatedTime === 'number'
          ? clampScore(s.estimatedTime, 0) || null
          : estimateMinutes(estimatedTime),
    });
  }
  const insights = obj(r.insights);
  const workload = isOneOf(workloads, insights.workload) ? insights.workload : workloadFallback;
  return {
    topPriority: {
      taskId: topId,
      reason: clip(asText(top.reason), REASON_MAX),
      confidence: clampScore(top.confidence, 60),
    },
    sprintTasks,
    insights: {
      workload,
      focusAreas: texts(insights.focusAreas ?? insights.focus_areas, 60, 5),
      recommendations: texts(insights.recommendations, 200, RECOMMENDATIONS_MAX),
    },
    summary: clip(asText(r.summary), SUMMARY_MAX),
  };
}
