// The health card of /app's right panel: opt-in first, then one tap per value (sent as it is tapped,
// a second tap clears it), the 7-day trend with its table, and the calm low-energy line of today's
// focus that today's check-in turns on.
import type { HealthOverview } from '@nova/core/contracts/health';
import { healthTrend } from '@nova/core/domain/health';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { HEALTH_OPT_IN_KEY } from '../health-opt-in.ts';
import { HealthSection } from './health-section.tsx';

const today = '2026-03-07';

function overview(history: HealthOverview['history'] = []): HealthOverview {
  const { days, averages, checkedInDays } = healthTrend(history, today);
  return {
    today,
    todayCheckIn: history.find((c) => c.day === today) ?? null,
    trend: { days, averages, checkedInDays },
    history,
  };
}

const entry = (day: string, over: Partial<HealthOverview['history'][number]> = {}) => ({
  day,
  energy: null,
  mood: null,
  sleepHours: null,
  movementMinutes: null,
  updatedAt: `${day}T08:00:00.000Z`,
  ...over,
});

describe('HealthSection', () => {
  it('asks nothing until the user starts; then one tap sets a value and a second tap clears it', async () => {
    api()
      .get('/api/health/check-ins', () => overview())
      .put(`/api/health/check-ins/${today}`, ({ body }) => ({
        checkIn: (body as { energy: number | null }).energy === null ? null : entry(today, { energy: 2 }),
      }));
    const { user } = renderWithApp(<HealthSection />);
    await user.click(await screen.findByRole('button', { name: 'Start checking in' }));
    expect(localStorage.getItem(HEALTH_OPT_IN_KEY)).toBe('true');

    const energy = screen.getByRole('group', { name: 'Energy' });
    const two = within(energy).getByRole('button', { name: 'Energy 2 of 5' });
    expect(two).toHaveAttribute('aria-pressed', 'false');
    await user.click(two);
    expect(two).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api().callsTo('PUT', `/api/health/check-ins/${today}`)).toHaveLength(1));
    expect(api().callsTo('PUT', `/api/health/check-ins/${today}`)[0]?.body).toMatchObject({ energy: 2 });

    await user.click(two);
    await waitFor(() => expect(api().callsTo('PUT', `/api/health/check-ins/${today}`)).toHaveLength(2));
    expect(api().callsTo('PUT', `/api/health/check-ins/${today}`)[1]?.body).toMatchObject({ energy: null });
    expect(two).toHaveAttribute('aria-pressed', 'false');
  });

  it('with check-ins it opens on the check-in and shows the week as bars and as a table', async () => {
    api().get('/api/health/check-ins', () =>
      overview([entry(today, { sleepHours: 7.5 }), entry('2026-03-04', { energy: 4, movementMinutes: 30 })]),
    );
    const { user } = renderWithApp(<HealthSection />);
    const sleep = await screen.findByRole('group', { name: 'Sleep' });
    expect(within(sleep).getByRole('button', { name: '7 h of sleep' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/health');
    const toggle = screen.getByRole('button', { name: 'Show as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = screen.getByRole('table', { name: 'Check-ins of the last 7 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(within(rows[4] as HTMLElement).getByRole('cell', { name: '4/5' })).toBeInTheDocument();
    expect(within(rows[7] as HTMLElement).getByRole('cell', { name: '7.5 h' })).toBeInTheDocument();
  });
});
