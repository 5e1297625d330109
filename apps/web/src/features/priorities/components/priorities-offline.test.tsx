// The matrix offline (docs/decisions/0014-offline.md): opened from the cached squares and counts (as the
// stored query cache restores them), a card moved with no network moves between the squares' lists and
// counts at once and waits in the outbox; back online the move is sent once and the card stays where
// it was dropped through the refetch the replay asks for.
import type { TaskCounts, TaskList } from '@nova/core/contracts/tasks';
import { quadrants } from '@nova/core/domain/priority';
import { onlineManager } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { type OfflineApp, startOfflineApp } from '../../../../test/offline.tsx';
import { task } from '../../../../test/task.ts';
import { serveTaskLists } from '../../../../test/task-lists.ts';
import { taskSummary } from '../../../../test/task-summary.ts';
import { localIsoDate } from '../../../lib/api/task-list-cache.ts';
import { taskKeys } from '../../../lib/api/tasks.ts';
import { squareParams } from '../matrix.ts';
import { PrioritiesPage } from './priorities-page.tsx';

let app: OfflineApp;
beforeAll(() => {
  app = startOfflineApp();
});
afterAll(() => onlineManager.setOnline(true));

const region = (name: RegExp) => screen.getByRole('region', { name });

describe('the matrix offline', () => {
  it('a move made offline shows at once, waits in the outbox, and is sent once back online', async () => {
    const card = taskSummary({ id: 'u1', title: 'Tax return', importance: 9, urgency: 9, priority: '2-2' });
    const plan = taskSummary({
      id: 's1',
      title: 'Learn Spanish',
      importance: 8,
      urgency: 2,
      priority: '2-1',
    });
    for (const quadrant of quadrants) {
      const rows = quadrant === 'do' ? [card] : quadrant === 'schedule' ? [plan] : [];
      app.client.setQueryData<TaskList>(taskKeys.paged(squareParams[quadrant]), {
        tasks: rows,
        seq: 1,
        nextCursor: null,
      });
    }
    app.client.setQueryData<TaskCounts>(taskKeys.counts(localIsoDate(), 1), {
      seq: 1,
      views: { all: 2, active: 2, today: 0, upcoming: 0, completed: 0 },
      quadrants: { do: 1, schedule: 1, delegate: 0, eliminate: 0 },
    });
    const user = userEvent.setup();
    render(<PrioritiesPage />, { wrapper: app.wrapper });

    await user.click(await screen.findByRole('button', { name: 'Move “Tax return” to…' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Important, not urgent/ }));
    const schedule = region(/^Important, not urgent/);
    expect(within(schedule).getAllByRole('listitem')[0]).toHaveTextContent('Tax return');
    expect(within(schedule).getByText('Tasks: 2')).toBeInTheDocument();
    expect(within(region(/^Important and urgent/)).getByText('Tasks: 0')).toBeInTheDocument();
    await waitFor(() => expect(app.pending()).toBe(1));
    expect(api().callsTo('PATCH', '/api/tasks/u1')).toHaveLength(0);

    const lists = serveTaskLists([card, plan]);
    api().patch('/api/tasks/u1', (call) => {
      const saved = task({ ...card, ...(call.body as { urgency: number }), version: 2 });
      lists.write(saved);
      return saved;
    });
    await app.reconnect();
    const sent = api().callsTo('PATCH', '/api/tasks/u1');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ urgency: 3, opId: expect.any(String) });
    await waitFor(() => expect(lists.listCalls().length).toBeGreaterThan(0));
    await waitFor(() => expect(within(schedule).getByText('Tasks: 2')).toBeInTheDocument());
    expect(within(schedule).getAllByRole('listitem')[0]).toHaveTextContent('Tax return');
    expect(within(region(/^Important and urgent/)).queryByText('Tax return')).not.toBeInTheDocument();
  });
});
