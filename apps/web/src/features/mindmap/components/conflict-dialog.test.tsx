// The conflict question (issue 11): both versions offered; closing it (the corner button or Escape)
// chooses neither and asks later; the header then shows the waiting conflict as a button that asks
// again. In ru too.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { EditorHeader, type HeaderActions } from './editor-header.tsx';

const noActions: HeaderActions = {
  save: () => {},
  addNode: () => {},
  create: () => {},
  importFile: () => {},
  exportAs: () => {},
  remove: () => {},
};

/** The dialog and the header as the editor wires them: a conflict waits until one of the two is chosen. */
function Editor({ onKeepMine, onTakeTheirs }: { onKeepMine: () => void; onTakeTheirs: () => void }) {
  const [conflict, setConflict] = useState(true);
  const [asking, setAsking] = useState(true);
  const choose = (pick: () => void) => () => {
    pick();
    setConflict(false);
  };
  return (
    <>
      <EditorHeader
        title="Party"
        onTitle={() => {}}
        sync={conflict ? 'conflict' : 'saved'}
        onConflict={() => setAsking(true)}
        actions={noActions}
      />
      <ConflictDialog
        open={conflict && asking}
        onKeepMine={choose(onKeepMine)}
        onTakeTheirs={choose(onTakeTheirs)}
        onLater={() => setAsking(false)}
      />
    </>
  );
}

describe('conflict dialog', () => {
  it('offers both versions and keeps mine on request', async () => {
    const keep = vi.fn();
    const take = vi.fn();
    const { user } = renderWithApp(<Editor onKeepMine={keep} onTakeTheirs={take} />);
    const dialog = screen.getByRole('dialog', { name: 'This map changed on another device' });
    expect(dialog).toHaveAccessibleDescription(/Choose which version to keep/);
    await user.click(screen.getByRole('button', { name: 'Keep my version' }));
    expect(keep).toHaveBeenCalledTimes(1);
    expect(take).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('sync-state')).toHaveAttribute('data-state', 'saved');
  });

  it('closes from its corner button without choosing, and the header asks again', async () => {
    const keep = vi.fn();
    const take = vi.fn();
    const { user } = renderWithApp(<Editor onKeepMine={keep} onTakeTheirs={take} />);
    await user.click(screen.getByRole('button', { name: 'Decide later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(keep).not.toHaveBeenCalled();
    expect(take).not.toHaveBeenCalled();
    const waiting = screen.getByRole('button', { name: 'Conflict: choose a version' });
    expect(screen.getByTestId('sync-state')).toHaveAttribute('data-state', 'conflict');
    await user.click(waiting);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the other version' }));
    expect(take).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Conflict: choose a version' })).not.toBeInTheDocument();
  });

  it('Escape also closes it without a choice, and focus starts inside it', async () => {
    const keep = vi.fn();
    const take = vi.fn();
    const { user } = renderWithApp(<Editor onKeepMine={keep} onTakeTheirs={take} />);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(keep).not.toHaveBeenCalled();
    expect(take).not.toHaveBeenCalled();
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    renderWithApp(<Editor onKeepMine={() => {}} onTakeTheirs={() => {}} />);
    expect(
      await screen.findByRole('dialog', { name: 'Карта изменена на другом устройстве' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Решить позже' })).toBeInTheDocument();
  });
});
