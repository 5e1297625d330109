// Cancel delegation needs the server: online it asks first (and sends nothing until confirmed);
// offline it is disabled and described by the reason, like the panel's other actions.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../../test/render.tsx';
import { CancelDelegationButton } from './cancel-delegation-button.tsx';
import { OFFLINE_REASON_ID, OfflineReason } from './offline-reason.tsx';

const reason = 'Not available offline: delegation needs a connection.';

describe('CancelDelegationButton', () => {
  it('asks before cancelling and keeps the delegation on "Keep it"', async () => {
    const onCancelled = vi.fn();
    const { user } = renderWithApp(
      <CancelDelegationButton taskId="t1" email="sam@example.com" onCancelled={onCancelled} />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel delegation' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the delegation?' });
    expect(dialog).toHaveTextContent('sam@example.com will no longer be able to open the task');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it('offline, is disabled and says why', async () => {
    const { user } = renderWithApp(
      <>
        <OfflineReason id={OFFLINE_REASON_ID} />
        <CancelDelegationButton
          taskId="t1"
          email="sam@example.com"
          onCancelled={vi.fn()}
          offlineReasonId={OFFLINE_REASON_ID}
        />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Cancel delegation' });
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    await user.click(button);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
