// A work phase that ran out is a finished Pomodoro: the server stores it and awards its XP once
// (POST /api/pomodoro-sessions). Only the tab whose transition ended the phase reports it (the store
// hands each phase end to one tab). The session is the phase's nominal 25 minutes up to its end.

import { reportPomodoroSession } from '../../lib/api/progress.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { WORK_MS } from './pomodoro.ts';

export async function reportFinishedWork(taskId: string | null, endedAtMs: number): Promise<void> {
  const session = {
    plannedMinutes: WORK_MS / 60_000,
    startedAt: new Date(endedAtMs - WORK_MS).toISOString(),
    endedAt: new Date(endedAtMs).toISOString(),
  };
  try {
    await reportPomodoroSession({ ...session, taskId });
  } catch (error) {
    // The task was deleted meanwhile: the focus still happened.
    if (error instanceof ApiRequestError && error.status === 404 && taskId !== null) {
      await reportPomodoroSession({ ...session, taskId: null }).catch(() => {});
    }
    // Offline the report waits in the outbox (answered QUEUED); signed out or refused otherwise, it is
    // not reported: XP is a bonus, never a debt.
  }
}
