// One task row of /app: what it shows (status, idea badge, priority, date, steps, tags, delegation,
// the MVD star) and what its buttons and keys do, first through its handlers, then wired to the real
// task actions so the status, MVD and error paths reach the (stubbed) API and the toasts.
import type { Tag } from '@nova/core/contracts/tags';
import type { TaskList, TaskSummary } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { api, apiError, deferred } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { tag } from '../../../../test/tag-strategy.ts';
import { task } from '../../../../test/task.ts';
import { taskSummary } from '../../../../test/task-summary.ts';
import { taskListQueryOptions } from '../../../lib/api/tasks.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { useTaskActions } from '../hooks/use-task-actions.ts';
import { TaskRow, type TaskRowHandlers, type TaskRowProps } from './task-row.tsx';
import { useRowTexts } from './task-row-texts.ts';

/** A row with its texts made as a list makes them (useRowTexts), British dates ("1 Mar"). */
function Row(props: Omit<TaskRowProps, 'texts'>) {
  return <TaskRow {...props} texts={useRowTexts('en-GB')} />;
}

/** A row whose texts follow the app's language, as /app's list passes it. */
function LiveRow(props: Omit<TaskRowProps, 'texts'>) {
  const { i18n } = useTranslation();
  return <TaskRow {...props} texts={useRowTexts(i18n.language)} />;
}
const noTags: ReadonlyMap<string, Tag> = new Map();

type MockHandlers = { [K in keyof TaskRowHandlers]: Mock<TaskRowHandlers[K]> };

function handlers(): MockHandlers {
  return {
    open: vi.fn(),
    changeStatus: vi.fn(),
    toggleMvd: vi.fn(),
    askDelete: vi.fn(),
    moveFocus: vi.fn(),
    preloadDetail: vi.fn(),
  };
}

function renderRow(row: TaskSummary, over: { tags?: ReadonlyMap<string, Tag>; today?: string } = {}) {
  const h = handlers();
  const rendered = renderWithApp(
    <Row task={row} handlers={h} today={over.today ?? '2025-03-10'} tags={over.tags ?? noTags} />,
  );
  return { ...rendered, h };
}

describe('TaskRow', () => {
  it('completes an open task from its check button', async () => {
    const row = taskSummary({ id: 't1', title: 'Write report' });
    const { user, h } = renderRow(row);
    await user.click(screen.getByRole('button', { name: 'Complete: Write report' }));
    expect(h.changeStatus).toHaveBeenCalledWith(row, 'completed');
  });

  it('reopens a completed task and shows its title struck through', async () => {
    const row = taskSummary({ title: 'Old chore', status: 'completed' });
    const { user, h } = renderRow(row);
    expect(screen.getByText('Old chore')).toHaveClass('line-through');
    await user.click(screen.getByRole('button', { name: 'Reopen: Old chore' }));
    expect(h.changeStatus).toHaveBeenCalledWith(row, 'waiting');
    // A finished task has no start/pause button.
    expect(screen.queryByRole('button', { name: /^(Start|Pause|Resume):/ })).not.toBeInTheDocument();
  });

  it.each([
    ['waiting', 'Start: Focus', 'inProgress'],
    ['inProgress', 'Pause: Focus', 'paused'],
    ['paused', 'Resume: Focus', 'inProgress'],
  ] as const)('the play button of a %s task is "%s"', async (status, label, target) => {
    const row = taskSummary({ title: 'Focus', status });
    const { user, h } = renderRow(row);
    await user.click(screen.getByRole('button', { name: label }));
    expect(h.changeStatus).toHaveBeenCalledWith(row, target);
  });

  it('shows the idea badge, the priority code with its quadrant, steps, tags and delegation', () => {
    const tags = new Map<string, Tag>([['g1', tag({ id: 'g1', name: 'home' })]]);
    renderRow(
      taskSummary({
        title: 'Garden',
        type: 'idea',
        importance: 8,
        urgency: 8,
        priority: '2-2',
        microTotal: 4,
        microDone: 1,
        tagIds: ['g1', 'missing'],
        isDelegated: true,
      }),
      { tags },
    );
    expect(screen.getByText('Idea')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Priority 2-2: Do now' })).toHaveTextContent('2-2');
    expect(screen.getByText('1 of 4 steps done')).toBeInTheDocument();
    expect(screen.getByText('#home')).toBeInTheDocument();
    expect(screen.getByText('Delegated')).toBeInTheDocument();
  });

  it('says "from <date>" for an open task whose date has passed, with its time', () => {
    renderRow(taskSummary({ title: 'Late', startDate: '2025-03-01', startTime: '09:30' }));
    expect(screen.getByText('from 1 Mar · 09:30')).toBeInTheDocument();
  });

  it('shows a future date plainly', () => {
    renderRow(taskSummary({ title: 'Soon', startDate: '2025-03-20' }));
    expect(screen.getByText('20 Mar')).toBeInTheDocument();
    expect(screen.queryByText(/^from /)).not.toBeInTheDocument();
  });

  it('the star adds to or removes from the minimum viable day', async () => {
    const row = taskSummary({ title: 'Key task', inMvd: true });
    const { user, h } = renderRow(row);
    await user.click(screen.getByRole('button', { name: 'Remove from minimum viable day: Key task' }));
    expect(h.toggleMvd).toHaveBeenCalledWith(row);
  });

  it('the title opens the task; the bin asks before deleting', async () => {
    const row = taskSummary({ id: 't9', title: 'Tidy desk' });
    const { user, h } = renderRow(row);
    await user.click(screen.getByRole('button', { name: /^Tidy desk/ }));
    expect(h.open).toHaveBeenCalledWith('t9');
    await user.click(screen.getByRole('button', { name: 'Delete: Tidy desk' }));
    expect(h.askDelete).toHaveBeenCalledWith(row);
  });

  it('follows a language switch: labels, priority, steps and date in French', async () => {
    const row = taskSummary({
      title: 'Garden',
      importance: 8,
      urgency: 8,
      priority: '2-2',
      microTotal: 4,
      microDone: 1,
      startDate: '2025-03-20',
    });
    renderWithApp(<LiveRow task={row} handlers={handlers()} today="2025-03-10" tags={noTags} />);
    expect(screen.getByRole('img', { name: 'Priority 2-2: Do now' })).toBeInTheDocument();
    await act(() => changeLanguage('fr'));
    expect(screen.getByRole('button', { name: 'Terminer : Garden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer : Garden' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Priorité 2-2 : Faire maintenant' })).toBeInTheDocument();
    expect(screen.getByText('Étapes faites : 1 sur 4')).toBeInTheDocument();
    expect(screen.getByText('20 mars')).toBeInTheDocument();
  });

  it('arrow keys on the title move focus to the next or previous row', async () => {
    const { user, h } = renderRow(taskSummary({ id: 't3', title: 'Middle' }));
    screen.getByRole('button', { name: /^Middle/ }).focus();
    expect(h.preloadDetail).toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(h.moveFocus).toHaveBeenLastCalledWith('t3', 1);
    await user.keyboard('{ArrowUp}');
    expect(h.moveFocus).toHaveBeenLastCalledWith('t3', -1);
  });
});

/** Rows of the active list wired to the real task actions, as /app wires them. */
function WiredRows() {
  const actions = useTaskActions();
  const tasks = useQuery(taskListQueryOptions({ view: 'active' })).data?.tasks ?? [];
  const h: TaskRowHandlers = {
    open: () => {},
    changeStatus: actions.changeStatus,
    toggleMvd: actions.toggleMvd,
    askDelete: actions.remove,
    moveFocus: () => {},
    preloadDetail: () => {},
  };
  return (
    <ul aria-label="rows">
      {tasks.map((row) => (
        <li key={row.id}>
          <Row task={row} handlers={h} today="2025-03-10" tags={noTags} />
        </li>
      ))}
    </ul>
  );
}

/** The server's active list: it follows status changes, as the real one does. */
function serve(rows: TaskSummary[]) {
  let current = rows;
  api().get('/api/tasks', (): TaskList => ({ tasks: current, seq: 1 }));
  return {
    finish: (id: string) => {
      current = current.filter((row) => row.id !== id);
    },
  };
}

describe('TaskRow with the task actions', () => {
  it('completing sends the status change, leaves the active list and congratulates', async () => {
    const server = serve([taskSummary({ id: 't1', title: 'Send invoice' })]);
    api().post('/api/tasks/t1/status', () => {
      server.finish('t1');
      return { task: task({ id: 't1', title: 'Send invoice', status: 'completed' }), removedFromMvd: false };
    });
    const { user } = renderWithApp(<WiredRows />);
    await user.click(await screen.findByRole('button', { name: 'Complete: Send invoice' }));

    const [call] = api().callsTo('POST', '/api/tasks/t1/status');
    expect(call?.body).toMatchObject({ status: 'completed', opId: expect.any(String) });
    expect(await screen.findByText('Nice work — “Send invoice” is done.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete: Send invoice' })).not.toBeInTheDocument();
  });

  it('starting shows the pause button at once, before the server answers', async () => {
    serve([taskSummary({ id: 't2', title: 'Deep work' })]);
    const held = deferred();
    api().post('/api/tasks/t2/status', async () => {
      await held.promise;
      return { task: task({ id: 't2', title: 'Deep work', status: 'inProgress' }), removedFromMvd: false };
    });
    const { user } = renderWithApp(<WiredRows />);
    await user.click(await screen.findByRole('button', { name: 'Start: Deep work' }));
    expect(screen.getByRole('button', { name: 'Pause: Deep work' })).toBeInTheDocument();
    held.resolve();
  });

  it('a refused status change puts the row back and shows the failure toast', async () => {
    serve([taskSummary({ id: 't1', title: 'Stuck' })]);
    api().post('/api/tasks/t1/status', () => apiError(500, 'internal_error'));
    const { user } = renderWithApp(<WiredRows />);
    await user.click(await screen.findByRole('button', { name: 'Start: Stuck' }));
    expect(await screen.findByText('Failed to update task status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start: Stuck' })).toBeInTheDocument();
  });

  it('the star posts to the MVD and fills at once', async () => {
    serve([taskSummary({ id: 't1', title: 'Key' })]);
    api().post('/api/mvd', () => ({ taskIds: ['t1'] }));
    const { user } = renderWithApp(<WiredRows />);
    await user.click(await screen.findByRole('button', { name: 'Add to minimum viable day: Key' }));
    expect(screen.getByRole('button', { name: 'Remove from minimum viable day: Key' })).toBeInTheDocument();
    expect(api().callsTo('POST', '/api/mvd')[0]?.body).toMatchObject({ taskId: 't1' });
  });

  it('a fourth MVD task is refused with the limit message and the star empties again', async () => {
    serve([taskSummary({ id: 't4', title: 'Fourth' })]);
    api().post('/api/mvd', () => apiError(409, 'mvd_limit'));
    const { user } = renderWithApp(<WiredRows />);
    await user.click(await screen.findByRole('button', { name: 'Add to minimum viable day: Fourth' }));
    expect(
      await screen.findByText('MVD Limit: Minimum viable day can have maximum 3 tasks'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to minimum viable day: Fourth' })).toBeInTheDocument();
  });

  it('any other MVD failure says "Error" with what could not be done', async () => {
    serve([taskSummary({ id: 't1', title: 'Key', inMvd: true })]);
    api().delete('/api/mvd/t1', () => apiError(500, 'internal_error'));
    const { user } = renderWithApp(<WiredRows />);
    await user.click(await screen.findByRole('button', { name: 'Remove from minimum viable day: Key' }));
    const toast = (await screen.findByText('Could not remove the task from MVD')).closest('li');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText('Error')).toBeInTheDocument();
  });

  it('delete removes the row at once and says "Task deleted"', async () => {
    serve([taskSummary({ id: 't1', title: 'Gone soon' }), taskSummary({ id: 't2', title: 'Stays' })]);
    api().delete('/api/tasks/t1', () => undefined);
    const { user } = renderWithApp(<WiredRows />);
    await user.click(await screen.findByRole('button', { name: 'Delete: Gone soon' }));
    await waitFor(() => expect(screen.queryByText('Gone soon')).not.toBeInTheDocument());
    expect(await screen.findByText('Task deleted')).toBeInTheDocument();
    expect(screen.getByText('Stays')).toBeInTheDocument();
    expect(api().callsTo('DELETE', '/api/tasks/t1')[0]?.query.get('opId')).toBeTruthy();
  });
});
