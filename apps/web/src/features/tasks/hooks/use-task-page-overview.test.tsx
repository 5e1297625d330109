// /app's account at a glance (issue 14): focus mode's task, today's figures, the running task and the
// MVD's rows come from GET /api/tasks/summary, asked after the first page with the day and zone, and
// again when the list's change counter moves; no whole list is ever asked. This device's changes show
// at once, before the server answers (a completed focus task hands over, a started one runs), and a
// task just starred shows in the MVD with its list row.
import type { TaskList, TaskSummary } from '@nova/core/contracts/tasks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, deferred } from '../../../../test/fetch-stub.ts';
import { overviewAnswer } from '../../../../test/overview.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { task } from '../../../../test/task.ts';
import { taskSummary } from '../../../../test/task-summary.ts';
import { emptyFilters } from '../task-view.ts';
import { useTaskActions } from './use-task-actions.ts';
import { useTaskPageData } from './use-task-page-data.ts';

const rows: TaskSummary[] = [
  taskSummary({ id: 'a', title: 'Call the bank', importance: 9, urgency: 9 }),
  taskSummary({ id: 'b', title: 'Buy stamps', importance: 5, urgency: 5 }),
  taskSummary({ id: 'c', title: 'Water plants' }),
];
const [first, second, third] = rows as [TaskSummary, TaskSummary, TaskSummary];

/** The server: one page of three rows at `seq`, the summary of a much larger account. */
function serve(seq: () => number) {
  api()
    .get('/api/tasks', (): TaskList => ({ tasks: rows, seq: seq(), nextCursor: null }))
    .get('/api/tasks/counts', () => ({
      seq: seq(),
      views: { all: 9000, active: 8000, today: 10, upcoming: 20, completed: 1000 },
      quadrants: { do: 0, schedule: 0, delegate: 0, eliminate: 8000 },
    }))
    .get('/api/tags', () => ({ tags: [], seq: seq() }))
    .get('/api/mvd', () => ({ taskIds: [] }))
    .get('/api/tasks/summary', () =>
      overviewAnswer(seq(), {
        stats: { open: 8000 + seq(), dueToday: 10, doneToday: 2, secondsSpent: 3600 },
        focus: first,
        ranked: [first, second],
      }),
    );
}

function Harness() {
  const data = useTaskPageData({ view: 'active', search: '', filters: emptyFilters });
  const actions = useTaskActions();
  const { overview } = data;
  return (
    <div>
      <p>rows: {data.tasks.length}</p>
      <p>top: {overview.top?.title ?? 'none'}</p>
      <p>running: {overview.running?.title ?? 'none'}</p>
      <p>open: {overview.stats.open}</p>
      <p>done: {overview.stats.doneToday}</p>
      <p>mvd row: {overview.tasksById.get('c')?.title ?? 'none'}</p>
      <button type="button" onClick={() => overview.top && actions.changeStatus(overview.top, 'completed')}>
        complete top
      </button>
      <button type="button" onClick={() => actions.changeStatus(third, 'inProgress')}>
        start
      </button>
      <button type="button" onClick={() => actions.toggleMvd(third)}>
        star
      </button>
    </div>
  );
}

const summaryCalls = () => api().callsTo('GET', '/api/tasks/summary');

describe('useTaskPageData: the account at a glance', () => {
  it('comes from the summary, asked after the first page with the day and zone; no whole list', async () => {
    serve(() => 4);
    renderWithApp(<Harness />);
    await screen.findByText('top: Call the bank');
    expect(screen.getByText('open: 8004')).toBeInTheDocument();
    expect(screen.getByText('rows: 3')).toBeInTheDocument();
    const [call] = summaryCalls();
    expect(call?.query.get('today')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(call?.query.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const lists = api().callsTo('GET', '/api/tasks');
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((c) => c.query.get('limit') !== null || c.query.get('since') !== null)).toBe(true);
    expect(api().calls.indexOf(lists[0] as never)).toBeLessThan(api().calls.indexOf(call as never));
  });

  it('is asked again when the list’s change counter moves', async () => {
    let seq = 4;
    serve(() => seq);
    const { client } = renderWithApp(<Harness />);
    await screen.findByText('open: 8004');
    seq = 5;
    await client.invalidateQueries({ queryKey: ['tasks', 'list'] });
    await screen.findByText('open: 8005');
    expect(summaryCalls()).toHaveLength(2);
  });

  it('this device’s changes show at once: the completed focus task hands over, a started task runs', async () => {
    serve(() => 4);
    const held = deferred();
    api().post(/^\/api\/tasks\/[abc]\/status$/, async (call) => {
      await held.promise;
      const id = call.path.split('/')[3] ?? '';
      const { status } = call.body as { status: TaskSummary['status'] };
      return { task: task({ ...rows.find((r) => r.id === id), status }), removedFromMvd: false };
    });
    const { user } = renderWithApp(<Harness />);
    await screen.findByText('top: Call the bank');
    await user.click(screen.getByRole('button', { name: 'complete top' }));
    await screen.findByText('top: Buy stamps');
    expect(screen.getByText('open: 8003')).toBeInTheDocument();
    expect(screen.getByText('done: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'start' }));
    await screen.findByText('running: Water plants');
    expect(screen.getByText('top: Water plants')).toBeInTheDocument();
    held.resolve();
    await waitFor(() => expect(api().callsTo('POST', /\/status$/)).toHaveLength(2));
  });

  it('a task starred a moment ago shows in the MVD with its list row', async () => {
    serve(() => 4);
    const held = deferred();
    api().post('/api/mvd', async () => {
      await held.promise;
      return { taskIds: ['c'] };
    });
    const { user } = renderWithApp(<Harness />);
    await screen.findByText('top: Call the bank');
    await screen.findByText('mvd row: none');
    await user.click(screen.getByRole('button', { name: 'star' }));
    await screen.findByText('mvd row: Water plants');
    held.resolve();
  });
});
