// /tags: each tag's count from the counts per tag; a tag's tasks asked from the server only when it is
// opened, in pages; taking the tag off a task takes the row out and the count down at once. The page
// never asks for the whole task list.
import type { TagList } from '@nova/core/contracts/tags';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { tag } from '../../../../test/tag-strategy.ts';
import { serveTaskLists } from '../../../../test/task-lists.ts';
import { taskSummary } from '../../../../test/task-summary.ts';
import { TagsPage } from './tags-page.tsx';

function account() {
  api().get(
    '/api/tags',
    (): TagList => ({
      tags: [tag({ id: 'g1', name: 'calls', taskCount: 50 }), tag({ id: 'g2', name: 'home', taskCount: 0 })],
    }),
  );
  return serveTaskLists([
    ...Array.from({ length: 25 }, (_, i) =>
      taskSummary({ id: `c${String(i).padStart(2, '0')}`, title: `Call ${i}`, tagIds: ['g1'] }),
    ),
    taskSummary({ id: 'h1', title: 'Fix the sink', tagIds: ['g2'], status: 'completed' }),
    taskSummary({ id: 'n1', title: 'Untagged' }),
  ]);
}

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Tags' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name)) as HTMLElement;

describe('TagsPage', () => {
  it('counts from the counts per tag; a tag’s tasks come when it is opened, 20 at a time', async () => {
    const lists = account();
    const { user } = renderWithApp(<TagsPage />, { route: '/tags' });
    await screen.findByText('calls');
    // The counts per tag, not the tag list's own (stale here on purpose) number.
    expect(await within(row('calls')).findByRole('button', { name: /^Tasks: 25/ })).toBeInTheDocument();
    expect(within(row('home')).getByRole('button', { name: /^Tasks: 1/ })).toBeInTheDocument();
    expect(lists.listCalls()).toHaveLength(0);

    await user.click(within(row('calls')).getByRole('button', { name: /^Tasks: 25/ }));
    const tasks = await within(row('calls')).findByRole('list', { name: 'Tasks tagged “calls”' });
    expect(within(tasks).getAllByRole('listitem')).toHaveLength(20);
    expect(Object.fromEntries(lists.listCalls()[0]?.query ?? [])).toEqual({
      tagId: 'g1',
      order: 'updated',
      limit: '20',
    });
    await user.click(within(row('calls')).getByRole('button', { name: 'Show more (20 of 25)' }));
    await waitFor(() => expect(within(tasks).getAllByRole('listitem')).toHaveLength(25));
    expect(within(row('calls')).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();

    await user.click(within(row('home')).getByRole('button', { name: /^Tasks: 1/ }));
    const done = await within(row('home')).findByRole('list', { name: 'Tasks tagged “home”' });
    expect(within(done).getByText('Fix the sink')).toBeInTheDocument();
    expect(within(done).getByText('Done')).toBeInTheDocument();
  });

  it('taking the tag off a task takes its row out and the count down at once', async () => {
    const lists = account();
    api().delete('/api/tasks/c03/tags/g1', () => {
      const current = lists.tasks().find((t) => t.id === 'c03');
      if (current) lists.write({ ...current, tagIds: [] });
      return { taskId: 'c03', tagIds: [], version: 2 };
    });
    const { user } = renderWithApp(<TagsPage />, { route: '/tags' });
    await user.click(
      await within(await waitFor(() => row('calls'))).findByRole('button', { name: /^Tasks: 25/ }),
    );
    await within(row('calls')).findByText('Call 3');
    await user.click(within(row('calls')).getByRole('button', { name: 'Remove the tag from “Call 3”' }));
    expect(within(row('calls')).queryByText('Call 3')).not.toBeInTheDocument();
    expect(within(row('calls')).getByRole('button', { name: /^Tasks: 24/ })).toBeInTheDocument();
    await waitFor(() => expect(api().callsTo('DELETE', '/api/tasks/c03/tags/g1')).toHaveLength(1));
  });
});
