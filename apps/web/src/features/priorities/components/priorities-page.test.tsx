// The Eisenhower matrix (/priorities): each square its own paged list (its quadrant's open tasks, most
// recently changed first) with its total from the counts, "Show more" for the next page; moving a card by
// keyboard drag (Space, arrows, Space) or by its "Move to…" menu moves it between the two squares' lists
// and counts at once, the PATCH each move sends (only the levels that cross the line), rollback with
// SPEC §8's toast, loading and error states, and realtime refetches (deltas of each square).
import type { TaskSummary } from '@nova/core/contracts/tasks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, apiError, deferred } from '../../../../test/fetch-stub.ts';
import { stubLayout } from '../../../../test/layout.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { task } from '../../../../test/task.ts';
import { serveTaskLists, type TaskLists } from '../../../../test/task-lists.ts';
import { taskSummary } from '../../../../test/task-summary.ts';
import { publishRealtimeEvent } from '../../../lib/realtime.ts';
import { PrioritiesPage } from './priorities-page.tsx';

const region = (name: RegExp) => screen.getByRole('region', { name });
const doNow = () => region(/^Important and urgent/);
const schedule = () => region(/^Important, not urgent/);
const delegate = () => region(/^Not important, urgent/);
const letGo = () => region(/^Neither important nor urgent/);

const urgentImportant = (over: Partial<TaskSummary> = {}) =>
  taskSummary({ id: 'u1', title: 'Tax return', importance: 8, urgency: 9, priority: '2-2', ...over });

const serve = (tasks: TaskSummary[]) => serveTaskLists(tasks);

/** PATCH answers: the task with the levels it was sent, written to the account as the server does. */
function acceptMoves(base: TaskSummary, lists?: TaskLists) {
  api().patch(`/api/tasks/${base.id}`, (call) => {
    const {
      baseVersion: _version,
      opId: _op,
      ...levels
    } = call.body as Partial<TaskSummary> & {
      baseVersion?: number;
      opId?: string;
    };
    const saved = task({ ...base, ...levels, version: base.version + 1 });
    lists?.write(saved);
    return saved;
  });
}

/** A 2x2 grid of squares (500 x 400 each) with cards stacked in them; the lifted card keeps its box. */
function matrixLayout() {
  stubLayout((element) => {
    const sections = Array.from(document.querySelectorAll('section'));
    const square = (index: number) => ({
      left: (index % 2) * 500,
      top: Math.floor(index / 2) * 400,
      width: 480,
      height: 380,
    });
    if (element.tagName === 'SECTION') return square(sections.indexOf(element as HTMLElement));
    const item = element.closest('li') ?? document.querySelector('[aria-pressed="true"]')?.closest('li');
    const section = item?.closest('section');
    if (!item || !section) return null;
    const base = square(sections.indexOf(section));
    const index = Array.from(item.parentElement?.children ?? []).indexOf(item);
    return { left: base.left + 20, top: base.top + 80 + index * 70, width: 300, height: 60 };
  });
}

describe('PrioritiesPage', () => {
  it('shows a loading state, then each square’s own first page with its total from the counts', async () => {
    serve([
      urgentImportant(),
      taskSummary({ id: 's1', title: 'Learn Spanish', importance: 7, urgency: 2, priority: '2-1' }),
      taskSummary({ id: 'd1', title: 'Reply to Sam', importance: 2, urgency: 7, priority: '1-2' }),
      taskSummary({ id: 'e1', title: 'Sort photos', type: 'idea' }),
      taskSummary({ id: 'c1', title: 'Finished thing', status: 'completed', importance: 9, urgency: 9 }),
    ]);
    renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading tasks...');
    await screen.findByText('Tax return');
    expect(within(doNow()).getByText('Tax return')).toBeInTheDocument();
    expect(within(doNow()).getByText('Tasks: 1')).toBeInTheDocument();
    expect(within(schedule()).getByText('Learn Spanish')).toBeInTheDocument();
    expect(within(delegate()).getByText('Reply to Sam')).toBeInTheDocument();
    expect(within(letGo()).getByText('Sort photos')).toBeInTheDocument();
    expect(within(letGo()).getByText('Idea')).toBeInTheDocument();
    expect(screen.queryByText('Finished thing')).not.toBeInTheDocument();
    // One page per square, never the whole list: open tasks of its quadrant, most recently changed first.
    const asked = api()
      .callsTo('GET', '/api/tasks')
      .map((call) => Object.fromEntries(call.query));
    expect(asked).toHaveLength(4);
    for (const quadrant of ['do', 'schedule', 'delegate', 'eliminate']) {
      expect(asked).toContainEqual({ view: 'active', quadrant, order: 'updated', limit: '30' });
    }
    expect(api().callsTo('GET', '/api/tasks/counts')).not.toHaveLength(0);
  });

  it('with no open task, says so and links to the tasks screen', async () => {
    serve([]);
    renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    expect(await screen.findByText(/No open tasks yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to tasks' })).toHaveAttribute('href', '/app');
    expect(within(doNow()).getByText('Nothing here. Drop a task here when it fits.')).toBeInTheDocument();
  });

  it('a failed load offers "Try again", which asks the failed square again', async () => {
    const lists = serve([urgentImportant()]);
    let failures = 1;
    api().get('/api/tasks', (call) => {
      if (call.query.get('quadrant') === 'do' && failures > 0) {
        failures -= 1;
        return apiError(500, 'internal_error');
      }
      return {
        tasks: lists.tasks().filter((t) => call.query.get('quadrant') === 'do' && t.id === 'u1'),
        seq: 1,
      };
    });
    const { user } = renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tasks could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Tax return');
    expect(within(doNow()).getByText('Tax return')).toBeInTheDocument();
    const asked = api().callsTo('GET', '/api/tasks');
    expect(asked.filter((call) => call.query.get('quadrant') === 'do')).toHaveLength(2);
    expect(asked.filter((call) => call.query.get('quadrant') === 'schedule')).toHaveLength(1);
  });

  it('keyboard: Space lifts a card, ArrowRight takes it to "Important, not urgent", Space drops it', async () => {
    const card = urgentImportant();
    serve([card]);
    acceptMoves(card);
    matrixLayout();
    const { user } = renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    const handle = await screen.findByRole('button', { name: 'Drag “Tax return”' });
    handle.focus();
    await user.keyboard(' ');
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');

    await waitFor(() => expect(api().callsTo('PATCH', '/api/tasks/u1')).toHaveLength(1));
    // Only urgency crosses the line; importance keeps its nuance. The version this device saw goes
    // along, so the server can merge by field with another device's edit.
    expect(api().callsTo('PATCH', '/api/tasks/u1')[0]?.body).toEqual({
      urgency: 3,
      baseVersion: 1,
      opId: expect.any(String),
    });
    expect(await within(schedule()).findByText('Tax return')).toBeInTheDocument();
    expect(within(doNow()).queryByText('Tax return')).not.toBeInTheDocument();
    expect(await screen.findByText('“Tax return” moved to Important, not urgent.')).toBeInTheDocument();
    // Keyboard users keep their place on the card in its new square.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Drag “Tax return”' })).toHaveFocus());
  });

  it('keyboard: ArrowDown moves a card to "Not important, urgent" (importance lowered)', async () => {
    const card = urgentImportant();
    serve([card]);
    acceptMoves(card);
    matrixLayout();
    const { user } = renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    (await screen.findByRole('button', { name: 'Drag “Tax return”' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(api().callsTo('PATCH', '/api/tasks/u1')).toHaveLength(1));
    expect(api().callsTo('PATCH', '/api/tasks/u1')[0]?.body).toMatchObject({ importance: 3 });
    expect(await within(delegate()).findByText('Tax return')).toBeInTheDocument();
  });

  it('keyboard: Escape cancels the move and nothing is sent', async () => {
    serve([urgentImportant()]);
    matrixLayout();
    const { user } = renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    (await screen.findByRole('button', { name: 'Drag “Tax return”' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Moving “Tax return” cancelled.')).toBeInTheDocument();
    expect(within(doNow()).getByText('Tax return')).toBeInTheDocument();
    expect(api().callsTo('PATCH', /\/api\/tasks\//)).toHaveLength(0);
  });

  it('"Move to…" lists the other squares and moves the card there, raising both levels', async () => {
    const card = taskSummary({ id: 'e1', title: 'Sort photos' });
    serve([card]);
    acceptMoves(card);
    const { user } = renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    await user.click(await screen.findByRole('button', { name: 'Move “Sort photos” to…' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Important and urgentDo immediately',
      'Important, not urgentSchedule',
      'Not important, urgentDelegate',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: /^Important and urgent/ }));
    expect(api().callsTo('PATCH', '/api/tasks/e1')[0]?.body).toMatchObject({ importance: 8, urgency: 8 });
    expect(within(doNow()).getByText('Sort photos')).toBeInTheDocument();
    expect(screen.getByText('“Sort photos” moved to Important and urgent.')).toBeInTheDocument();
  });

  it('a refused move puts the card back and shows "Failed to update task priority"', async () => {
    serve([urgentImportant()]);
    const held = deferred();
    api().patch('/api/tasks/u1', async () => {
      await held.promise;
      return apiError(500, 'internal_error');
    });
    const { user } = renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    await user.click(await screen.findByRole('button', { name: 'Move “Tax return” to…' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Neither important nor urgent/ }));
    expect(within(letGo()).getByText('Tax return')).toBeInTheDocument();
    expect(within(letGo()).getByText('Tasks: 1')).toBeInTheDocument();
    held.resolve();
    expect(await screen.findByText('Failed to update task priority')).toBeInTheDocument();
    await waitFor(() => expect(within(doNow()).getByText('Tax return')).toBeInTheDocument());
    expect(within(doNow()).getByText('Tasks: 1')).toBeInTheDocument();
    expect(within(letGo()).getByText('Tasks: 0')).toBeInTheDocument();
  });

  it('a square shows its first 30 cards; "Show more" brings the next page, the total from the counts', async () => {
    serve(
      Array.from({ length: 70 }, (_, i) =>
        taskSummary({ id: `t${String(i).padStart(2, '0')}`, title: `Chore ${i}` }),
      ),
    );
    const { user } = renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    await screen.findByText('Chore 0');
    expect(within(letGo()).getAllByRole('listitem')).toHaveLength(30);
    expect(await within(letGo()).findByText('Tasks: 70')).toBeInTheDocument();
    await user.click(within(letGo()).getByRole('button', { name: 'Show more (30 of 70)' }));
    expect(await within(letGo()).findByText('Chore 69')).toBeInTheDocument();
    expect(within(letGo()).getAllByRole('listitem')).toHaveLength(70);
    expect(within(letGo()).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    const pages = api()
      .callsTo('GET', '/api/tasks')
      .filter((call) => call.query.get('quadrant') === 'eliminate');
    expect(pages.map((call) => call.query.get('limit'))).toEqual(['30', '60']);
    expect(pages[1]?.query.get('cursor')).toBeTruthy();
  });

  it('a card dropped on a long square heads it, and stays there through the refetch that follows', async () => {
    const card = urgentImportant();
    const lists = serve([
      card,
      ...Array.from({ length: 40 }, (_, i) =>
        taskSummary({
          id: `s${String(i).padStart(2, '0')}`,
          title: `Plan ${i}`,
          importance: 7,
          priority: '2-1',
        }),
      ),
    ]);
    acceptMoves(card, lists);
    const { user } = renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    await user.click(await screen.findByRole('button', { name: 'Move “Tax return” to…' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Important, not urgent/ }));
    // At once: out of one square, first in the other, both counts moved.
    expect(within(schedule()).getAllByRole('listitem')[0]).toHaveTextContent('Tax return');
    expect(within(doNow()).queryByText('Tax return')).not.toBeInTheDocument();
    expect(within(schedule()).getByText('Tasks: 41')).toBeInTheDocument();
    expect(within(doNow()).getByText('Tasks: 0')).toBeInTheDocument();
    await waitFor(() => expect(api().callsTo('PATCH', '/api/tasks/u1')).toHaveLength(1));
    // The server's event: each square asks for what changed since its seq, from its held end.
    publishRealtimeEvent({ type: 'task.updated', ids: ['u1'], version: null });
    await waitFor(() =>
      expect(lists.listCalls().filter((call) => call.query.get('since') !== null)).toHaveLength(4),
    );
    await waitFor(() => expect(within(schedule()).getByText('Tasks: 41')).toBeInTheDocument());
    expect(within(schedule()).getAllByRole('listitem')[0]).toHaveTextContent('Tax return');
    expect(within(schedule()).getAllByText('Tax return')).toHaveLength(1);
    expect(within(schedule()).getAllByRole('listitem')).toHaveLength(31);
  });

  it('a realtime task event refetches each square with its last seq', async () => {
    const lists = serve([urgentImportant()]);
    renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    await screen.findByText('Tax return');
    lists.write(taskSummary({ id: 'n1', title: 'Added elsewhere' }));
    publishRealtimeEvent({ type: 'task.created', ids: ['n1'], version: null });
    expect(await within(letGo()).findByText('Added elsewhere')).toBeInTheDocument();
    const deltas = lists.listCalls().filter((call) => call.query.get('since') !== null);
    expect(deltas.map((call) => call.query.get('since'))).toEqual(['1', '1', '1', '1']);
    expect(await within(letGo()).findByText('Tasks: 1')).toBeInTheDocument();
  });
});
