// Quick add on /app: Enter creates a task, Shift+Enter or the idea button an idea, a blank title is
// refused with SPEC §8's toast, and the new row shows at once (optimistic) in the cached list.
import type { TaskList } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api, apiError, deferred } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { taskSummary } from '../../../../test/task-summary.ts';
import { taskListQueryOptions } from '../../../lib/api/tasks.ts';
import { useTaskActions } from '../hooks/use-task-actions.ts';
import { QuickAdd } from './quick-add.tsx';

const list = taskListQueryOptions({ view: 'active' });

/** Quick add wired as /app wires it: the real task actions, and the list it adds to. */
function QuickAddWithList() {
  const actions = useTaskActions();
  const inputRef = useRef<HTMLInputElement>(null);
  const tasks = useQuery(list).data?.tasks ?? [];
  return (
    <>
      <QuickAdd inputRef={inputRef} onCreate={actions.create} />
      <ul aria-label="list">
        {tasks.map((task) => (
          <li key={task.id}>
            {task.title} ({task.type})
          </li>
        ))}
      </ul>
    </>
  );
}

function serveList(tasks = [taskSummary({ id: 'old', title: 'Old task' })]) {
  api().get('/api/tasks', (): TaskList => ({ tasks, seq: 1 }));
}

describe('QuickAdd', () => {
  it('has focus when the screen opens (once it has painted), with its label and hint', async () => {
    renderWithApp(<QuickAdd inputRef={{ current: null }} onCreate={() => true} />);
    const box = screen.getByRole('textbox', { name: 'New task' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription('Enter adds a task, Shift+Enter an idea.');
  });

  it('Enter sends the title as a task and empties the box', async () => {
    const onCreate = vi.fn(() => true);
    const { user } = renderWithApp(<QuickAdd inputRef={{ current: null }} onCreate={onCreate} />);
    await user.type(screen.getByRole('textbox', { name: 'New task' }), 'Call the dentist{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Call the dentist', 'task');
    expect(screen.getByRole('textbox', { name: 'New task' })).toHaveValue('');
  });

  it('Shift+Enter and the idea button capture an idea', async () => {
    const onCreate = vi.fn(() => true);
    const { user } = renderWithApp(<QuickAdd inputRef={{ current: null }} onCreate={onCreate} />);
    const box = screen.getByRole('textbox', { name: 'New task' });
    await user.type(box, 'Learn the cello{Shift>}{Enter}{/Shift}');
    expect(onCreate).toHaveBeenLastCalledWith('Learn the cello', 'idea');
    await user.type(box, 'Paint the hall');
    await user.click(screen.getByRole('button', { name: 'Add as idea' }));
    expect(onCreate).toHaveBeenLastCalledWith('Paint the hall', 'idea');
  });

  it('keeps the text when the title is refused, and Escape clears it', async () => {
    const { user } = renderWithApp(<QuickAdd inputRef={{ current: null }} onCreate={() => false} />);
    const box = screen.getByRole('textbox', { name: 'New task' });
    await user.type(box, 'Draft{Enter}');
    expect(box).toHaveValue('Draft');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('creates the task on the server with a client id and an opId, and shows it first at once', async () => {
    serveList();
    const held = deferred();
    api().post('/api/tasks', async (call) => {
      await held.promise;
      const body = call.body as { id: string; title: string };
      return { ...taskSummary({ id: body.id, title: body.title }) };
    });
    const { user } = renderWithApp(<QuickAddWithList />);
    await screen.findByText('Old task (task)');

    await user.type(screen.getByRole('textbox', { name: 'New task' }), '  Buy milk  {Enter}');

    // Optimistic: the row is there before the server answers.
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Buy milk (task)');
    const [create] = api().callsTo('POST', '/api/tasks');
    expect(create?.body).toMatchObject({ title: 'Buy milk', type: 'task' });
    const body = create?.body as { id: string; opId: string };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.opId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.opId).not.toBe(body.id);
    held.resolve();
  });

  it('sends an idea as type "idea"', async () => {
    serveList([]);
    api().post('/api/tasks', (call) => taskSummary(call.body as { id: string }));
    const { user } = renderWithApp(<QuickAddWithList />);
    await user.type(screen.getByRole('textbox', { name: 'New task' }), 'Garden ideas{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(api().callsTo('POST', '/api/tasks')).toHaveLength(1));
    expect(api().callsTo('POST', '/api/tasks')[0]?.body).toMatchObject({
      title: 'Garden ideas',
      type: 'idea',
    });
  });

  it('refuses a blank title with a toast and sends nothing', async () => {
    serveList([]);
    const { user } = renderWithApp(<QuickAddWithList />);
    await user.type(screen.getByRole('textbox', { name: 'New task' }), '   {Enter}');
    expect(await screen.findByText('Task title cannot be empty')).toBeInTheDocument();
    expect(api().callsTo('POST', '/api/tasks')).toHaveLength(0);
  });

  it('takes the row back out and says so when the server refuses', async () => {
    serveList();
    api().post('/api/tasks', () => apiError(500, 'internal_error'));
    const { user } = renderWithApp(<QuickAddWithList />);
    await screen.findByText('Old task (task)');
    await user.type(screen.getByRole('textbox', { name: 'New task' }), 'Doomed{Enter}');
    expect(await screen.findByText('Failed to create task')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Doomed (task)')).not.toBeInTheDocument());
    expect(screen.getByText('Old task (task)')).toBeInTheDocument();
  });
});
