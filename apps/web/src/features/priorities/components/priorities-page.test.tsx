// The Eisenhower matrix (/priorities): open tasks in their squares, moving a card by keyboard drag
// (Space, arrows, Space) or by its "Move to…" menu, the PATCH each move sends (only the levels that
// cross the line), rollback with SPEC §8's toast, loading and error states, and realtime refetches.
import type { TaskList, TaskSummary } from '@nova/core/contracts/tasks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, apiError, deferred } from '../../../../test/fetch-stub.ts';
import { stubLayout } from '../../../../test/layout.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { task } from '../../../../test/task.ts';
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

function serve(tasks: TaskSummary[]) {
  api().get('/api/tasks', (call): TaskList => {
    expect(call.query.get('view')).toBe('active');
    return { tasks, seq: 1 };
  });
}

/** PATCH answers: the task with the levels it was sent. */
function acceptMoves(base: TaskSummary) {
  api().patch(`/api/tasks/${base.id}`, (call) => task({ ...base, ...(call.body as Partial<TaskSummary>) }));
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
  it('shows a loading state, then each open task in its square with the counts', async () => {
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
  });

  it('with no open task, says so and links to the tasks screen', async () => {
    serve([]);
    renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    expect(await screen.findByText(/No open tasks yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to tasks' })).toHaveAttribute('href', '/app');
    expect(within(doNow()).getByText('Nothing here. Drop a task here when it fits.')).toBeInTheDocument();
  });

  it('a failed load offers "Try again", which asks again', async () => {
    let attempts = 0;
    api().get('/api/tasks', () => {
      attempts += 1;
      return attempts === 1 ? apiError(500, 'internal_error') : { tasks: [urgentImportant()], seq: 1 };
    });
    const { user } = renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tasks could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Tax return');
    expect(within(doNow()).getByText('Tax return')).toBeInTheDocument();
    expect(attempts).toBe(2);
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
    held.resolve();
    expect(await screen.findByText('Failed to update task priority')).toBeInTheDocument();
    await waitFor(() => expect(within(doNow()).getByText('Tax return')).toBeInTheDocument());
  });

  it('shows 30 cards per square until "Show all" is pressed', async () => {
    serve(Array.from({ length: 32 }, (_, i) => taskSummary({ id: `t${i}`, title: `Chore ${i}` })));
    const { user } = renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    await screen.findByText('Chore 0');
    expect(within(letGo()).getAllByRole('listitem')).toHaveLength(30);
    await user.click(screen.getByRole('button', { name: 'Show all 32' }));
    expect(within(letGo()).getAllByRole('listitem')).toHaveLength(32);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toBeInTheDocument();
  });

  it('a realtime task event refetches the matrix with the last seq', async () => {
    let tasks = [urgentImportant()];
    api().get('/api/tasks', (): TaskList => ({ tasks, seq: 1 }));
    renderWithApp(<PrioritiesPage />, { route: '/priorities' });
    await screen.findByText('Tax return');
    tasks = [taskSummary({ id: 'n1', title: 'Added elsewhere' })];
    publishRealtimeEvent({ type: 'task.created', ids: ['n1'], version: null });
    expect(await within(letGo()).findByText('Added elsewhere')).toBeInTheDocument();
    expect(api().callsTo('GET', '/api/tasks').at(-1)?.query.get('since')).toBe('1');
  });
});
