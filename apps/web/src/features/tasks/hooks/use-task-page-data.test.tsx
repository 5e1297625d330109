// The /app list in pages: the first page is asked with a limit and shown at once, the next pages
// follow (cursor by cursor) up to STREAM_ROWS, a refresh is one delta for every page held (the list's
// seq, and its end as the cursor), an optimistic edit reaches a row of a later page, and the sidebar's
// counts come from /api/tasks/counts. (The account at a glance: use-task-page-overview.test.tsx.)
import type { TaskCounts, TaskList, TaskSummary } from '@nova/core/contracts/tasks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { overviewAnswer } from '../../../../test/overview.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { taskSummary } from '../../../../test/task-summary.ts';
import { writeTaskSummary } from '../../../lib/api/tasks.ts';
import { emptyFilters } from '../task-view.ts';
import { STREAM_ROWS, useTaskPageData } from './use-task-page-data.ts';

const TOTAL = 1300;
const rows: TaskSummary[] = Array.from({ length: TOTAL }, (_, i) =>
  taskSummary({ id: `t${String(i).padStart(4, '0')}`, title: `Task ${i}` }),
);

/** The server's pages: the cursor is the index of the next row. */
function servePages(seq: number, delta?: (call: RecordedCall) => TaskList) {
  api().get('/api/tasks', (call): TaskList => {
    expect(call.query.get('view')).toBe('active');
    const since = call.query.get('since');
    if (since !== null && delta) return delta(call);
    const limit = call.query.get('limit');
    if (limit === null) return { tasks: rows, seq };
    const from = Number(call.query.get('cursor') ?? 0);
    const to = Math.min(from + Number(limit), rows.length);
    return { tasks: rows.slice(from, to), seq, nextCursor: to < rows.length ? String(to) : null };
  });
  api().get(
    '/api/tasks/counts',
    (): TaskCounts => ({
      seq,
      views: { all: TOTAL, active: TOTAL, today: 3, upcoming: 4, completed: 0 },
      quadrants: { do: 0, schedule: 0, delegate: 0, eliminate: TOTAL },
    }),
  );
  api().get('/api/tags', () => ({ tags: [], seq }));
  api().get('/api/tasks/summary', () => overviewAnswer(seq));
}

function Harness() {
  const data = useTaskPageData({ view: 'active', search: '', filters: emptyFilters });
  return (
    <div>
      <p>rows: {data.tasks.length}</p>
      <p>more: {String(data.hasMore)}</p>
      <p>active: {data.counts?.active ?? '…'}</p>
      <p>first: {data.tasks[0]?.title}</p>
      <p>row 600: {data.tasks[600]?.title}</p>
    </div>
  );
}

const pageCalls = () =>
  api()
    .callsTo('GET', '/api/tasks')
    .filter((c) => c.query.get('limit') !== null);

describe('useTaskPageData (paged list)', () => {
  it('asks for the first page, then the next ones by cursor up to the streaming bound', async () => {
    servePages(1);
    renderWithApp(<Harness />);
    await screen.findByText('first: Task 0');
    const first = pageCalls()[0];
    expect(first?.query.get('limit')).toBe('50');
    expect(first?.query.get('cursor')).toBeNull();
    expect(first?.query.get('since')).toBeNull();
    // 50, then pages of 200 until at least STREAM_ROWS rows are in; the rest wait for the scroll.
    await screen.findByText('rows: 1050');
    expect(STREAM_ROWS).toBeLessThanOrEqual(1050);
    expect(screen.getByText('more: true')).toBeTruthy();
    expect(pageCalls().map((c) => c.query.get('cursor'))).toEqual([null, '50', '250', '450', '650', '850']);
    expect(screen.getByText('row 600: Task 600')).toBeTruthy();
    await screen.findByText(`active: ${TOTAL}`);
  });

  it('a refresh is one delta for every page held; an edit reaches a row of a later page', async () => {
    let deltaCall: RecordedCall | undefined;
    servePages(1, (call) => {
      if (call.query.get('limit') !== null) deltaCall = call;
      return {
        tasks: [{ ...rows[700], title: 'Renamed far down' } as TaskSummary],
        seq: 2,
        deleted: ['t0000'],
      };
    });
    const { client } = renderWithApp(<Harness />);
    await screen.findByText('rows: 1050');
    writeTaskSummary(client, 't0600', { title: 'Edited on this device' });
    await screen.findByText('row 600: Edited on this device');

    await client.invalidateQueries({ queryKey: ['tasks', 'list'] });
    await waitFor(() => expect(deltaCall).toBeDefined());
    expect(deltaCall?.query.get('since')).toBe('1');
    expect(deltaCall?.query.get('cursor')).toBe('1050');
    await screen.findByText('first: Task 1');
    // Every page stays: 1,050 less the deleted row, the renamed one in its place.
    await screen.findByText('rows: 1049');
    expect(screen.getByText('more: true')).toBeTruthy();
  });
});
