// /analytics: the charts' tables carry the server's figures (zeros filled in for quiet days), the
// table toggle, the range picker asking for the chosen range, empty states that say what will appear,
// and calibration with its sample sizes. Charts themselves are drawn by Recharts (not measured here:
// happy-dom has no layout); their tables are what assistive technology reads.
import type { AnalyticsDto, CalibrationDto } from '@nova/core/contracts/analytics';
import { toFactor } from '@nova/core/domain/analytics';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { AnalyticsPage } from './analytics-page.tsx';

const zero = { samples: 0, estimateMinutes: 0, actualMinutes: 0 };
const emptyCalibration: CalibrationDto = {
  overall: toFactor(zero),
  bySize: (['upTo15', 'upTo30', 'upTo60', 'upTo120', 'longer'] as const).map((size) => ({
    size,
    ...toFactor(zero),
  })),
  byStrategy: [],
};

function charts(over: Partial<AnalyticsDto> = {}): AnalyticsDto {
  return {
    range: '7',
    timeZone: 'Europe/Paris',
    today: '2026-10-27',
    from: '2026-10-21',
    completedPerDay: [],
    completedPerWeek: [],
    focusPerDay: [],
    timePerStrategy: [],
    bestHours: Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0 })),
    mvd: { days: 0, hitDays: 0, rate: null, perDay: [] },
    energy: [
      { level: 'low', total: 0, completed: 0 },
      { level: 'medium', total: 0, completed: 0 },
      { level: 'high', total: 0, completed: 0 },
    ],
    ...over,
  };
}

const tableOf = (title: string) => screen.getByRole('table', { name: title });

describe('AnalyticsPage', () => {
  it('an empty account: every chart explains what will appear, and calibration how to get there', async () => {
    api()
      .get('/api/analytics', (call) => charts({ range: call.query.get('range') as '30' }))
      .get('/api/analytics/calibration', () => emptyCalibration);
    renderWithApp(<AnalyticsPage />, { route: '/analytics' });
    expect(await screen.findByText(/When you finish a task, this chart shows it/)).toBeInTheDocument();
    expect(screen.getByText(/Complete a few tasks and this shows the hours/)).toBeInTheDocument();
    expect(screen.getByText(/No minimum viable day in this period/)).toBeInTheDocument();
    expect(screen.getByText(/No tasks created in this period yet/)).toBeInTheDocument();
    expect(await screen.findByText(/Give a task an estimate/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api().callsTo('GET', '/api/analytics')[0]?.query.get('range')).toBe('30');
  });

  it('fills quiet days with zeros in the tables, shows a table on request, switches ranges', async () => {
    api()
      .get('/api/analytics', (call) =>
        charts({
          range: (call.query.get('range') ?? '30') as '7',
          completedPerDay: [{ day: '2026-10-25', count: 2 }],
          completedPerWeek: [{ weekStart: '2026-10-19', count: 2 }],
          focusPerDay: [{ day: '2026-10-25', pomodoroMinutes: 25, clockMinutes: 30 }],
          bestHours: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour === 9 ? 2 : 0 })),
          mvd: {
            days: 2,
            hitDays: 1,
            rate: 0.5,
            perDay: [
              { day: '2026-10-25', planned: 2, done: 2 },
              { day: '2026-10-26', planned: 2, done: 1 },
            ],
          },
          timePerStrategy: [
            { strategyId: null, name: null, color: null, clockMinutes: 30, pomodoroMinutes: 25 },
          ],
        }),
      )
      .get('/api/analytics/calibration', () => emptyCalibration);
    const { user } = renderWithApp(<AnalyticsPage />, { route: '/analytics' });
    const perDay = await screen.findByRole('table', { name: 'Tasks completed per day' });
    const rows = within(perDay).getAllByRole('row');
    expect(rows).toHaveLength(8); // header + 21..27 October
    expect(within(perDay).getByRole('row', { name: 'Oct 25 2' })).toBeInTheDocument();
    expect(within(perDay).getByRole('row', { name: 'Oct 21 0' })).toBeInTheDocument();
    expect(within(tableOf('Focus minutes')).getByRole('row', { name: 'Oct 25 25 30' })).toBeInTheDocument();
    expect(
      within(tableOf('Best hours of the day')).getByRole('row', { name: '09:00 2' }),
    ).toBeInTheDocument();
    expect(
      within(tableOf('Time per strategy')).getByRole('row', { name: 'No strategy 25 30' }),
    ).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();

    const toggle = screen.getAllByRole('button', { name: 'Show table' })[0];
    if (!toggle) throw new Error('no table toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide table');

    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(await screen.findByRole('radio', { name: '90 days' })).toBeChecked();
    expect(
      api()
        .callsTo('GET', '/api/analytics')
        .map((c) => c.query.get('range')),
    ).toContain('90');
  });

  it('calibration: by size with the sample size, too-few sizes say so, by strategy', async () => {
    api()
      .get('/api/analytics', () => charts())
      .get('/api/analytics/calibration', () => ({
        overall: toFactor({ samples: 4, estimateMinutes: 100, actualMinutes: 157 }),
        bySize: [
          { size: 'upTo15', ...toFactor({ samples: 1, estimateMinutes: 10, actualMinutes: 16 }) },
          { size: 'upTo30', ...toFactor({ samples: 3, estimateMinutes: 90, actualMinutes: 141 }) },
        ],
        byStrategy: [
          {
            strategyId: 's',
            name: 'Home',
            color: 'blue',
            ...toFactor({ samples: 3, estimateMinutes: 90, actualMinutes: 141 }),
          },
        ],
      }));
    renderWithApp(<AnalyticsPage />, { route: '/analytics' });
    expect(await screen.findByText('Tasks take about 1.57× their estimate (tasks: 4).')).toBeInTheDocument();
    expect(screen.getByText('Your 30-minute tasks take about 47 minutes (tasks: 3).')).toBeInTheDocument();
    expect(
      screen.getByText('Up to 15 minutes: Not enough data yet (tasks: 1, 3 needed).'),
    ).toBeInTheDocument();
    const byStrategy = screen.getByRole('table', { name: 'By strategy' });
    expect(within(byStrategy).getByRole('row', { name: /Home Tasks take about 1.57×/ })).toBeInTheDocument();
  });
});
