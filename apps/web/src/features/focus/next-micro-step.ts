// Focus mode's "next step": the first unfinished micro-step of the task, in the task's order.
import type { MicroTask } from '@nova/core/contracts/micro-tasks';

export function nextMicroStep(steps: readonly MicroTask[]): MicroTask | null {
  let next: MicroTask | null = null;
  for (const step of steps) {
    if (step.completed) continue;
    if (!next || step.position < next.position) next = step;
  }
  return next;
}
