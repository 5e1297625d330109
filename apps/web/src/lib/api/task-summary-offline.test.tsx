// /app's summary offline: completing focus mode's task and starting another change the cached summary
// at once (the next task leads, the started one runs, the figures move) while the writes wait in the
// outbox; back online they are sent and the summary is asked again, so the server's word replaces the
// local guess.
import type { TaskList } from '@nova/core/contracts/tasks';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/fetch-stub.ts';
import { type OfflineApp, startOfflineApp } from '../../../test/offline.tsx';
import { overviewAnswer } from '../../../test/overview.ts';
import { task } from '../../../test/task.ts';
import { taskSummary } from '../../../test/task-summary.ts';
import { useChangeTaskStatus } from './change-task-status.ts';
import { taskSummaryQueryOptions } from './task-summary.ts';
import { taskKeys } from './tasks.ts';

let app: OfflineApp;
beforeAll(() => {
  app = startOfflineApp();
});
afterAll(() => onlineManager.setOnline(true));

const params = { today: '2026-11-21', tz: 'UTC' };
const first = taskSummary({ id: 'a', title: 'Call the bank', importance: 9, urgency: 9 });
const second = taskSummary({ id: 'b', title: 'Buy stamps', importance: 5, urgency: 5 });
const third = taskSummary({ id: 'c', title: 'Water plants' });

describe('the summary offline', () => {
  it('follows completing and starting at once; back online the writes go and it is asked again', async () => {
    app.client.setQueryData<TaskList>(taskKeys.paged({ view: 'active' }), {
      tasks: [first, second, third],
      seq: 4,
      nextCursor: null,
    });
    app.client.setQueryData(
      taskSummaryQueryOptions(params, 4).queryKey,
      overviewAnswer(4, {
        stats: { open: 3, dueToday: 0, doneToday: 0, secondsSpent: 0 },
        focus: first,
        ranked: [first, second, third],
      }),
    );
    const { result } = renderHook(
      () => ({ summary: useQuery(taskSummaryQueryOptions(params, 4)), status: useChangeTaskStatus() }),
      { wrapper: app.wrapper },
    );
    await act(async () => {
      await result.current.status.mutateAsync({ id: 'a', status: 'completed' });
    });
    await waitFor(() => expect(result.current.summary.data?.focus?.id).toBe('b'));
    expect(result.current.summary.data?.stats.open).toBe(2);
    await act(async () => {
      await result.current.status.mutateAsync({ id: 'c', status: 'inProgress' });
    });
    await waitFor(() => expect(result.current.summary.data?.running?.id).toBe('c'));
    expect(result.current.summary.data?.focus?.id).toBe('c');
    expect(app.pending()).toBe(2);
    expect(api().callsTo('GET', '/api/tasks/summary')).toHaveLength(0);

    api()
      .post('/api/tasks/a/status', () => ({
        task: task({ ...first, status: 'completed' }),
        removedFromMvd: false,
      }))
      .post('/api/tasks/c/status', () => ({
        task: task({ ...third, status: 'inProgress' }),
        removedFromMvd: false,
      }))
      .get('/api/tasks', (): TaskList => ({ tasks: [second, third], seq: 6, nextCursor: null }))
      .get('/api/tasks/summary', () =>
        overviewAnswer(6, { stats: { open: 2, dueToday: 1, doneToday: 1, secondsSpent: 0 }, focus: third }),
      );
    await app.reconnect();
    await waitFor(() => expect(api().callsTo('GET', '/api/tasks/summary')).toHaveLength(1));
    await waitFor(() => expect(result.current.summary.data?.stats.dueToday).toBe(1));
    expect(api().callsTo('POST', /\/status$/)).toHaveLength(2);
  });
});
