// "Delete this task?": closed without a title; open, it names the task, puts focus on "Keep it" (a
// stray Enter deletes nothing), confirms with "Delete task", and Escape keeps the task.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import { DeleteTaskDialog } from './delete-task-dialog.tsx';

function renderDialog(title: string | null) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  return {
    ...renderWithApp(<DeleteTaskDialog title={title} onConfirm={onConfirm} onCancel={onCancel} />),
    onConfirm,
    onCancel,
  };
}

describe('DeleteTaskDialog', () => {
  it('is closed while no task is asked about', () => {
    renderDialog(null);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('names the task and starts on "Keep it"', () => {
    renderDialog('Old notes');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this task?' });
    expect(dialog).toHaveAccessibleDescription(
      '“Old notes” and its steps will be removed. This can’t be undone.',
    );
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  });

  it('"Delete task" confirms', async () => {
    const { user, onConfirm, onCancel } = renderDialog('Old notes');
    await user.click(screen.getByRole('button', { name: 'Delete task' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalled();
  });

  it('Enter on the focused "Keep it" and Escape both keep the task', async () => {
    const first = renderDialog('Old notes');
    await first.user.keyboard('{Enter}');
    expect(first.onCancel).toHaveBeenCalled();
    expect(first.onConfirm).not.toHaveBeenCalled();
    first.unmount();

    const second = renderDialog('Old notes');
    await second.user.keyboard('{Escape}');
    expect(second.onCancel).toHaveBeenCalled();
    expect(second.onConfirm).not.toHaveBeenCalled();
  });
});
