// /app's stats card: the list's figures at once, then the server's done-today and focus minutes
// (Pomodoro plus status clock); the showed-up streak only when game elements are on, and nothing
// of it when the progress summary is off or not there.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, apiError } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { analyticsKeys } from '../api/analytics.ts';
import { EstimateHint } from './estimate-hint.tsx';
import { TodayStatsSection } from './today-stats-section.tsx';

const stats = { open: 5, dueToday: 2, doneToday: 1, secondsSpent: 600 };
const progress = (enabled: boolean) => ({
  enabled,
  xp: 120,
  level: 2,
  intoLevel: 20,
  forNext: 100,
  weekXp: 40,
  streak: { current: 4, best: 9 },
  achievements: [],
});
const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('TodayStatsSection', () => {
  it('shows the server figures and the streak when game elements are on', async () => {
    api()
      .get('/api/analytics/today', () => ({
        today: '2026-10-27',
        completed: 3,
        pomodoroMinutes: 50,
        clockMinutes: 25,
      }))
      .get('/api/progress', () => progress(true));
    renderWithApp(<TodayStatsSection stats={stats} />);
    expect(await screen.findByText('Showed-up streak')).toBeInTheDocument();
    expect(value('Showed-up streak')).toBe('4 d');
    expect(value('Done today')).toBe('3');
    expect(value('Focus today')).toBe('1 h 15 min');
    expect(value('Open')).toBe('5');
  });

  it('no streak when game elements are off or the summary route is not there', async () => {
    api()
      .get('/api/analytics/today', () => ({
        today: '2026-10-27',
        completed: 1,
        pomodoroMinutes: 0,
        clockMinutes: 10,
      }))
      .get('/api/progress', () => progress(false));
    const first = renderWithApp(<TodayStatsSection stats={stats} />);
    expect(await screen.findByText('10 min')).toBeInTheDocument();
    expect(api().callsTo('GET', '/api/progress')).toHaveLength(1);
    expect(screen.queryByText('Showed-up streak')).not.toBeInTheDocument();
    first.unmount();

    api().get('/api/progress', () => apiError(404, 'not_found'));
    renderWithApp(<TodayStatsSection stats={{ ...stats, doneToday: 2 }} />);
    expect(await screen.findByText('10 min')).toBeInTheDocument();
    expect(screen.queryByText('Showed-up streak')).not.toBeInTheDocument();
  });
});

describe('EstimateHint', () => {
  const calibration = {
    overall: { samples: 5, estimateMinutes: 150, actualMinutes: 200, factor: 1.33, reliable: true },
    bySize: [
      { size: 'upTo30', samples: 3, estimateMinutes: 90, actualMinutes: 141, factor: 1.57, reliable: true },
    ],
    byStrategy: [],
  };

  it('says what tasks of this size took, with the factor and the sample size', async () => {
    api().get('/api/analytics/calibration', () => calibration);
    renderWithApp(<EstimateHint id="hint" estimateMinutes={30} />);
    expect(
      await screen.findByText('Tasks like this usually take about 47 min for you (×1.57, tasks: 3).'),
    ).toHaveAttribute('id', 'hint');
  });

  it('nothing without an estimate or without enough tasks', async () => {
    api().get('/api/analytics/calibration', () => ({
      ...calibration,
      overall: { ...calibration.overall, samples: 2, reliable: false },
      bySize: [],
    }));
    const { client, rerender } = renderWithApp(<EstimateHint id="hint" estimateMinutes={30} />);
    await waitFor(() => expect(client.getQueryState(analyticsKeys.calibration)?.status).toBe('success'));
    expect(screen.queryByText(/usually take/)).not.toBeInTheDocument();
    rerender(<EstimateHint id="hint" estimateMinutes={null} />);
    expect(screen.queryByText(/usually take/)).not.toBeInTheDocument();
  });
});
