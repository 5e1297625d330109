// The Pomodoro report and the game setting go through the offline outbox: offline they are kept (not
// sent), the setting shows at once and its success handler does not run on the QUEUED marker, and back
// online each is sent once.
import type { ProgressDto } from '@nova/core/contracts/progress';
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/fetch-stub.ts';
import { type OfflineApp, startOfflineApp } from '../../../test/offline.tsx';
import { progressKeys, reportPomodoroSession, useSetGameEnabled } from '../api/progress.ts';
import { isQueued } from './outbox.ts';

let app: OfflineApp;
beforeAll(() => {
  app = startOfflineApp();
});
afterAll(() => onlineManager.setOnline(true));

const progress: ProgressDto = { enabled: true } as ProgressDto;

describe('progress writes through the outbox', () => {
  it('the game setting: shown at once offline, not answered, sent once online', async () => {
    app.client.setQueryData(progressKeys.all, progress);
    const { result } = renderHook(() => useSetGameEnabled(), { wrapper: app.wrapper });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync({ enabled: false });
    });
    expect(isQueued(answer)).toBe(true);
    expect(app.client.getQueryData<ProgressDto>(progressKeys.all)?.enabled).toBe(false);
    expect(app.pending()).toBe(1);
    expect(api().callsTo('PUT', '/api/progress/settings')).toHaveLength(0);

    api().put('/api/progress/settings', () => ({ ...progress, enabled: false }));
    api().get(/.*/, () => progress);
    await app.reconnect();
    const sent = api().callsTo('PUT', '/api/progress/settings');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ enabled: false, opId: expect.any(String) });
  });

  it('a finished Pomodoro is kept offline instead of lost', async () => {
    const answer = await reportPomodoroSession({
      taskId: null,
      plannedMinutes: 25,
      startedAt: '2026-11-26T09:00:00.000Z',
      endedAt: '2026-11-26T09:25:00.000Z',
    });
    expect(isQueued(answer)).toBe(true);
    expect(app.pending()).toBe(1);
    api().post('/api/pomodoro-sessions', (call) => call.body);
    api().get(/.*/, () => ({}));
    await app.reconnect();
    expect(api().callsTo('POST', '/api/pomodoro-sessions')).toHaveLength(1);
  });
});
