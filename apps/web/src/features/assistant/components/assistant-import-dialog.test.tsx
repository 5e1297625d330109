// "Import with Nova": a brain dump goes to POST /api/ai/parse, the answer becomes editable cards,
// and the chosen cards become tasks (POST /api/tasks with the card's key as id) and micro-steps in
// order. Cards not created yet survive in pendingAITasks; blank titles, failures and an empty answer
// each say so.
import type { AiParseResult, ParsedTaskDto } from '@nova/core/contracts/ai';
import type { Task } from '@nova/core/contracts/tasks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parsedTask } from '../../../../test/assistant.ts';
import { api, apiError } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { tag } from '../../../../test/tag-strategy.ts';
import { microStep, task } from '../../../../test/task.ts';
import { PENDING_AI_TASKS_KEY } from '../lib/assistant-pending.ts';
import { AssistantImportDialog } from './assistant-import-dialog.tsx';

const parsed = parsedTask;

const report = parsed({
  title: 'Write the report',
  description: 'For the board',
  priority: 'high',
  deadline_text: 'by Friday',
  deadline_date: '2030-05-10',
  category: 'work',
  estimated_time: '2 hours',
  estimated_minutes: 120,
  subtasks: [
    { title: 'Outline', estimated_time: '15 min', order: 2 },
    { title: 'Gather numbers', estimated_time: '30 min', order: 1 },
  ],
  tags: ['board'],
});

function serveParse(tasks: ParsedTaskDto[], extra: Partial<AiParseResult> = {}) {
  api().post('/api/ai/parse', (): AiParseResult => ({ tasks, source: 'local', ...extra }));
}

/** The server side of creating: tasks and steps echo what they were sent. */
function acceptCreates() {
  api()
    .get('/api/tags', () => ({
      tags: [tag({ id: 'tag-work', name: 'Work' }), tag({ id: 'tag-b', name: 'board' })],
    }))
    .post('/api/tasks', (call) => task(call.body as Partial<Task>))
    .post(/^\/api\/tasks\/[^/]+\/micro-tasks$/, (call) => {
      const body = call.body as { id: string; title: string };
      return microStep({ id: body.id, title: body.title, taskId: call.path.split('/')[3] });
    });
}

function renderImport() {
  const onClose = vi.fn();
  return { ...renderWithApp(<AssistantImportDialog onClose={onClose} />), onClose };
}

async function parseText(user: ReturnType<typeof renderImport>['user'], text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Brain dump' }), text);
  await user.click(screen.getByRole('button', { name: 'Turn into tasks' }));
}

describe('AssistantImportDialog', () => {
  it('sends the text with the locale and time zone, then shows one card per parsed task', async () => {
    serveParse([report, parsed()]);
    const { user } = renderImport();
    expect(screen.getByRole('dialog', { name: 'Import with Nova' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn into tasks' })).toBeDisabled();
    await parseText(user, 'write the report by friday, buy milk');

    expect(await screen.findByRole('heading', { name: 'Proposed tasks: 2' })).toBeInTheDocument();
    expect(api().callsTo('POST', '/api/ai/parse')[0]?.body).toMatchObject({
      text: 'write the report by friday, buy milk',
      locale: 'en',
      timeZone: expect.any(String),
    });
    expect(screen.getByRole('textbox', { name: 'Brain dump' })).toHaveValue('');
    const card = screen.getByRole('listitem', { name: 'Write the report' });
    expect(within(card).getByRole('checkbox', { name: 'Include “Write the report”' })).toBeChecked();
    expect(within(card).getByLabelText('Date')).toHaveValue('2030-05-10');
    expect(within(card).getByRole('combobox', { name: 'Priority' })).toHaveValue('high');
    expect(within(card).getByRole('combobox', { name: 'Category' })).toHaveValue('work');
    expect(within(card).getByText('When: by Friday')).toBeInTheDocument();
    expect(within(card).getByText('About 2 hours')).toBeInTheDocument();
    expect(within(card).getByText('#board')).toBeInTheDocument();
    expect(within(card).getByText('Micro-steps: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create all (2)' })).toBeEnabled();
  });

  it('Ctrl+Enter in the text parses too', async () => {
    serveParse([parsed()]);
    const { user } = renderImport();
    await user.type(
      screen.getByRole('textbox', { name: 'Brain dump' }),
      'buy milk{Control>}{Enter}{/Control}',
    );
    expect(await screen.findByRole('heading', { name: 'Proposed tasks: 1' })).toBeInTheDocument();
  });

  it('says when Nova found nothing, and keeps the text', async () => {
    serveParse([]);
    const { user } = renderImport();
    await parseText(user, 'hmm');
    expect(
      await screen.findByText('Nova found no tasks in this text. Try naming what to do.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Brain dump' })).toHaveValue('hmm');
  });

  it('shows the fallback notice the server sends with its answer', async () => {
    serveParse([parsed()], { notice: { key: 'parseFailed', message: 'Nova used the offline helper.' } });
    const { user } = renderImport();
    await parseText(user, 'buy milk');
    expect(await screen.findByText('Nova used the offline helper.')).toBeInTheDocument();
  });

  it('a failed parse says so in a toast', async () => {
    api().post('/api/ai/parse', () => apiError(503, 'ai_unavailable'));
    const { user } = renderImport();
    await parseText(user, 'buy milk');
    expect(
      await screen.findByText('Could not process the request. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Proposed tasks/ })).not.toBeInTheDocument();
  });

  it('creates a card as a task with its levels, date, estimate and tags, then its steps in order', async () => {
    serveParse([report]);
    acceptCreates();
    const { user, onClose } = renderImport();
    await parseText(user, 'report');
    await user.click(await screen.findByRole('button', { name: 'Create all (1)' }));

    expect(await screen.findByText('Tasks created: 1')).toBeInTheDocument();
    const [create] = api().callsTo('POST', '/api/tasks');
    expect(create?.body).toMatchObject({
      title: 'Write the report',
      type: 'task',
      importance: 8,
      urgency: 8,
      startDate: '2030-05-10',
      durationMinutes: 120,
      description: '<p>For the board</p>',
      tagIds: ['tag-work', 'tag-b'],
    });
    const id = (create?.body as { id: string } | undefined)?.id;
    expect(
      api()
        .callsTo('POST', `/api/tasks/${id}/micro-tasks`)
        .map((call) => call.body),
    ).toEqual([
      expect.objectContaining({ title: 'Gather numbers', estimateMinutes: 30 }),
      expect.objectContaining({ title: 'Outline', estimateMinutes: 15 }),
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_AI_TASKS_KEY)).toBeNull();
  });

  it('creates only the chosen cards and keeps the others open', async () => {
    serveParse([parsed({ title: 'Buy milk' }), parsed({ title: 'Buy bread' })]);
    acceptCreates();
    const { user, onClose } = renderImport();
    await parseText(user, 'milk and bread');
    await user.click(await screen.findByRole('checkbox', { name: 'Include “Buy bread”' }));
    await user.click(screen.getByRole('button', { name: 'Create selected (1)' }));

    expect(await screen.findByText('Tasks created: 1')).toBeInTheDocument();
    expect(
      api()
        .callsTo('POST', '/api/tasks')
        .map((call) => (call.body as { title: string }).title),
    ).toEqual(['Buy milk']);
    expect(screen.getByRole('heading', { name: 'Proposed tasks: 1' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Buy bread' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an edited card is created as edited (title, low priority = ordinary levels)', async () => {
    serveParse([parsed({ title: 'Buy milk', priority: 'high' })]);
    acceptCreates();
    const { user } = renderImport();
    await parseText(user, 'milk');
    const card = await screen.findByRole('listitem', { name: 'Buy milk' });
    const title = within(card).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Buy oat milk');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Priority' }), 'low');
    await user.click(screen.getByRole('button', { name: 'Create all (1)' }));
    await waitFor(() => expect(api().callsTo('POST', '/api/tasks')).toHaveLength(1));
    expect(api().callsTo('POST', '/api/tasks')[0]?.body).toMatchObject({
      title: 'Buy oat milk',
      importance: 1,
      urgency: 1,
    });
  });

  it('a blank title is flagged on its card and is not created', async () => {
    serveParse([parsed({ title: 'Buy milk' }), parsed({ title: 'Call mum' })]);
    acceptCreates();
    const { user } = renderImport();
    await parseText(user, 'milk, mum');
    const title = within(await screen.findByRole('listitem', { name: 'Buy milk' })).getByRole('textbox', {
      name: 'Title',
    });
    await user.clear(title);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Task title cannot be empty');
    expect(screen.getByRole('listitem', { name: 'Task 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create all (2)' }));
    await waitFor(() => expect(api().callsTo('POST', '/api/tasks')).toHaveLength(1));
    expect(api().callsTo('POST', '/api/tasks')[0]?.body).toMatchObject({ title: 'Call mum' });
    expect(screen.getByRole('listitem', { name: 'Task 1' })).toBeInTheDocument();
  });

  it('a task the server refuses stays as a card, with "Failed to create task"', async () => {
    serveParse([parsed()]);
    acceptCreates();
    api().post('/api/tasks', () => apiError(500, 'internal_error'));
    const { user, onClose } = renderImport();
    await parseText(user, 'milk');
    await user.click(await screen.findByRole('button', { name: 'Create all (1)' }));
    expect(await screen.findByText('Failed to create task')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Buy milk' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('unfinished cards are kept for later and come back when the dialog opens again', async () => {
    serveParse([parsed({ title: 'Water plants' })]);
    const first = renderImport();
    await parseText(first.user, 'water plants');
    await screen.findByRole('listitem', { name: 'Water plants' });
    await first.user.click(screen.getByRole('button', { name: 'Keep for later' }));
    expect(first.onClose).toHaveBeenCalled();
    first.unmount();

    renderImport();
    expect(screen.getByText('Your unfinished import is back, just as you left it.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Water plants' })).toBeInTheDocument();
  });

  it('removing a card and "Clear all" empty the list and the saved import', async () => {
    serveParse([parsed({ title: 'One' }), parsed({ title: 'Two' })]);
    const { user } = renderImport();
    await parseText(user, 'one two');
    await user.click(await screen.findByRole('button', { name: 'Remove “One”' }));
    expect(screen.getByRole('heading', { name: 'Proposed tasks: 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('heading', { name: /Proposed tasks/ })).not.toBeInTheDocument();
    expect(localStorage.getItem(PENDING_AI_TASKS_KEY)).toBeNull();
  });
});
