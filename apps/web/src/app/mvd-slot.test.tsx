// The minimum viable day card of /app's right panel as app/ composes it (features/mvd's card with the
// tasks feature's actions): its (up to three) tasks in order with the count,
// the empty hint, ticking a task off or back, opening it, and taking it out of the day; wired to the
// real task actions so the requests and optimistic changes are the app's.
import type { TaskList, TaskSummary } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../test/fetch-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import { task } from '../../test/task.ts';
import { taskSummary } from '../../test/task-summary.ts';
import { MvdPanel } from '../features/mvd/components/mvd-panel.tsx';
import { useTaskActions } from '../features/tasks/hooks/use-task-actions.ts';
import { taskListQueryOptions } from '../lib/api/tasks.ts';

/** The card fed as /app feeds it: the day's ids from /api/mvd, the rows from the task list. */
function Panel({ onOpen }: { onOpen: (id: string) => void }) {
  const actions = useTaskActions();
  const rows = useQuery(taskListQueryOptions()).data?.tasks ?? [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return <MvdPanel tasksById={byId} actions={actions} onOpen={onOpen} />;
}

/** The server's lists; `rows` stays the server's copy, so a test changes it as the server would. */
function serve(rows: TaskSummary[], mvd: string[]) {
  api()
    .get('/api/tasks', (): TaskList => ({ tasks: rows, seq: 1 }))
    .get('/api/mvd', () => ({ taskIds: mvd }));
  return rows;
}

const rows = () => [
  taskSummary({ id: 'a', title: 'Pay rent', inMvd: true }),
  taskSummary({ id: 'b', title: 'Walk', inMvd: true, status: 'completed' }),
  taskSummary({ id: 'c', title: 'Not today' }),
];

function renderPanel() {
  const onOpen = vi.fn();
  return { ...renderWithApp(<Panel onOpen={onOpen} />), onOpen };
}

const card = () => screen.getByRole('region', { name: 'Minimum viable day' });

describe('MvdPanel', () => {
  it('lists the day’s tasks in order with the count; a done one is struck through', async () => {
    serve(rows(), ['b', 'a']);
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Minimum viable day' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Walk', 'Pay rent']);
    expect(within(card()).getByText('2 of 3')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Walk' })).toHaveClass('line-through');
    expect(within(card()).queryByText('Not today')).not.toBeInTheDocument();
  });

  it('with no task, invites to star up to three', async () => {
    serve(rows(), []);
    renderPanel();
    expect(await screen.findByText('Star up to three tasks to make today a win.')).toBeInTheDocument();
    expect(within(card()).getByText('0 of 3')).toBeInTheDocument();
  });

  it('ticking a task completes it on the server, congratulates, and the finished task leaves the day', async () => {
    const server = serve(rows(), ['a']);
    api().post('/api/tasks/a/status', () => {
      const done = task({ id: 'a', title: 'Pay rent', status: 'completed', inMvd: true });
      server[0] = done;
      return { task: done, removedFromMvd: true };
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Complete: Pay rent' }));
    expect(api().callsTo('POST', '/api/tasks/a/status')[0]?.body).toMatchObject({ status: 'completed' });
    expect(await screen.findByText('Nice work — “Pay rent” is done.')).toBeInTheDocument();
    // Core's rule: a completed task leaves the minimum viable day, at once.
    expect(within(card()).getByText('0 of 3')).toBeInTheDocument();
    expect(within(card()).getByText('Star up to three tasks to make today a win.')).toBeInTheDocument();
  });

  it('a done task reopens to waiting', async () => {
    serve(rows(), ['b']);
    api().post('/api/tasks/b/status', () => ({
      task: task({ id: 'b', title: 'Walk' }),
      removedFromMvd: false,
    }));
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Reopen: Walk' }));
    expect(api().callsTo('POST', '/api/tasks/b/status')[0]?.body).toMatchObject({ status: 'waiting' });
  });

  it('the title opens the task; the cross takes it out of the day at once', async () => {
    serve(rows(), ['a', 'b']);
    api().delete('/api/mvd/a', () => ({ taskIds: ['b'] }));
    const { user, onOpen } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Pay rent' }));
    expect(onOpen).toHaveBeenCalledWith('a');
    await user.click(screen.getByRole('button', { name: 'Remove from minimum viable day: Pay rent' }));
    await waitFor(() => expect(within(card()).queryByText('Pay rent')).not.toBeInTheDocument());
    expect(within(card()).getByText('1 of 3')).toBeInTheDocument();
    expect(api().callsTo('DELETE', '/api/mvd/a')).toHaveLength(1);
  });
});
