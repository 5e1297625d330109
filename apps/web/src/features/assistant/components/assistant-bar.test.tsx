// The assistant's entry points on /app (the assistantBar slot): "Import with Nova" opens the import
// dialog (loaded on first use) and shows a dot while an unfinished import waits; "AI chat" toggles the
// non-modal chat panel, and closing it gives focus back to the toggle.
import { personas } from '@nova/core/ai/personas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { PENDING_AI_TASKS_KEY, writePendingAiTasks } from '../lib/assistant-pending.ts';
import { AssistantBar } from './assistant-bar.tsx';

function serveAssistant() {
  api()
    .get('/api/auth/session', () => ({ user: null, csrfToken: null, expiresAt: null }))
    .get('/api/ai/personas', () => ({ personas: personas('en') }))
    .get('/api/ai/persona', () => ({ persona: 'kaia' }));
}

const importButton = () => screen.getByRole('button', { name: /^Import with Nova/ });

describe('AssistantBar', () => {
  it('opens the import dialog, and "Keep for later" closes it', async () => {
    serveAssistant();
    const { user } = renderWithApp(<AssistantBar />);
    expect(importButton()).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(importButton());
    expect(await screen.findByRole('dialog', { name: 'Import with Nova' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when an unfinished import is waiting', () => {
    writePendingAiTasks(
      localStorage,
      [
        {
          key: 'k1',
          title: 'Water plants',
          description: '',
          priority: 'low',
          date: '',
          deadlineText: '',
          category: 'home',
          minutes: null,
          estimate: '',
          steps: [],
          tags: [],
        },
      ],
      '',
    );
    expect(localStorage.getItem(PENDING_AI_TASKS_KEY)).not.toBeNull();
    renderWithApp(<AssistantBar />);
    expect(importButton()).toHaveAccessibleName('Import with Nova (an unfinished import is waiting)');
  });

  it('"AI chat" opens the panel it controls and closes it again', async () => {
    serveAssistant();
    const { user } = renderWithApp(<AssistantBar />);
    const toggle = screen.getByRole('button', { name: 'AI chat' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const panel = await screen.findByRole('dialog', { name: 'Nova' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    await user.click(toggle);
    expect(screen.queryByRole('dialog', { name: 'Nova' })).not.toBeInTheDocument();
  });

  it('Escape in the chat closes it and puts focus back on the toggle', async () => {
    serveAssistant();
    const { user } = renderWithApp(<AssistantBar />);
    await user.click(screen.getByRole('button', { name: 'AI chat' }));
    expect(await screen.findByRole('textbox', { name: 'Message to Nova' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Nova' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'AI chat' })).toHaveFocus());
  });
});
