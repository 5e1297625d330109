// Micro-steps in the task detail: the list in its order with done/total progress, add with Enter,
// tick off, rename (Enter saves, Escape keeps, blank refused), delete, move up/down, reorder by
// keyboard drag, and the requests each sends; a failed write puts the list back and says so.
import type { MicroTask } from '@nova/core/contracts/micro-tasks';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, apiError, deferred } from '../../../../../test/fetch-stub.ts';
import { stubLayout } from '../../../../../test/layout.ts';
import { renderWithApp } from '../../../../../test/render.tsx';
import { microStep, task } from '../../../../../test/task.ts';
import { taskQueryOptions } from '../../../../lib/api/tasks.ts';
import { MicroStepsSection } from './micro-steps-section.tsx';

/** The section as the detail sheet shows it: from the task's cached detail, which the hooks edit. */
function Section() {
  const detail = useQuery(taskQueryOptions('a')).data;
  return detail ? <MicroStepsSection task={detail} /> : null;
}

const three = () => [
  microStep({ id: 's2', title: 'Open the laptop', position: 2 }),
  microStep({ id: 's1', title: 'Find the charger', position: 1, completed: true }),
  microStep({ id: 's3', title: 'Write one line', position: 3 }),
];

function renderSteps(steps: MicroTask[] = three()) {
  api().get('/api/tasks/a', () => task({ id: 'a', microTasks: steps }));
  return renderWithApp(<Section />);
}

const stepList = () => screen.getByRole('list', { name: 'Micro-steps' });
const titles = () =>
  within(stepList())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('MicroStepsSection', () => {
  it('lists the steps by position with their progress', async () => {
    renderSteps();
    await screen.findByRole('list', { name: 'Micro-steps' });
    expect(titles()).toEqual(['Find the charger', 'Open the laptop', 'Write one line']);
    const progress = screen.getByRole('progressbar', { name: 'Micro-steps done' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuetext', '1 of 3 done');
    expect(screen.getByRole('checkbox', { name: 'Find the charger' })).toBeChecked();
  });

  it('says what to do when there is no step yet', async () => {
    renderSteps([]);
    expect(
      await screen.findByText('No micro-steps yet. What is the very first small thing to do?'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('ticking a step sends it as completed and the progress follows', async () => {
    api().patch('/api/tasks/a/micro-tasks/s2', () =>
      microStep({ id: 's2', title: 'Open the laptop', position: 2, completed: true, taskId: 'a' }),
    );
    const { user } = renderSteps();
    await user.click(await screen.findByRole('checkbox', { name: 'Open the laptop' }));
    expect(screen.getByRole('checkbox', { name: 'Open the laptop' })).toBeChecked();
    expect(api().callsTo('PATCH', '/api/tasks/a/micro-tasks/s2')[0]?.body).toMatchObject({ completed: true });
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 of 3 done'),
    );
  });

  it('Enter adds a step at the end at once and empties the box; a blank one is not sent', async () => {
    const held = deferred();
    api().post('/api/tasks/a/micro-tasks', async (call) => {
      await held.promise;
      const body = call.body as { id: string; title: string };
      return microStep({ id: body.id, title: body.title, position: 4, taskId: 'a' });
    });
    const { user } = renderSteps();
    const box = await screen.findByRole('textbox', { name: 'New micro-step' });
    await user.type(box, '   {Enter}');
    expect(api().callsTo('POST', '/api/tasks/a/micro-tasks')).toHaveLength(0);
    await user.type(box, 'Save the file{Enter}');
    expect(box).toHaveValue('');
    expect(titles().at(-1)).toBe('Save the file');
    expect(api().callsTo('POST', '/api/tasks/a/micro-tasks')[0]?.body).toMatchObject({
      title: 'Save the file',
      id: expect.any(String),
      opId: expect.any(String),
    });
    held.resolve();
  });

  it('a step the server refuses leaves the list with "Failed to add micro-step"', async () => {
    api().post('/api/tasks/a/micro-tasks', () => apiError(500, 'internal_error'));
    const { user } = renderSteps();
    await user.type(await screen.findByRole('textbox', { name: 'New micro-step' }), 'Doomed step{Enter}');
    expect(await screen.findByText('Failed to add micro-step')).toBeInTheDocument();
    await waitFor(() => expect(titles()).not.toContain('Doomed step'));
  });

  it('renames a step with Enter and puts focus back on the rename button', async () => {
    api().patch('/api/tasks/a/micro-tasks/s3', (call) =>
      microStep({ id: 's3', position: 3, taskId: 'a', ...(call.body as { title: string }) }),
    );
    const { user } = renderSteps();
    await user.click(await screen.findByRole('button', { name: 'Rename step Write one line' }));
    const field = screen.getByRole('textbox', { name: 'Step title' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Write two lines{Enter}');
    expect(api().callsTo('PATCH', '/api/tasks/a/micro-tasks/s3')[0]?.body).toMatchObject({
      title: 'Write two lines',
    });
    expect(await screen.findByRole('button', { name: 'Rename step Write two lines' })).toHaveFocus();
  });

  it('Escape ends renaming without a request; a blank title is refused', async () => {
    const { user } = renderSteps();
    await user.click(await screen.findByRole('button', { name: 'Rename step Write one line' }));
    await user.type(screen.getByRole('textbox', { name: 'Step title' }), ' more{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Step title' })).not.toBeInTheDocument();
    expect(screen.getByText('Write one line')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename step Write one line' }));
    await user.clear(screen.getByRole('textbox', { name: 'Step title' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Micro-step title cannot be empty')).toBeInTheDocument();
    expect(api().callsTo('PATCH', /micro-tasks/)).toHaveLength(0);
  });

  it('deletes a step at once with the request', async () => {
    api().delete('/api/tasks/a/micro-tasks/s2', () => undefined);
    const { user } = renderSteps();
    await user.click(await screen.findByRole('button', { name: 'Delete step Open the laptop' }));
    expect(titles()).toEqual(['Find the charger', 'Write one line']);
    expect(api().callsTo('DELETE', '/api/tasks/a/micro-tasks/s2')[0]?.query.get('opId')).toBeTruthy();
  });

  it('a failed delete brings the step back with "Failed to delete micro-step"', async () => {
    api().delete('/api/tasks/a/micro-tasks/s2', () => apiError(500, 'internal_error'));
    const { user } = renderSteps();
    await user.click(await screen.findByRole('button', { name: 'Delete step Open the laptop' }));
    expect(await screen.findByText('Failed to delete micro-step')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toContain('Open the laptop'));
  });

  it('move down sends the whole new order; the first step cannot move up', async () => {
    api().put('/api/tasks/a/micro-tasks/order', (call) => {
      const { ids } = call.body as { ids: string[] };
      return { microTasks: ids.map((id, i) => microStep({ id, taskId: 'a', position: i + 1, title: id })) };
    });
    const { user } = renderSteps();
    const up = await screen.findByRole('button', { name: 'Move step Find the charger up' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);
    expect(api().callsTo('PUT', /order$/)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Move step Find the charger down' }));
    expect(api().callsTo('PUT', /order$/)[0]?.body).toMatchObject({ ids: ['s2', 's1', 's3'] });
  });

  it('reorders by keyboard: Space lifts the step, ArrowDown moves it, Space drops it', async () => {
    api().put('/api/tasks/a/micro-tasks/order', (call) => {
      const { ids } = call.body as { ids: string[] };
      return { microTasks: ids.map((id, i) => microStep({ id, taskId: 'a', position: i + 1, title: id })) };
    });
    // Each step a 40 px row, one under the other.
    stubLayout((element) => {
      const item = element.tagName === 'LI' ? element : null;
      const index = item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : -1;
      return index >= 0 ? { left: 0, top: index * 40, width: 300, height: 40 } : null;
    });
    const { user } = renderSteps();
    const handle = await screen.findByRole('button', { name: 'Reorder step Find the charger' });
    handle.focus();
    await user.keyboard(' ');
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(api().callsTo('PUT', /order$/)).toHaveLength(1));
    expect(api().callsTo('PUT', /order$/)[0]?.body).toMatchObject({ ids: ['s2', 's1', 's3'] });
    // Screen-reader users hear where it landed.
    expect(await screen.findByText('Step Find the charger dropped at position 2 of 3.')).toBeInTheDocument();
  });
});
