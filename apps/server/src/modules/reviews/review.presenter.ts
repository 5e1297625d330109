// Review sessions as the API shows them: the stored walk (task ids, index, session_data JSON with
// SPEC's reviewed_tasks and session_notes) joined with how its tasks look now. Deleted tasks stay in
// the list as `gone` and the walk steps over them.
import { localDay } from '@nova/core/ai/dates';
import type { ReviewedTaskDto, ReviewSessionDto, ReviewTaskDto } from '@nova/core/contracts/reviews';
import {
  effectiveIndex,
  type ReviewAction,
  type ReviewType,
  reviewActions,
  reviewTypes,
} from '@nova/core/domain/review';
import { initialTaskStatus, isTaskStatus } from '@nova/core/domain/status';
import { isRecord } from '@nova/core/guards';
import type { ReviewRow, ReviewTaskRow } from './review.repo.ts';

/** What session_data holds (SPEC §3 names; `day` and `abandoned` are ours). */
export type SessionData = {
  day: string;
  reviewed_tasks: Array<{ task_id: string; action: ReviewAction; date: string | null; at: string }>;
  session_notes: string;
  abandoned?: boolean;
};

const isAction = (value: unknown): value is ReviewAction =>
  typeof value === 'string' && (reviewActions as readonly string[]).includes(value);

/** session_data read defensively: anything malformed counts as empty. */
export function parseSessionData(text: string, startedAt: string): SessionData {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = {};
  }
  const data = isRecord(value) ? value : {};
  const reviewed = Array.isArray(data.reviewed_tasks) ? data.reviewed_tasks : [];
  return {
    day: typeof data.day === 'string' ? data.day : startedAt.slice(0, 10),
    reviewed_tasks: reviewed.flatMap((r) =>
      isRecord(r) && typeof r.task_id === 'string' && isAction(r.action)
        ? [
            {
              task_id: r.task_id,
              action: r.action,
              date: typeof r.date === 'string' ? r.date : null,
              at: typeof r.at === 'string' ? r.at : startedAt,
            },
          ]
        : [],
    ),
    session_notes: typeof data.session_notes === 'string' ? data.session_notes : '',
    ...(data.abandoned === true ? { abandoned: true } : {}),
  };
}

export function parseTaskIds(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export const reviewTypeOf = (type: string): ReviewType =>
  (reviewTypes as readonly string[]).includes(type) ? (type as ReviewType) : 'evening_review';

function toReviewTask(id: string, row: ReviewTaskRow | undefined): ReviewTaskDto {
  if (!row) {
    return {
      id,
      title: '',
      status: initialTaskStatus,
      importance: 1,
      urgency: 1,
      startDate: null,
      inMvd: false,
      microTotal: 0,
      microDone: 0,
      totalTimeSpent: 0,
      gone: true,
    };
  }
  return {
    id,
    title: row.title,
    status: isTaskStatus(row.status) ? row.status : initialTaskStatus,
    importance: row.importance,
    urgency: row.urgency,
    startDate: row.start_date ?? row.due_date,
    inMvd: Number(row.in_mvd ?? 0) > 0,
    microTotal: Number(row.micro_total ?? 0),
    microDone: Number(row.micro_done ?? 0),
    totalTimeSpent: row.total_time_spent,
    gone: false,
  };
}

export function toReviewSession(
  row: ReviewRow,
  taskRows: readonly ReviewTaskRow[],
  context: { timeZone: string; microStepsDone: readonly string[] },
): ReviewSessionDto {
  const data = parseSessionData(row.session_data, row.started_at);
  const byId = new Map(taskRows.map((t) => [t.id, t]));
  const tasks = parseTaskIds(row.tasks_to_review).map((id) => toReviewTask(id, byId.get(id)));
  const doneToday = taskRows.filter(
    (t) =>
      t.status === 'completed' &&
      t.completed_at &&
      localDay(new Date(t.completed_at), context.timeZone) === data.day,
  );
  const reviewed: ReviewedTaskDto[] = data.reviewed_tasks.map((r) => ({
    taskId: r.task_id,
    action: r.action,
    date: r.date,
    at: r.at,
  }));
  return {
    id: row.id,
    type: reviewTypeOf(row.type),
    day: data.day,
    startedAt: row.started_at,
    currentIndex: effectiveIndex(tasks, row.current_task_index),
    tasks,
    reviewed,
    notes: data.session_notes,
    wins: {
      completed: doneToday.length,
      microStepsDone: context.microStepsDone.filter(
        (at) => localDay(new Date(at), context.timeZone) === data.day,
      ).length,
      secondsSpent: doneToday.reduce((sum, t) => sum + t.total_time_spent, 0),
    },
    completed: row.completed === 1,
    completedAt: row.completed_at,
  };
}
