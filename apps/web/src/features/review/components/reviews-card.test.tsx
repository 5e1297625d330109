// The morning sync from /app's right panel: start it, decide each task with its key (K keeps it for
// today, R then T moves it to tomorrow, X drops it), each decision writes the task first and then
// moves the session on; the summary takes a note and Finish ends it. An open session shows "Continue".
import type { ReviewSessionDto, ReviewTaskDto } from '@nova/core/contracts/reviews';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, apiError } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { task } from '../../../../test/task.ts';
import { ReviewsCard } from './reviews-card.tsx';

const reviewTask = (id: string, title: string): ReviewTaskDto => ({
  id,
  title,
  status: 'waiting',
  importance: 1,
  urgency: 1,
  startDate: null,
  inMvd: false,
  microTotal: 0,
  microDone: 0,
  totalTimeSpent: 0,
  gone: false,
});

const base: ReviewSessionDto = {
  id: 's1',
  type: 'morning_sync',
  day: '2026-03-04',
  startedAt: '2026-03-04T07:00:00.000Z',
  currentIndex: 0,
  tasks: [reviewTask('a', 'Call the bank'), reviewTask('b', 'Tidy the desk'), reviewTask('c', 'Old idea')],
  reviewed: [],
  notes: '',
  wins: { completed: 0, microStepsDone: 0, secondsSpent: 0 },
  completed: false,
  completedAt: null,
};

/** A server that walks the session as the real one does. */
function serve() {
  let session = base;
  api()
    .get('/api/reviews/open', () => ({ session: session.completed ? null : session }))
    .post('/api/reviews', () => session)
    .patch(/\/api\/tasks\/\w+$/, ({ path, body }) =>
      task({ id: path.split('/').at(-1), ...(body as object) }),
    )
    .post(/\/api\/tasks\/\w+\/status$/, ({ path }) => ({
      task: task({ id: path.split('/')[3], status: 'cancelled' }),
      removedFromMvd: false,
    }))
    .post('/api/reviews/s1/advance', ({ body }) => {
      const b = body as {
        taskId: string;
        action: ReviewSessionDto['reviewed'][number]['action'];
        date?: string;
      };
      session = {
        ...session,
        currentIndex: session.currentIndex + 1,
        reviewed: [
          ...session.reviewed,
          { taskId: b.taskId, action: b.action, date: b.date ?? null, at: 'x' },
        ],
      };
      return session;
    })
    .put('/api/reviews/s1/notes', ({ body }) => {
      session = { ...session, notes: (body as { notes: string }).notes };
      return session;
    })
    .post('/api/reviews/s1/finish', () => {
      session = { ...session, completed: true, completedAt: 'x' };
      return session;
    });
}

describe('ReviewsCard: the morning sync', () => {
  it('takes the next key for the next task while the last decision is still being saved', async () => {
    serve();
    // The server answers the first advance only when the test lets it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    api().post('/api/reviews/s1/advance', async ({ body }) => {
      calls++;
      if (calls === 1) await held;
      const b = body as { taskId: string; action: ReviewSessionDto['reviewed'][number]['action'] };
      const index = b.taskId === 'a' ? 1 : 2;
      return { ...base, currentIndex: index, reviewed: [] };
    });
    const { user } = renderWithApp(<ReviewsCard />);
    await user.click(await screen.findByRole('button', { name: 'Morning sync' }));
    await screen.findByRole('heading', { name: 'Call the bank' });
    await user.keyboard('s');
    // The session moved on at once; the first decision's answer has not come.
    await screen.findByRole('heading', { name: 'Tidy the desk' });
    await user.keyboard('s');
    await waitFor(() => expect(api().callsTo('POST', '/api/reviews/s1/advance')).toHaveLength(2));
    expect(api().callsTo('POST', '/api/reviews/s1/advance')[1]?.body).toMatchObject({ taskId: 'b' });
    release();
    await screen.findByRole('heading', { name: 'Old idea' });
  });

  it('walks every task with the keyboard, writes each decision, and finishes with a note', async () => {
    serve();
    const { user } = renderWithApp(<ReviewsCard />);
    await user.click(await screen.findByRole('button', { name: 'Morning sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Morning sync' });
    expect(dialog).toHaveTextContent('Task 1 of 3');
    expect(screen.getByRole('heading', { name: 'Call the bank' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Keep for today/ })).toHaveAttribute('aria-keyshortcuts', 'K');

    await user.keyboard('k');
    await screen.findByRole('heading', { name: 'Tidy the desk' });
    expect(api().callsTo('PATCH', '/api/tasks/a')[0]?.body).toMatchObject({ startDate: '2026-03-04' });
    expect(api().callsTo('POST', '/api/reviews/s1/advance')[0]?.body).toMatchObject({
      taskId: 'a',
      action: 'keep',
    });

    await user.keyboard('r');
    expect(screen.getByRole('group', { name: 'When instead?' })).toBeInTheDocument();
    await user.keyboard('t');
    await screen.findByRole('heading', { name: 'Old idea' });
    expect(api().callsTo('PATCH', '/api/tasks/b')[0]?.body).toMatchObject({ startDate: '2026-03-05' });
    expect(api().callsTo('POST', '/api/reviews/s1/advance')[1]?.body).toMatchObject({
      taskId: 'b',
      action: 'reschedule',
      date: '2026-03-05',
    });

    await user.keyboard('x');
    await screen.findByText('Every task is reviewed.');
    expect(api().callsTo('POST', '/api/tasks/c/status')[0]?.body).toMatchObject({ status: 'cancelled' });
    expect(screen.getByText('Moved to another day: 1')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'A note for today (optional)' }), 'Gentle day');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(api().callsTo('POST', '/api/reviews/s1/finish')).toHaveLength(1));
    expect(api().callsTo('PUT', '/api/reviews/s1/notes')[0]?.body).toMatchObject({ notes: 'Gentle day' });
    expect(await screen.findByText('Morning sync done. Your day is set.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an open session is continued where it stopped', async () => {
    const session = {
      ...base,
      currentIndex: 1,
      reviewed: [{ taskId: 'a', action: 'keep' as const, date: null, at: 'x' }],
    };
    api().get('/api/reviews/open', () => ({ session }));
    const { user } = renderWithApp(<ReviewsCard />);
    await user.click(await screen.findByRole('button', { name: 'Continue the morning sync (1 of 3)' }));
    expect(await screen.findByRole('heading', { name: 'Tidy the desk' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Task 2 of 3');
  });

  it('a full minimum viable day is said calmly and the task stays', async () => {
    serve();
    api().post('/api/mvd', () => apiError(409, 'mvd_limit'));
    const { user } = renderWithApp(<ReviewsCard />);
    await user.click(await screen.findByRole('button', { name: 'Morning sync' }));
    await screen.findByRole('heading', { name: 'Call the bank' });
    await user.keyboard('m');
    expect(await screen.findByRole('alert')).toHaveTextContent('already has 3 tasks');
    expect(screen.getByRole('heading', { name: 'Call the bank' })).toBeInTheDocument();
    expect(api().callsTo('POST', '/api/reviews/s1/advance')).toHaveLength(0);
  });
});
