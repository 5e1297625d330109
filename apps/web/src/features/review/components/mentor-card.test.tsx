// The executive mentor: a calm nudge about a task untouched for 3 days (no red, no "overdue"), a
// 5-minute first step added as a micro-step, snooze and dismiss that stay put on this device.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, apiError } from '../../../../test/fetch-stub.ts';
import { overviewAnswer, overviewWith } from '../../../../test/overview.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { microStep } from '../../../../test/task.ts';
import { taskSummary } from '../../../../test/task-summary.ts';
import { MENTOR_KEY } from '../mentor.ts';
import { MentorCard } from './mentor-card.tsx';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const rows = [
  taskSummary({ id: 'old', title: 'Renew the passport', updatedAt: daysAgo(5) }),
  taskSummary({ id: 'new', title: 'Buy bread', updatedAt: daysAgo(1) }),
];
/** The summary's candidates (the client applies the exact 3-day rule to them). */
const overview = overviewWith(rows, { stale: rows });

describe('MentorCard', () => {
  it('offers a 5-minute first step for the task left untouched, then opens it', async () => {
    api().post('/api/tasks/old/micro-tasks', ({ body }) => microStep({ taskId: 'old', ...(body as object) }));
    const onOpen = vi.fn();
    const { user } = renderWithApp(<MentorCard overview={overview} onOpen={onOpen} />);
    expect(screen.getByRole('heading', { name: 'Executive mentor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew the passport' })).toBeInTheDocument();
    expect(screen.queryByText(/overdue/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a 5-minute first step' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith('old'));
    expect(api().callsTo('POST', '/api/tasks/old/micro-tasks')[0]?.body).toMatchObject({
      title: 'First 5 minutes on “Renew the passport”: open it and do the smallest part',
      estimateMinutes: 5,
    });
  });

  it('snooze hides the nudge and is remembered; nothing to say renders nothing', async () => {
    const { user, unmount } = renderWithApp(<MentorCard overview={overview} onOpen={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Remind me tomorrow' }));
    expect(screen.queryByRole('heading', { name: 'Executive mentor' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(MENTOR_KEY) ?? '{}')).toHaveProperty('old.snoozedUntil');
    unmount();
    renderWithApp(<MentorCard overview={overview} onOpen={() => {}} />);
    expect(screen.queryByRole('heading', { name: 'Executive mentor' })).not.toBeInTheDocument();
  });

  it('when every candidate of a page is hidden here, the next ones are asked for', async () => {
    const hidden = taskSummary({ id: 'old', title: 'Renew the passport', updatedAt: daysAgo(9) });
    localStorage.setItem(MENTOR_KEY, JSON.stringify({ old: { dismissedAt: hidden.updatedAt } }));
    api().get('/api/tasks/summary', (call) =>
      call.query.get('staleAfter') === 'next-page'
        ? overviewAnswer(6, {
            stale: [taskSummary({ id: 'later', title: 'Sort the photos', updatedAt: daysAgo(7) })],
          })
        : apiError(400, 'invalid_cursor'),
    );
    const paged = overviewWith([hidden], {
      stale: [hidden],
      staleNext: 'next-page',
      source: { params: { today: '2026-11-21', tz: 'UTC' }, seq: 6 },
    });
    renderWithApp(<MentorCard overview={paged} onOpen={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Sort the photos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew the passport' })).not.toBeInTheDocument();
    expect(api().callsTo('GET', '/api/tasks/summary')[0]?.query.get('today')).toBe('2026-11-21');
  });
});
