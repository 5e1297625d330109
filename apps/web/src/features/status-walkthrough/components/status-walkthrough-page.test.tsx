// /task-manager-test: the counters from the counts, the list walked by status (one paged list per
// status, a status beyond SPEC's three only while it holds tasks), and a row's action, an added task
// and a deletion moving the row between the lists and the counters at once. The page never asks for
// the whole task list.
import type { Task, TaskStatusChange } from '@nova/core/contracts/tasks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { task } from '../../../../test/task.ts';
import { serveTaskLists, type TaskLists } from '../../../../test/task-lists.ts';
import { taskSummary } from '../../../../test/task-summary.ts';
import { StatusWalkthroughPage } from './status-walkthrough-page.tsx';

const counter = (label: string) =>
  within(screen.getByRole('region', { name: 'Task counters' }))
    .getByText(label, { selector: 'dt' })
    .parentElement?.querySelector('dd');
const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

async function expectCounters(total: number, waiting: number, inProgress: number, completed: number) {
  await waitFor(() => expect(counter('Total')).toHaveTextContent(String(total)));
  expect(counter('Waiting')).toHaveTextContent(String(waiting));
  expect(counter('In progress')).toHaveTextContent(String(inProgress));
  expect(counter('Completed')).toHaveTextContent(String(completed));
}

function account(): TaskLists {
  return serveTaskLists([
    taskSummary({ id: 'w1', title: 'Buy milk' }),
    ...Array.from({ length: 24 }, (_, i) => taskSummary({ id: `w${i + 2}`, title: `Chore ${i}` })),
    taskSummary({ id: 'p1', title: 'Write to mum', status: 'inProgress' }),
    taskSummary({ id: 'c1', title: 'Hike', status: 'completed', type: 'idea' }),
    taskSummary({ id: 'z1', title: 'On hold', status: 'paused' }),
  ]);
}

/** The status endpoint: the new status, written to the account as the server does. */
function acceptStatus(lists: TaskLists) {
  api().post(/^\/api\/tasks\/[^/]+\/status$/, (call): TaskStatusChange => {
    const id = call.path.split('/')[3] ?? '';
    const row = lists.tasks().find((t) => t.id === id);
    const { status } = call.body as { status: Task['status'] };
    const saved = task({ ...row, id, status, version: (row?.version ?? 1) + 1 });
    lists.write(saved);
    return { task: saved, removedFromMvd: false };
  });
}

describe('StatusWalkthroughPage', () => {
  it('counts from the counts and walks the statuses, each a list of its own in pages', async () => {
    const lists = account();
    const { user } = renderWithApp(<StatusWalkthroughPage />, { route: '/task-manager-test' });
    expect(screen.getByText('Loading tasks...')).toBeInTheDocument();
    await expectCounters(28, 25, 1, 1);
    expect(within(section('Active')).getByText('Write to mum')).toBeInTheDocument();
    expect(within(section('Done')).getByText('Hike')).toBeInTheDocument();
    expect(within(section('Done')).getByText('Idea')).toBeInTheDocument();
    expect(await within(section('Paused')).findByText('On hold')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Cancelled/ })).not.toBeInTheDocument();
    expect(within(section('Waiting')).getAllByRole('listitem')).toHaveLength(20);
    await user.click(within(section('Waiting')).getByRole('button', { name: 'Show more (20 of 25)' }));
    await waitFor(() => expect(within(section('Waiting')).getAllByRole('listitem')).toHaveLength(25));
    const asked = lists.listCalls().map((call) => Object.fromEntries(call.query));
    expect(asked.every((query) => query.limit !== undefined && query.status !== undefined)).toBe(true);
    expect(asked).toContainEqual({ status: 'paused', order: 'updated', limit: '20' });
  });

  it('"Start" moves the row to the active tasks and the counters with it, at once', async () => {
    const lists = account();
    acceptStatus(lists);
    const { user } = renderWithApp(<StatusWalkthroughPage />, { route: '/task-manager-test' });
    await expectCounters(28, 25, 1, 1);
    const milk = within(section('Waiting'))
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Buy milk'));
    if (!milk) throw new Error('no row for Buy milk');
    await user.click(within(milk).getByRole('button', { name: 'Start' }));
    expect(within(section('Active')).getAllByRole('listitem')[0]).toHaveTextContent('Buy milk');
    expect(within(section('Waiting')).queryByText('Buy milk')).not.toBeInTheDocument();
    await expectCounters(28, 24, 2, 1);
    await waitFor(() => expect(api().callsTo('POST', '/api/tasks/w1/status')).toHaveLength(1));
    expect(api().callsTo('POST', '/api/tasks/w1/status')[0]?.body).toMatchObject({ status: 'inProgress' });
  });

  it('an added task heads the waiting ones and a deleted one leaves, the counters following', async () => {
    const lists = account();
    api().post('/api/tasks', (call) => {
      const body = call.body as { id: string; title: string };
      const saved = task({ id: body.id, title: body.title });
      lists.write(saved);
      return saved;
    });
    api().delete('/api/tasks/c1', () => {
      lists.remove('c1');
      return undefined;
    });
    const { user } = renderWithApp(<StatusWalkthroughPage />, { route: '/task-manager-test' });
    await expectCounters(28, 25, 1, 1);
    const box = screen.getByRole('textbox', { name: 'New task or idea' });
    await user.type(box, 'Water the plants{Enter}');
    expect(within(section('Waiting')).getAllByRole('listitem')[0]).toHaveTextContent('Water the plants');
    await expectCounters(29, 26, 1, 1);
    await user.click(within(section('Done')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Hike')).not.toBeInTheDocument());
    await expectCounters(28, 26, 1, 0);
  });

  it('with no task at all, says so', async () => {
    serveTaskLists([]);
    renderWithApp(<StatusWalkthroughPage />, { route: '/task-manager-test' });
    expect(await screen.findByText('No tasks yet. Add your first task above!')).toBeInTheDocument();
    await expectCounters(0, 0, 0, 0);
  });
});
