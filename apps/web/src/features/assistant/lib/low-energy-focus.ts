// Today's focus on a low-energy day (today's health check-in says energy 1-2): of the top task and
// the sprint, the lightest (core energyLevel: low before medium before high) leads; the others follow
// in the assistant's order. The assistant's answer itself is left as it came.
import type { DailyPrioritiesDto } from '@nova/core/contracts/ai';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { preferLowEnergy } from '@nova/core/domain/review';

export function preferLightFocus(
  data: DailyPrioritiesDto,
  tasksById: ReadonlyMap<string, Pick<TaskSummary, 'importance' | 'urgency'>>,
): DailyPrioritiesDto {
  const top = data.topPriority;
  // An empty plan (no open task) has nothing to reorder.
  if (!top) return data;
  const candidates = [
    { taskId: top.taskId, reason: top.reason },
    ...data.sprintTasks.filter((s) => s.taskId !== top.taskId),
  ].flatMap((c) => {
    const task = tasksById.get(c.taskId);
    return task ? [{ ...c, importance: task.importance, urgency: task.urgency }] : [];
  });
  const [lead] = preferLowEnergy(candidates);
  if (!lead || lead.taskId === top.taskId) return data;
  const leadSprint = data.sprintTasks.find((s) => s.taskId === lead.taskId);
  const sprintTasks = [
    // The former top keeps a place in the sprint, with its reason.
    {
      taskId: top.taskId,
      reason: top.reason,
      estimatedTime: data.sprintTasks.find((s) => s.taskId === top.taskId)?.estimatedTime ?? '',
      estimatedMinutes: data.sprintTasks.find((s) => s.taskId === top.taskId)?.estimatedMinutes ?? null,
    },
    ...data.sprintTasks.filter((s) => s.taskId !== top.taskId && s.taskId !== lead.taskId),
  ].slice(0, 3);
  return {
    ...data,
    topPriority: {
      taskId: lead.taskId,
      reason: leadSprint?.reason ?? top.reason,
      confidence: top.confidence,
    },
    sprintTasks,
  };
}
