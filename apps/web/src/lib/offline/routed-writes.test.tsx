// The writes added after the outbox (health check-ins, review decisions, Pomodoro sessions, the game
// setting) go through it: offline they are kept (not sent), their change shows at once, the hook's
// success handler does not run on the QUEUED marker, and back online each is sent once.
import type { HealthOverview } from '@nova/core/contracts/health';
import type { ProgressDto } from '@nova/core/contracts/progress';
import type { OpenReviewDto, ReviewSessionDto } from '@nova/core/contracts/reviews';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/fetch-stub.ts';
import { Providers } from '../../../test/render.tsx';
import { useSetCheckIn } from '../../features/health/api/health.ts';
import { reviewKeys, useReviewMutations } from '../../features/review/api/reviews.ts';
import { healthKeys } from '../api/health.ts';
import { progressKeys, reportPomodoroSession, useSetGameEnabled } from '../api/progress.ts';
import { setCsrfToken } from '../api-client.ts';
import { createQueryClient } from '../query-client.ts';
import { sessionQueryKey } from '../session.ts';
import { isQueued } from './outbox.ts';
import { currentOutbox, startSync } from './sync.ts';

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <Providers client={client}>{children}</Providers>;
const pending = () => currentOutbox()?.snapshot().pending ?? -1;

beforeAll(() => {
  client = createQueryClient(); // the app's: writes run offline (networkMode 'always')
  client.setQueryData(sessionQueryKey, { user: { id: 'u1' }, csrfToken: 'csrf' });
  setCsrfToken('csrf');
  startSync(client); // takes the browser's flag (online in happy-dom): then the network goes
  onlineManager.setOnline(false);
});
afterAll(() => onlineManager.setOnline(true));

/** Back online: the outbox sends what waits; resolves once nothing is left. */
async function reconnect(): Promise<void> {
  act(() => onlineManager.setOnline(true));
  await waitFor(() => expect(pending()).toBe(0));
  await waitFor(() => expect(currentOutbox()?.snapshot().syncing).toBe(false));
  onlineManager.setOnline(false);
}

const progress: ProgressDto = { enabled: true } as ProgressDto;

describe('writes routed through the outbox', () => {
  it('the game setting: shown at once offline, not answered, sent once online', async () => {
    client.setQueryData(progressKeys.all, progress);
    const { result } = renderHook(() => useSetGameEnabled(), { wrapper });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync({ enabled: false });
    });
    expect(isQueued(answer)).toBe(true);
    expect(client.getQueryData<ProgressDto>(progressKeys.all)?.enabled).toBe(false);
    expect(pending()).toBe(1);
    expect(api().callsTo('PUT', '/api/progress/settings')).toHaveLength(0);

    api().put('/api/progress/settings', () => ({ ...progress, enabled: false }));
    api().get(/.*/, () => progress);
    await reconnect();
    const sent = api().callsTo('PUT', '/api/progress/settings');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ enabled: false, opId: expect.any(String) });
  });

  it('a health check-in: the overview changes offline; the PUT waits for the connection', async () => {
    const overview = {
      today: '2026-11-26',
      history: [],
      todayCheckIn: null,
      trend: { days: [], averages: {}, checkedInDays: 0 },
    } as unknown as HealthOverview;
    client.setQueryData([...healthKeys.all, 'overview'], overview);
    const { result } = renderHook(() => useSetCheckIn(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ day: '2026-11-26', energy: 4 });
    });
    const cached = client.getQueryData<HealthOverview>([...healthKeys.all, 'overview']);
    expect(cached?.todayCheckIn?.energy).toBe(4);
    expect(pending()).toBe(1);

    api().put('/api/health/check-ins/2026-11-26', () => ({ checkIn: cached?.todayCheckIn }));
    api().get(/.*/, () => overview);
    await reconnect();
    expect(api().callsTo('PUT', '/api/health/check-ins/2026-11-26')).toHaveLength(1);
  });

  it('a finished Pomodoro is kept offline instead of lost', async () => {
    const answer = await reportPomodoroSession({
      taskId: null,
      plannedMinutes: 25,
      startedAt: '2026-11-26T09:00:00.000Z',
      endedAt: '2026-11-26T09:25:00.000Z',
    });
    expect(isQueued(answer)).toBe(true);
    expect(currentOutbox()?.snapshot().pending).toBe(1);
    api().post('/api/pomodoro-sessions', (call) => call.body);
    api().get(/.*/, () => ({}));
    await reconnect();
    expect(api().callsTo('POST', '/api/pomodoro-sessions')).toHaveLength(1);
  });

  it('a review decision moves the session on at once offline and is sent online', async () => {
    const task = (id: string, gone = false) => ({ id, title: id, gone }) as ReviewSessionDto['tasks'][number];
    const session = {
      id: 'r1',
      type: 'evening_review',
      currentIndex: 0,
      tasks: [task('a'), task('b', true), task('c')],
      reviewed: [],
      notes: '',
      completed: false,
    } as unknown as ReviewSessionDto;
    client.setQueryData<OpenReviewDto>(reviewKeys.open(), { session });
    const { result } = renderHook(() => useReviewMutations(), { wrapper });
    await act(async () => {
      await result.current.advance.mutateAsync({ id: 'r1', taskId: 'a', action: 'keep' });
    });
    const moved = client.getQueryData<OpenReviewDto>(reviewKeys.open())?.session;
    expect(moved?.currentIndex).toBe(2); // past the deleted task
    expect(moved?.reviewed).toMatchObject([{ taskId: 'a', action: 'keep', date: null }]);
    await act(async () => {
      await result.current.finish.mutateAsync({ id: 'r1' });
    });
    expect(client.getQueryData<OpenReviewDto>(reviewKeys.open())?.session).toBeNull();
    expect(pending()).toBe(2);

    api().post('/api/reviews/r1/advance', () => ({ ...session, currentIndex: 2 }));
    api().post('/api/reviews/r1/finish', () => ({ ...session, completed: true }));
    api().get(/.*/, () => ({ session: null }));
    await reconnect();
    expect(
      api()
        .calls.filter((call) => call.method === 'POST')
        .map((call) => call.path),
    ).toEqual(['/api/reviews/r1/advance', '/api/reviews/r1/finish']);
  });
});
