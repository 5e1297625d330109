// The import flow in settings: a Todoist CSV previewed (counts, problems by row and field) and
// imported; a generic CSV's column mapping changed and previewed again before the import; a refused
// file's message; the texts in Russian and French.
import type { ImportPreview, ImportResult } from '@nova/core/contracts/transfer';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, apiError } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { ImportFlow } from './import-flow.tsx';

const zero = {
  tasks: 0,
  microSteps: 0,
  comments: 0,
  attachments: 0,
  tags: 0,
  strategies: 0,
  habits: 0,
  mindMaps: 0,
};

const todoistPreview: ImportPreview = {
  id: 'preview-todoist-1',
  source: 'todoist-csv',
  fileName: 'Home.csv',
  counts: { ...zero, tasks: 5, microSteps: 4, comments: 1, tags: 4 },
  alreadyImported: zero,
  problems: [
    { row: 7, field: 'DATE', code: 'date_not_understood', severity: 'warning', value: 'every day' },
    { row: 14, field: 'CONTENT', code: 'empty_title', severity: 'error', value: null },
  ],
  problemCount: 2,
  csv: null,
};

const csvPreview: ImportPreview = {
  id: 'preview-csv-1',
  source: 'csv',
  fileName: 'tasks.csv',
  counts: { ...zero, tasks: 2, tags: 1 },
  alreadyImported: zero,
  problems: [],
  problemCount: 0,
  csv: {
    headers: ['Name', 'Deadline', 'Estimate'],
    sample: [['Book flights', '2026-12-20', '45']],
    mapping: { title: 'Name', dueDate: 'Deadline' },
  },
};

const result: ImportResult = { created: { ...zero, tasks: 5, microSteps: 4 }, skipped: zero };

function file(name: string, text: string) {
  return new File([text], name, { type: 'text/csv' });
}

describe('ImportFlow', () => {
  it('previews a Todoist CSV without saving, shows counts and problems by row and field, then imports', async () => {
    api()
      .post('/api/import', () => todoistPreview)
      .post('/api/import/preview-todoist-1/confirm', () => result);
    const { user } = renderWithApp(<ImportFlow />);
    await user.upload(await screen.findByLabelText('File'), file('Home.csv', 'TYPE,CONTENT\n'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const willImport = await screen.findByRole('list', { name: 'Will be imported' });
    expect(within(willImport).getByText('Tasks: 5')).toBeInTheDocument();
    expect(within(willImport).getByText('Micro-steps: 4')).toBeInTheDocument();
    expect(screen.getByText(/Row 7, DATE: “every day” is not a fixed date/)).toBeInTheDocument();
    expect(screen.getByText(/Row 14, CONTENT: no title \(row left out\)/)).toBeInTheDocument();
    expect(api().callsTo('POST', '/api/import')[0]?.query.get('source')).toBe('todoist-csv');
    expect(api().callsTo('POST', /confirm$/)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported.')).toBeInTheDocument();
    expect(api().callsTo('POST', '/api/import/preview-todoist-1/confirm')[0]?.body).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
  });

  it('a generic CSV: the guessed columns, a changed mapping previewed again, and imported with it', async () => {
    api()
      .post('/api/import', () => csvPreview)
      .post('/api/import/preview-csv-1/mapping', (call) => ({
        ...csvPreview,
        csv: { ...csvPreview.csv, mapping: (call.body as { mapping: object }).mapping },
      }))
      .post('/api/import/preview-csv-1/confirm', () => result);
    const { user } = renderWithApp(<ImportFlow />);
    await user.selectOptions(await screen.findByLabelText('What are you importing?'), 'csv');
    await user.upload(screen.getByLabelText('File'), file('tasks.csv', 'Name,Deadline,Estimate\n'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Name');
    expect(screen.getByLabelText('Due date')).toHaveValue('Deadline');
    expect(screen.getByRole('table', { name: 'The first rows of the file' })).toHaveTextContent(
      'Book flights',
    );
    await user.selectOptions(screen.getByLabelText('Duration (minutes)'), 'Estimate');
    await user.click(screen.getByRole('button', { name: 'Preview with these columns' }));
    const mapping = { title: 'Name', dueDate: 'Deadline', durationMinutes: 'Estimate' };
    await waitFor(() =>
      expect(api().callsTo('POST', '/api/import/preview-csv-1/mapping')[0]?.body).toEqual({ mapping }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('Imported.');
    expect(api().callsTo('POST', '/api/import/preview-csv-1/confirm')[0]?.body).toEqual({ mapping });
  });

  it('says why a file was refused, in Russian and in French', async () => {
    api().post('/api/import', () => apiError(400, 'import_invalid_file'));
    await changeLanguage('ru');
    const { user } = renderWithApp(<ImportFlow />);
    await user.upload(await screen.findByLabelText('Файл'), file('x.csv', 'x'));
    await user.click(screen.getByRole('button', { name: 'Проверить файл' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось прочитать файл как выбранный тип');
    await changeLanguage('fr');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce fichier ne peut pas être lu');
    expect(screen.getByRole('button', { name: 'Vérifier le fichier' })).toBeInTheDocument();
    await changeLanguage('en');
  });
});
