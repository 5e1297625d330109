// The Delegate dialog: the e-mail is checked before anything is sent (the error is tied to the field),
// the name is optional, the language defaults to the interface's, and the form sends a clean body.

import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../../test/render.tsx';
import { DelegateDialog } from './delegate-dialog.tsx';

function renderDelegate(pending = false) {
  const onSubmit = vi.fn();
  const onOpenChange = vi.fn();
  const rendered = renderWithApp(
    <DelegateDialog open onOpenChange={onOpenChange} onSubmit={onSubmit} pending={pending} />,
  );
  return { ...rendered, onSubmit, onOpenChange };
}

const email = () => screen.getByRole('textbox', { name: 'Assignee e-mail' });

describe('DelegateDialog', () => {
  it('refuses an invalid e-mail with a message tied to the field, and sends nothing', async () => {
    const { user, onSubmit } = renderDelegate();
    expect(screen.getByRole('dialog', { name: 'Delegate task' })).toBeInTheDocument();
    await user.type(email(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says nothing about the e-mail until the field is left', async () => {
    const { user } = renderDelegate();
    await user.type(email(), 'sam@');
    expect(screen.queryByText(/Enter a valid e-mail/)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
  });

  it('sends the trimmed e-mail with the interface language and no empty name', async () => {
    const { user, onSubmit } = renderDelegate();
    expect(screen.getByRole('combobox', { name: 'Language of the e-mail and page' })).toHaveDisplayValue(
      'English',
    );
    await user.type(email(), '  sam@example.com ');
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'sam@example.com', name: undefined, language: 'en' });
  });

  it('sends the name and the chosen language', async () => {
    const { user, onSubmit } = renderDelegate();
    await user.type(email(), 'sam@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), ' Sam ');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Language of the e-mail and page' }),
      'Français',
    );
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'sam@example.com', name: 'Sam', language: 'fr' });
  });

  it('while sending, the submit button is disabled', async () => {
    const { user, onSubmit } = renderDelegate(true);
    await user.type(email(), 'sam@example.com');
    expect(screen.getByRole('button', { name: 'Delegate' })).toBeDisabled();
    await user.type(email(), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Cancel closes it', async () => {
    const { user, onOpenChange } = renderDelegate();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offline, says why it cannot delegate and sends nothing', async () => {
    onlineManager.setOnline(false);
    try {
      const { user, onSubmit } = renderDelegate();
      const reason = 'Not available offline: delegation needs a connection.';
      expect(await screen.findByText(reason)).toBeInTheDocument();
      await user.type(email(), 'sam@example.com{Enter}');
      const submit = screen.getByRole('button', { name: 'Delegate' });
      expect(submit).toBeDisabled();
      expect(submit).toHaveAccessibleDescription(reason);
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
