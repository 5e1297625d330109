// What a review decision does to its task, then records it on the session: keep (the task's day
// becomes today), reschedule (the chosen day), MVD (added, within the limit of 3), drop (cancelled),
// skip and noted (nothing). Breaking into steps and delegating do their work in their own panels
// first and are recorded here after. The task writes are the task workspace's own (lib/api), so every
// list and the MVD card change at once and the writes replay safely.
import type { ReviewSessionDto, ReviewTaskDto } from '@nova/core/contracts/reviews';
import type { ReviewAction } from '@nova/core/domain/review';
import { canTransition } from '@nova/core/domain/status';
import { useChangeTaskStatus } from '../../../lib/api/change-task-status.ts';
import { useToggleMvd } from '../../../lib/api/mvd.ts';
import { useUpdateTask } from '../../../lib/api/update-task.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useReviewMutations } from '../api/reviews.ts';

export type DecisionError = 'mvdFull' | 'failed';

export function useReviewActions(session: ReviewSessionDto) {
  const { advance, notes, finish } = useReviewMutations();
  const updateTask = useUpdateTask();
  const toggleMvd = useToggleMvd();
  const changeStatus = useChangeTaskStatus();

  async function applyToTask(task: ReviewTaskDto, action: ReviewAction, date?: string): Promise<void> {
    switch (action) {
      case 'keep':
        // Evening: still going, nothing to change. Morning: it is today's.
        if (session.type === 'morning_sync' && task.startDate !== session.day)
          await updateTask.mutateAsync({ id: task.id, startDate: session.day });
        return;
      case 'reschedule':
        if (date && task.startDate !== date) await updateTask.mutateAsync({ id: task.id, startDate: date });
        return;
      case 'mvd':
        if (!task.inMvd) await toggleMvd.mutateAsync({ taskId: task.id, action: 'add' });
        return;
      case 'drop':
        if (canTransition(task.status, 'cancelled'))
          await changeStatus.mutateAsync({ id: task.id, status: 'cancelled' });
        return;
      default:
        return;
    }
  }

  /** Does the decision, then moves the session on; the error says why when it could not. */
  async function decide(
    task: ReviewTaskDto,
    action: ReviewAction,
    date?: string,
  ): Promise<DecisionError | null> {
    try {
      await applyToTask(task, action, date);
      await advance.mutateAsync({ id: session.id, taskId: task.id, action, ...(date ? { date } : {}) });
      return null;
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'mvd_limit') return 'mvdFull';
      return 'failed';
    }
  }

  const busy = advance.isPending || updateTask.isPending || toggleMvd.isPending || changeStatus.isPending;
  return { decide, busy, notes, finish };
}
