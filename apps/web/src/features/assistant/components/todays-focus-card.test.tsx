// "Today's focus" in /app's right panel (the todaysFocus slot): the top task, the sprint and the
// insights from POST /api/ai/priorities; the calm texts for no active tasks and for a failure; the
// refresh button; and asking again by itself only when the answer no longer fits the list, after
// any change being saved has reached the server.
import type { DailyPrioritiesDto } from '@nova/core/contracts/ai';
import type { TaskList, TaskSummary } from '@nova/core/contracts/tasks';
import { NO_STATS } from '@nova/core/domain/task-overview';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, apiError, deferred } from '../../../../test/fetch-stub.ts';
import { overviewAnswer, overviewWith } from '../../../../test/overview.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { task } from '../../../../test/task.ts';
import { taskSummary } from '../../../../test/task-summary.ts';
import { useCreateTask } from '../../../lib/api/create-task.ts';
import { taskListQueryOptions } from '../../../lib/api/tasks.ts';
import { TodaysFocusCard } from './todays-focus-card.tsx';

function priorities(over: Partial<DailyPrioritiesDto> = {}): DailyPrioritiesDto {
  return {
    topPriority: { taskId: 'a', reason: 'Due tomorrow.', confidence: 80 },
    sprintTasks: [
      { taskId: 'a', reason: 'Top one.', estimatedTime: '1 h', estimatedMinutes: 60 },
      { taskId: 'b', reason: 'Quick win.', estimatedTime: '15 min', estimatedMinutes: 15 },
    ],
    insights: {
      workload: 'moderate',
      focusAreas: ['work', 'home'],
      recommendations: ['Take a break at noon.'],
    },
    summary: 'A steady day.',
    source: 'local',
    ...over,
  };
}

/** What the server answers with no open task: 200, an empty plan (no console error on a first visit). */
const emptyPlan: DailyPrioritiesDto = {
  topPriority: null,
  sprintTasks: [],
  insights: { workload: 'light', focusAreas: [], recommendations: [] },
  summary: 'No active tasks available for prioritization. Enjoy the space, or capture something new.',
  source: 'local',
};

const rows = [taskSummary({ id: 'a', title: 'Tax return' }), taskSummary({ id: 'b', title: 'Water plants' })];
const asks = () => api().callsTo('POST', '/api/ai/priorities');

/** The card beside the active list, with a button that creates a task as quick add does. */
function Panel() {
  const list = useQuery(taskListQueryOptions({ view: 'active' })).data?.tasks ?? [];
  const create = useCreateTask();
  return (
    <>
      <button type="button" onClick={() => create.mutate({ title: 'Fresh task' })}>
        add
      </button>
      <TodaysFocusCard overview={overviewWith(list)} onOpen={() => {}} />
    </>
  );
}

describe('TodaysFocusCard', () => {
  it('shows the top task with its reason, the sprint without it, the insights and the summary', async () => {
    api().post('/api/ai/priorities', () => priorities());
    const onOpen = vi.fn();
    const { user } = renderWithApp(<TodaysFocusCard overview={overviewWith(rows)} onOpen={onOpen} />);
    expect(screen.getByText('Nova is looking at your day…')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Tax return' }));
    expect(onOpen).toHaveBeenCalledWith('a');
    expect(screen.getByText('Due tomorrow.')).toBeInTheDocument();
    expect(screen.getByText('Confidence 80%')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tax return' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Water plants' })).toBeInTheDocument();
    expect(screen.getByText('≈ 15 min')).toBeInTheDocument();
    expect(screen.getByText('Workload: moderate')).toBeInTheDocument();
    expect(screen.getByText('Focus areas: work, home')).toBeInTheDocument();
    expect(screen.getByText('A steady day.')).toBeInTheDocument();
    expect(asks()[0]?.body).toMatchObject({ locale: 'en', timeZone: expect.any(String) });
  });

  it('says calmly when there is nothing to prioritise, and when Nova is unavailable', async () => {
    api().post('/api/ai/priorities', () => emptyPlan);
    const first = renderWithApp(<TodaysFocusCard overview={overviewWith([])} onOpen={() => {}} />);
    expect(await screen.findByText(/^No active tasks available for prioritization\./)).toBeInTheDocument();
    first.unmount();

    api().post('/api/ai/priorities', () => apiError(503, 'ai_unavailable'));
    renderWithApp(<TodaysFocusCard overview={overviewWith([])} onOpen={() => {}} />);
    expect(
      await screen.findByText('Today’s focus is unavailable right now. Your tasks are all still here.'),
    ).toBeInTheDocument();
  });

  it('the refresh button asks again', async () => {
    api().post('/api/ai/priorities', () => priorities());
    const { user } = renderWithApp(<TodaysFocusCard overview={overviewWith(rows)} onOpen={() => {}} />);
    await screen.findByText('Due tomorrow.');
    await user.click(screen.getByRole('button', { name: 'Refresh today’s focus' }));
    await waitFor(() => expect(asks()).toHaveLength(2));
  });

  it('asks again once when the top task leaves the list, not on other edits', async () => {
    api().post('/api/ai/priorities', () => priorities());
    const { rerender } = renderWithApp(<TodaysFocusCard overview={overviewWith(rows)} onOpen={() => {}} />);
    await screen.findByText('Due tomorrow.');
    rerender(
      <TodaysFocusCard overview={overviewWith([...rows, taskSummary({ id: 'c' })])} onOpen={() => {}} />,
    );
    expect(asks()).toHaveLength(1);
    rerender(<TodaysFocusCard overview={overviewWith(rows.slice(1))} onOpen={() => {}} />);
    await waitFor(() => expect(asks()).toHaveLength(2));
    rerender(<TodaysFocusCard overview={overviewWith(rows.slice(1))} onOpen={() => {}} />);
    expect(asks()).toHaveLength(2);
  });

  it('after an empty plan, a new task makes it ask again only once the task is saved', async () => {
    let saved: TaskSummary[] = [];
    api()
      .get('/api/tasks', (): TaskList => ({ tasks: saved, seq: 1 }))
      .post('/api/ai/priorities', () =>
        saved.length
          ? priorities({
              topPriority: { taskId: saved[0]?.id ?? '', reason: 'The only one.', confidence: 90 },
              sprintTasks: [],
            })
          : emptyPlan,
      );
    const held = deferred();
    api().post('/api/tasks', async (call) => {
      await held.promise;
      const created = task(call.body as Partial<TaskSummary>);
      saved = [created];
      return created;
    });

    const { user } = renderWithApp(<Panel />);
    await screen.findByText(/^No active tasks available/);
    await user.click(screen.getByRole('button', { name: 'add' }));
    // The row is in the list at once, but the server does not have it yet: no question now.
    expect(asks()).toHaveLength(1);
    held.resolve();
    expect(await screen.findByText('The only one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fresh task' })).toBeInTheDocument();
    expect(asks()).toHaveLength(2);
  });

  it('names the tasks the overview does not know through the summary by id; a top done since is asked again', async () => {
    api().post('/api/ai/priorities', () => priorities());
    const done = { a: false };
    api().get('/api/tasks/summary', (call) =>
      overviewAnswer(3, {
        tasks: (call.query.get('ids') ?? '').split(',').flatMap((id) => {
          if (id === 'b') return [taskSummary({ id: 'b', title: 'Water plants' })];
          if (id === 'a')
            return [taskSummary({ id: 'a', title: 'Tax return', status: done.a ? 'completed' : 'waiting' })];
          return [];
        }),
      }),
    );
    const source = { params: { today: '2026-11-21', tz: 'UTC' }, seq: 3 };
    const known = overviewWith([rows[0] as TaskSummary], { source, stats: { ...NO_STATS, open: 2 } });
    const { rerender } = renderWithApp(<TodaysFocusCard overview={known} onOpen={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Water plants' })).toBeInTheDocument();
    const [lookup] = api().callsTo('GET', '/api/tasks/summary');
    expect(lookup?.query.get('ids')).toBe('b');
    expect(lookup?.query.get('today')).toBe('2026-11-21');
    expect(lookup?.query.get('tz')).toBe('UTC');
    expect(asks()).toHaveLength(1);
    // The top task left the overview (completed on another device): looked up, found done, asked again.
    done.a = true;
    rerender(
      <TodaysFocusCard
        overview={overviewWith([], { source: { ...source, seq: 4 }, stats: { ...NO_STATS, open: 1 } })}
        onOpen={() => {}}
      />,
    );
    await waitFor(() => expect(asks()).toHaveLength(2));
  });
});
