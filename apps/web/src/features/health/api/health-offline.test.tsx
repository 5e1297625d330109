// Health check-ins go through the offline outbox: offline the overview changes at once and the PUT
// waits; back online it is sent once.
import type { HealthOverview } from '@nova/core/contracts/health';
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { type OfflineApp, startOfflineApp } from '../../../../test/offline.tsx';
import { healthKeys } from '../../../lib/api/health.ts';
import { useSetCheckIn } from './health.ts';

let app: OfflineApp;
beforeAll(() => {
  app = startOfflineApp();
});
afterAll(() => onlineManager.setOnline(true));

describe('health writes through the outbox', () => {
  it('a health check-in: the overview changes offline; the PUT waits for the connection', async () => {
    const overview = {
      today: '2026-11-26',
      history: [],
      todayCheckIn: null,
      trend: { days: [], averages: {}, checkedInDays: 0 },
    } as unknown as HealthOverview;
    app.client.setQueryData([...healthKeys.all, 'overview'], overview);
    const { result } = renderHook(() => useSetCheckIn(), { wrapper: app.wrapper });
    await act(async () => {
      await result.current.mutateAsync({ day: '2026-11-26', energy: 4 });
    });
    const cached = app.client.getQueryData<HealthOverview>([...healthKeys.all, 'overview']);
    expect(cached?.todayCheckIn?.energy).toBe(4);
    expect(app.pending()).toBe(1);

    api().put('/api/health/check-ins/2026-11-26', () => ({ checkIn: cached?.todayCheckIn }));
    api().get(/.*/, () => overview);
    await app.reconnect();
    expect(api().callsTo('PUT', '/api/health/check-ins/2026-11-26')).toHaveLength(1);
  });
});
