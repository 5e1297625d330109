// /strategy: each strategy's progress from the counts and its tasks as a paged list of its own, the
// open tasks without a strategy as another, the "add tasks" dialog searching its candidates on the
// server; taking a task out of a strategy or putting it in moves its row between those lists and the
// progress at once. The page never asks for the whole task list.
import type { StrategyList } from '@nova/core/contracts/strategies';
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { strategy } from '../../../../test/tag-strategy.ts';
import { task } from '../../../../test/task.ts';
import { serveTaskLists, type TaskLists } from '../../../../test/task-lists.ts';
import { taskSummary } from '../../../../test/task-summary.ts';
import { StrategyPage } from './strategy-page.tsx';

const health = strategy({ id: 'st1', name: 'Health', priority: 3, taskCount: 99, completedTaskCount: 0 });
const work = strategy({ id: 'st2', name: 'Work', priority: 1 });

function account(): TaskLists {
  api().get('/api/strategies', (): StrategyList => ({ strategies: [health, work] }));
  const rows: TaskSummary[] = [
    ...Array.from({ length: 12 }, (_, i) =>
      taskSummary({
        id: `h${String(i).padStart(2, '0')}`,
        title: `Run ${i}`,
        strategyId: 'st1',
        status: i < 3 ? 'completed' : 'waiting',
      }),
    ),
    taskSummary({ id: 'w1', title: 'Quarterly report', strategyId: 'st2' }),
    taskSummary({ id: 'u1', title: 'Call the dentist' }),
    taskSummary({ id: 'u2', title: 'Buy running shoes' }),
    taskSummary({ id: 'u3', title: 'Old finished chore', status: 'completed' }),
  ];
  return serveTaskLists(rows);
}

const card = (name: string) => screen.getByRole('article', { name });
const tasksOf = (name: string) => within(card(name)).getByRole('list', { name: `Tasks of “${name}”` });
const unassigned = () => screen.getByRole('region', { name: 'Tasks without a strategy' });

describe('StrategyPage', () => {
  it('shows each strategy’s progress from the counts and its first tasks; "Show more" pages on', async () => {
    const lists = account();
    const { user } = renderWithApp(<StrategyPage />, { route: '/strategy' });
    expect(
      await within(await screen.findByRole('article', { name: 'Health' })).findByText('Run 0'),
    ).toBeInTheDocument();
    expect(within(tasksOf('Health')).getAllByRole('listitem')).toHaveLength(8);
    // The counts per strategy, not the strategy list's own (stale here on purpose) numbers.
    await waitFor(() =>
      expect(within(card('Health')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25'),
    );
    expect(within(tasksOf('Work')).getByText('Quarterly report')).toBeInTheDocument();
    expect(within(unassigned()).getByText('Call the dentist')).toBeInTheDocument();
    expect(within(unassigned()).queryByText('Old finished chore')).not.toBeInTheDocument();

    await user.click(within(card('Health')).getByRole('button', { name: 'Show more (8 of 12)' }));
    expect(await within(tasksOf('Health')).findByText('Run 11')).toBeInTheDocument();
    expect(within(card('Health')).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();

    const asked = lists.listCalls().map((call) => Object.fromEntries(call.query));
    expect(asked.every((query) => query.limit !== undefined)).toBe(true);
    expect(asked).toContainEqual({ strategyId: 'st1', order: 'updated', limit: '8' });
    expect(asked).toContainEqual({ view: 'active', noStrategy: '1', order: 'updated', limit: '10' });
    expect(api().callsTo('GET', '/api/tasks/counts').at(-1)?.query.get('detail')).toBe('1');
  });

  it('taking a task out of a strategy moves it to the tasks without one, progress following', async () => {
    const lists = account();
    api().patch('/api/tasks/h05', (call) => {
      const saved = task({
        ...taskSummary({ id: 'h05', title: 'Run 5' }),
        ...(call.body as object),
        version: 2,
      });
      lists.write(saved);
      return saved;
    });
    const { user } = renderWithApp(<StrategyPage />, { route: '/strategy' });
    await within(await screen.findByRole('article', { name: 'Health' })).findByText('Run 5');
    await waitFor(() =>
      expect(within(card('Health')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25'),
    );
    await user.click(
      within(card('Health')).getByRole('button', { name: 'Remove “Run 5” from the strategy' }),
    );
    expect(within(tasksOf('Health')).queryByText('Run 5')).not.toBeInTheDocument();
    expect(within(unassigned()).getAllByRole('listitem')[0]).toHaveTextContent('Run 5');
    expect(within(card('Health')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '27');
    await waitFor(() => expect(api().callsTo('PATCH', '/api/tasks/h05')).toHaveLength(1));
    expect(api().callsTo('PATCH', '/api/tasks/h05')[0]?.body).toMatchObject({ strategyId: null });
  });

  it('"Add tasks" searches the candidates on the server and puts the chosen ones first in the strategy', async () => {
    const lists = account();
    api().post('/api/strategies/st2/tasks', (call) => {
      const { taskIds } = call.body as { taskIds: string[] };
      for (const id of taskIds) {
        const row = lists.tasks().find((t) => t.id === id);
        if (row) lists.write({ ...row, strategyId: 'st2' });
      }
      return { strategyId: 'st2', taskIds };
    });
    const { user } = renderWithApp(<StrategyPage />, { route: '/strategy' });
    await within(await screen.findByRole('article', { name: 'Work' })).findByText('Quarterly report');
    await user.click(within(card('Work')).getByRole('button', { name: 'Add tasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tasks to “Work”' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Call the dentist' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a task' }), 'shoes');
    await waitFor(() => expect(lists.listCalls().some((call) => call.query.get('q') === 'shoes')).toBe(true));
    await waitFor(() =>
      expect(within(dialog).queryByRole('checkbox', { name: 'Call the dentist' })).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Buy running shoes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add selected (1)' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(tasksOf('Work')).getAllByRole('listitem')[0]).toHaveTextContent('Buy running shoes');
    expect(within(unassigned()).queryByText('Buy running shoes')).not.toBeInTheDocument();
    expect(api().callsTo('POST', '/api/strategies/st2/tasks')[0]?.body).toMatchObject({ taskIds: ['u2'] });
    const search = lists.listCalls().find((call) => call.query.get('q') === 'shoes');
    expect(Object.fromEntries(search?.query ?? [])).toMatchObject({ view: 'active', noStrategy: '1' });
  });
});
