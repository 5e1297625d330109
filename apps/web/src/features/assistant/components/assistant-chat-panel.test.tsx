// The Nova chat panel: sending (Enter; Shift+Enter is a new line), the request it makes, Nova's reply
// with proposals, applying one through the ordinary API and undoing it, dismissing, failures, the
// coach switch, and the conversation kept for the tab.

import { personas } from '@nova/core/ai/personas';
import type { AiChatReply } from '@nova/core/contracts/ai';
import type { Session } from '@nova/core/contracts/auth';
import type { Task } from '@nova/core/contracts/tasks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatAction } from '../../../../test/assistant.ts';
import { api, apiError, deferred } from '../../../../test/fetch-stub.ts';
import { renderWithApp, testQueryClient } from '../../../../test/render.tsx';
import { microStep, task } from '../../../../test/task.ts';
import { sessionQueryKey } from '../../../lib/session.ts';
import type { ChatAction } from '../lib/assistant-actions.ts';
import { AssistantChatPanel } from './assistant-chat-panel.tsx';

function action(over: Partial<ChatAction> = {}): ChatAction {
  return chatAction({
    id: 'act-1',
    taskData: {
      title: 'Call the bank',
      description: '',
      importance: 7,
      urgency: 4,
      startDate: '2030-01-15',
      durationMinutes: 20,
      strategyId: null,
    },
    suggestion: { reasoning: 'It has a deadline.', confidence: 8, action_text: 'Add “Call the bank”' },
    ...over,
  });
}

const session: Session = {
  user: {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    createdAt: '2025-01-01T00:00:00.000Z',
    timeZone: null,
  },
  csrfToken: 'csrf',
  expiresAt: null,
};

function serve(reply: Partial<AiChatReply> = {}) {
  api()
    .get('/api/ai/personas', () => ({ personas: personas('en') }))
    .get('/api/ai/persona', () => ({ persona: 'kaia' }))
    .post(
      '/api/ai/chat',
      (): AiChatReply => ({
        message: 'Here is a plan.',
        actions: [action()],
        persona: 'kaia',
        source: 'local',
        ...reply,
      }),
    );
}

/** Signed in, as /app is: the auth guard has the session in the cache before the panel opens. */
function renderChat() {
  const onClose = vi.fn();
  const client = testQueryClient();
  client.setQueryData(sessionQueryKey, session);
  return { ...renderWithApp(<AssistantChatPanel id="chat" onClose={onClose} />, { client }), onClose };
}

const input = () => screen.getByRole('textbox', { name: 'Message to Nova' });
const log = () => screen.getByRole('log', { name: 'Conversation with Nova' });

async function ask(user: ReturnType<typeof renderChat>['user'], text: string) {
  await user.type(input(), `${text}{Enter}`);
  await within(log()).findByText('Here is a plan.');
}

describe('AssistantChatPanel', () => {
  it('opens with focus in the message box, the empty hint and the coach', async () => {
    serve();
    renderChat();
    expect(screen.getByRole('dialog', { name: 'Nova' })).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(within(log()).getByText(/Nothing changes until you apply it\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(await screen.findByText('Kaia · Supportive coach')).toBeInTheDocument();
  });

  it('Enter sends the message with the locale and coach; Nova thinks, then answers', async () => {
    serve();
    const held = deferred();
    api().post('/api/ai/chat', async (): Promise<AiChatReply> => {
      await held.promise;
      return { message: 'Here is a plan.', actions: [], persona: 'kaia', source: 'local' };
    });
    const { user } = renderChat();
    await screen.findByText('Kaia · Supportive coach');
    await user.type(input(), 'I need to call the bank{Enter}');
    expect(input()).toHaveValue('');
    expect(within(log()).getByText('I need to call the bank')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nova is thinking…');
    expect(api().callsTo('POST', '/api/ai/chat')[0]?.body).toMatchObject({
      messages: [{ role: 'user', content: 'I need to call the bank' }],
      locale: 'en',
      persona: 'kaia',
    });
    held.resolve();
    expect(await within(log()).findByText('Here is a plan.')).toBeInTheDocument();
    expect(screen.queryByText('Nova is thinking…')).not.toBeInTheDocument();
  });

  it('Shift+Enter starts a new line instead of sending', async () => {
    serve();
    const { user } = renderChat();
    await user.type(input(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('line one\nline two');
    expect(api().callsTo('POST', '/api/ai/chat')).toHaveLength(0);
  });

  it('a failed request becomes Nova’s apology in the log', async () => {
    serve();
    api().post('/api/ai/chat', () => apiError(503, 'ai_unavailable'));
    const { user } = renderChat();
    await user.type(input(), 'hello{Enter}');
    expect(
      await within(log()).findByText(
        'Sorry, I’m having trouble processing requests right now. Please try again later.',
      ),
    ).toBeInTheDocument();
  });

  it('shows each proposal with its type, preview and reasoning, and changes nothing until applied', async () => {
    serve();
    const { user } = renderChat();
    await ask(user, 'plan my week');
    const card = within(log()).getByRole('article', { name: 'Add “Call the bank”' });
    expect(within(card).getByText('New task')).toBeInTheDocument();
    expect(within(card).getByText(/It has a deadline\./)).toBeInTheDocument();
    expect(within(card).getByText('· confidence 8/10')).toBeInTheDocument();
    expect(api().callsTo('POST', '/api/tasks')).toHaveLength(0);
  });

  it('Apply creates the task through the tasks API; Undo deletes it again', async () => {
    serve();
    api()
      .post('/api/tasks', (call) => task(call.body as Partial<Task>))
      .delete(/^\/api\/tasks\/[^/]+$/, () => undefined);
    const { user } = renderChat();
    await ask(user, 'plan my week');
    await user.click(screen.getByRole('button', { name: 'Apply: Add “Call the bank”' }));

    const card = within(log()).getByRole('article', { name: 'Add “Call the bank”' });
    expect(await within(card).findByText('Applied')).toBeInTheDocument();
    const created = api().callsTo('POST', '/api/tasks')[0]?.body as { id: string };
    expect(created).toMatchObject({
      title: 'Call the bank',
      importance: 7,
      urgency: 4,
      startDate: '2030-01-15',
      durationMinutes: 20,
    });
    expect(screen.getByText('Applied: Add “Call the bank”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone.')).toBeInTheDocument();
    expect(api().callsTo('DELETE', `/api/tasks/${created.id}`)).toHaveLength(1);
    expect(within(card).getByText('Undone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('Apply of proposed micro-steps adds each step in order; Undo deletes them', async () => {
    serve({
      actions: [
        action({
          type: 'create_subtasks',
          taskId: 't1',
          taskData: null,
          subtasks: [
            { title: 'Find the number', estimatedMinutes: 5 },
            { title: 'Dial', estimatedMinutes: null },
          ],
          suggestion: { reasoning: '', confidence: 7, action_text: 'Break “Call the bank” down' },
        }),
      ],
    });
    api()
      .post('/api/tasks/t1/micro-tasks', (call) =>
        microStep({ ...(call.body as { id: string; title: string }), taskId: 't1' }),
      )
      .delete(/^\/api\/tasks\/t1\/micro-tasks\/[^/]+$/, () => undefined);
    const { user } = renderChat();
    await ask(user, 'break it down');
    const card = within(log()).getByRole('article', { name: 'Break “Call the bank” down' });
    expect(within(card).getByText('Find the number')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^Apply/ }));
    expect(await within(card).findByText('Applied')).toBeInTheDocument();
    const steps = api().callsTo('POST', '/api/tasks/t1/micro-tasks');
    expect(steps.map((call) => call.body)).toEqual([
      expect.objectContaining({ title: 'Find the number', estimateMinutes: 5 }),
      expect.objectContaining({ title: 'Dial' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('Undone.');
    const ids = steps.map((call) => (call.body as { id: string }).id);
    expect(
      api()
        .callsTo('DELETE', /micro-tasks/)
        .map((call) => call.path.split('/').at(-1)),
    ).toEqual(ids);
  });

  it('Dismiss sets the proposal aside without a request', async () => {
    serve();
    const { user } = renderChat();
    await ask(user, 'plan');
    await user.click(screen.getByRole('button', { name: 'Dismiss: Add “Call the bank”' }));
    const card = within(log()).getByRole('article', { name: 'Add “Call the bank”' });
    expect(within(card).getByText('Dismissed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
    expect(api().callsTo('POST', '/api/tasks')).toHaveLength(0);
  });

  it('a failed apply marks the proposal "Not applied", says why and can be tried again', async () => {
    serve();
    api().post('/api/tasks', () => apiError(500, 'internal_error'));
    const { user } = renderChat();
    await ask(user, 'plan');
    await user.click(screen.getByRole('button', { name: 'Apply: Add “Call the bank”' }));
    expect(await screen.findByText('Failed to create task')).toBeInTheDocument();
    const card = within(log()).getByRole('article', { name: 'Add “Call the bank”' });
    expect(within(card).getByText('Not applied')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Apply/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('a proposal missing what it needs is refused without a request', async () => {
    serve({
      actions: [action({ taskData: null, suggestion: { reasoning: '', confidence: 3, action_text: '' } })],
    });
    const { user } = renderChat();
    await ask(user, 'plan');
    await user.click(screen.getByRole('button', { name: 'Apply: New task' }));
    expect(
      await screen.findByText('This proposal is missing details, so it cannot be applied.'),
    ).toBeInTheDocument();
    expect(api().callsTo('POST', '/api/tasks')).toHaveLength(0);
  });

  it('switching the coach saves it and the next message is sent with it', async () => {
    serve();
    api().put('/api/ai/persona', (call) => call.body);
    const { user } = renderChat();
    await screen.findByText('Kaia · Supportive coach');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coach' }), 'arto');
    expect(api().callsTo('PUT', '/api/ai/persona')[0]?.body).toEqual({ persona: 'arto' });
    expect(await screen.findByText('Arto · Strategic coach')).toBeInTheDocument();
    await ask(user, 'hi');
    expect(api().callsTo('POST', '/api/ai/chat')[0]?.body).toMatchObject({ persona: 'arto' });
  });

  it('keeps the conversation for the tab, and "Clear conversation" empties it', async () => {
    serve();
    const first = renderChat();
    await ask(first.user, 'remember me');
    first.unmount();
    expect(sessionStorage.getItem('nova-chat-u1')).toContain('remember me');

    const { user } = renderChat();
    expect(await within(log()).findByText('remember me')).toBeInTheDocument();
    expect(within(log()).getByText('Here is a plan.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear conversation' }));
    expect(within(log()).queryByText('remember me')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear conversation' })).toBeDisabled();
  });

  it('Escape and the close button close the panel', async () => {
    serve();
    const { user, onClose } = renderChat();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
