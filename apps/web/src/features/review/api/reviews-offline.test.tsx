// Review decisions, notes and finishing go through the offline outbox: offline the session moves on at
// once (past deleted tasks, as the server does) and the writes wait; back online they are sent in order.
import type { OpenReviewDto, ReviewSessionDto } from '@nova/core/contracts/reviews';
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { type OfflineApp, startOfflineApp } from '../../../../test/offline.tsx';
import { reviewKeys, useReviewMutations } from './reviews.ts';

let app: OfflineApp;
beforeAll(() => {
  app = startOfflineApp();
});
afterAll(() => onlineManager.setOnline(true));

describe('review writes through the outbox', () => {
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
    app.client.setQueryData<OpenReviewDto>(reviewKeys.open(), { session });
    const { result } = renderHook(() => useReviewMutations(), { wrapper: app.wrapper });
    await act(async () => {
      await result.current.advance.mutateAsync({ id: 'r1', taskId: 'a', action: 'keep' });
    });
    const moved = app.client.getQueryData<OpenReviewDto>(reviewKeys.open())?.session;
    expect(moved?.currentIndex).toBe(2); // past the deleted task
    expect(moved?.reviewed).toMatchObject([{ taskId: 'a', action: 'keep', date: null }]);
    await act(async () => {
      await result.current.finish.mutateAsync({ id: 'r1' });
    });
    expect(app.client.getQueryData<OpenReviewDto>(reviewKeys.open())?.session).toBeNull();
    expect(app.pending()).toBe(2);

    api().post('/api/reviews/r1/advance', () => ({ ...session, currentIndex: 2 }));
    api().post('/api/reviews/r1/finish', () => ({ ...session, completed: true }));
    api().get(/.*/, () => ({ session: null }));
    await app.reconnect();
    expect(
      api()
        .calls.filter((call) => call.method === 'POST')
        .map((call) => call.path),
    ).toEqual(['/api/reviews/r1/advance', '/api/reviews/r1/finish']);
  });
});
