// A task's reminder in the detail: "Remind me" sets one at the task's start date and time, the field
// moves it when it loses focus, the bell-off button removes it; a failed save says so.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, apiError } from '../../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../../test/render.tsx';
import { task } from '../../../../../test/task.ts';
import { ReminderField } from './reminder-field.tsx';

const path = '/api/reminders/tasks/a';
const start = new Date(2099, 4, 6, 14, 30).toISOString();

describe('ReminderField', () => {
  it('sets a reminder at the start date and time, moves it, and removes it', async () => {
    api()
      .get(path, () => ({ taskId: 'a', remindAt: null }))
      .put(path, (call) => ({ taskId: 'a', remindAt: (call.body as { remindAt: string }).remindAt }))
      .delete(path, () => undefined);
    const { user } = renderWithApp(
      <ReminderField task={task({ id: 'a', startDate: '2099-05-06', startTime: '14:30' })} />,
    );
    const add = await screen.findByRole('button', { name: 'Remind me' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const field = await screen.findByLabelText('Remind at');
    expect(field).toHaveValue('2099-05-06T14:30');
    expect(api().callsTo('PUT', path)[0]?.body).toEqual({ remindAt: start });

    await user.clear(field);
    await user.type(field, '2099-05-06T15:00');
    await user.tab();
    await waitFor(() => expect(api().callsTo('PUT', path)).toHaveLength(2));
    expect(api().callsTo('PUT', path)[1]?.body).toEqual({
      remindAt: new Date(2099, 4, 6, 15, 0).toISOString(),
    });

    await user.click(screen.getByRole('button', { name: 'Remove reminder' }));
    expect(await screen.findByRole('button', { name: 'Remind me' })).toBeInTheDocument();
    expect(api().callsTo('DELETE', path)).toHaveLength(1);
  });

  it('says so when the reminder cannot be saved', async () => {
    api()
      .get(path, () => ({ taskId: 'a', remindAt: null }))
      .put(path, () => apiError(500, 'internal_error'));
    const { user } = renderWithApp(<ReminderField task={task({ id: 'a' })} />);
    const add = await screen.findByRole('button', { name: 'Remind me' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await screen.findByText('Could not save the reminder')).toBeInTheDocument();
  });
});
