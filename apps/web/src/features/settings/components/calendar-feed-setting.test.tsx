// The calendar feed in settings: a link made on request and shown once with a copy button, habits in
// or out, turning it off after a confirmation, and the texts in French.
import type { CalendarFeedDto } from '@nova/core/contracts/calendar-feed';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { CalendarFeedSetting } from './calendar-feed-setting.tsx';

const off: CalendarFeedDto = { enabled: false, includeHabits: false, createdAt: null, lastFetchedAt: null };
const on: CalendarFeedDto = {
  enabled: true,
  includeHabits: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastFetchedAt: null,
};
const url = `https://planner.example.org/api/calendar/${'a'.repeat(43)}.ics`;

describe('CalendarFeedSetting', () => {
  it('makes a link on request and shows it once, ready to copy', async () => {
    api()
      .get('/api/calendar-feed', () => off)
      .post('/api/calendar-feed', () => ({ ...on, url }));
    const { user } = renderWithApp(<CalendarFeedSetting />);
    expect(await screen.findByRole('region', { name: 'Calendar feed' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Make a private link' }));
    const link = await screen.findByRole('textbox', { name: 'Your private feed link' });
    expect(link).toHaveValue(url);
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(api().callsTo('POST', '/api/calendar-feed')[0]?.body).toEqual({ includeHabits: false });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeInTheDocument();
  });

  it('puts habits in the feed, and turns it off only after a confirmation', async () => {
    api()
      .get('/api/calendar-feed', () => on)
      .patch('/api/calendar-feed', (call) => ({ ...on, ...(call.body as object) }))
      .delete('/api/calendar-feed', () => undefined);
    const { user } = renderWithApp(<CalendarFeedSetting />);
    expect(await screen.findByRole('status')).toHaveTextContent('No calendar has read it yet');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Include my habits' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Include my habits' })).toBeChecked());
    expect(api().callsTo('PATCH', '/api/calendar-feed')[0]?.body).toEqual({ includeHabits: true });

    await user.click(screen.getByRole('button', { name: 'Turn the feed off' }));
    expect(api().callsTo('DELETE', '/api/calendar-feed')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Make a private link' })).toBeInTheDocument();
    expect(api().callsTo('DELETE', '/api/calendar-feed')).toHaveLength(1);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await changeLanguage('fr');
    api().get('/api/calendar-feed', () => off);
    renderWithApp(<CalendarFeedSetting />);
    expect(await screen.findByRole('region', { name: 'Flux de calendrier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer un lien privé' })).toBeInTheDocument();
  });
});
