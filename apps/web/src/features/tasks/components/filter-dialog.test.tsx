// The filter dialog of /app: every filter with "Any", strategies and tags from the API (asked only
// while open), the current filters shown on open, "Show tasks" applying a clean filter set, "Clear
// filters", and closing.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { strategy, tag } from '../../../../test/tag-strategy.ts';
import type { TaskFilters } from '../task-view.ts';
import { FilterDialog } from './filter-dialog.tsx';

function serveLists() {
  api()
    .get('/api/strategies', () => ({ strategies: [strategy({ id: 'st1', name: 'Health' })] }))
    .get('/api/tags', () => ({
      tags: [tag({ id: 'g1', name: 'errands' }), tag({ id: 'g2', name: 'calls' })],
    }));
}

function renderFilters(filters: TaskFilters = {}, open = true) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithApp(
    <FilterDialog open={open} filters={filters} onApply={onApply} onClose={onClose} />,
  );
  return { ...rendered, onApply, onClose };
}

const select = (name: string) => screen.getByRole('combobox', { name });

describe('FilterDialog', () => {
  it('offers every filter with "Any" chosen, and the strategies and tags from the API', async () => {
    serveLists();
    renderFilters();
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    for (const name of ['Status', 'Type', 'Quadrant', 'Strategy', 'Tag']) {
      expect(select(name)).toHaveDisplayValue('Any');
    }
    expect(await within(select('Strategy')).findByRole('option', { name: 'Health' })).toBeInTheDocument();
    expect((await within(select('Tag')).findAllByRole('option')).map((option) => option.textContent)).toEqual(
      ['Any', 'errands', 'calls'],
    );
    expect(
      within(select('Quadrant'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Do now', 'Schedule', 'Delegate', 'Let go']);
  });

  it('asks for nothing while closed', () => {
    serveLists();
    renderFilters({}, false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api().calls).toHaveLength(0);
  });

  it('"Show tasks" applies the chosen filters', async () => {
    serveLists();
    const { user, onApply } = renderFilters();
    await user.selectOptions(select('Status'), 'Completed');
    await user.selectOptions(select('Type'), 'Idea');
    await user.selectOptions(select('Quadrant'), 'Schedule');
    await user.selectOptions(select('Strategy'), await screen.findByRole('option', { name: 'Health' }));
    await user.selectOptions(select('Tag'), await screen.findByRole('option', { name: 'calls' }));
    await user.type(screen.getByLabelText('From'), '2030-01-01');
    await user.click(screen.getByRole('button', { name: 'Show tasks' }));
    expect(onApply).toHaveBeenCalledWith({
      status: 'completed',
      type: 'idea',
      quadrant: 'schedule',
      strategyId: 'st1',
      tagId: 'g2',
      from: '2030-01-01',
    });
  });

  it('opens with the current filters, and "Any" takes one away', async () => {
    serveLists();
    const { user, onApply } = renderFilters({ status: 'paused', type: 'task', to: '2030-02-01' });
    expect(select('Status')).toHaveDisplayValue('Paused');
    expect(select('Type')).toHaveDisplayValue('Task');
    expect(screen.getByLabelText('To')).toHaveValue('2030-02-01');
    await user.selectOptions(select('Type'), 'Any');
    await user.click(screen.getByRole('button', { name: 'Show tasks' }));
    expect(onApply).toHaveBeenCalledWith({ status: 'paused', to: '2030-02-01' });
  });

  it('"Clear filters" empties the form; applying then shows every task', async () => {
    serveLists();
    const { user, onApply } = renderFilters({ status: 'waiting', quadrant: 'do' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(select('Status')).toHaveDisplayValue('Any');
    expect(select('Quadrant')).toHaveDisplayValue('Any');
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Show tasks' }));
    expect(onApply).toHaveBeenCalledWith({});
  });

  it('Close and Escape close it without applying', async () => {
    serveLists();
    const { user, onApply, onClose } = renderFilters();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onApply).not.toHaveBeenCalled();
  });
});
