// Today's focus on a low-energy day: today's health check-in says energy 2, so the lightest task of
// the answer leads and the card says why; on other days the assistant's order stands, without the line.
import type { DailyPrioritiesDto } from '@nova/core/contracts/ai';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { overviewWith } from '../../../../test/overview.ts';
import { renderWithApp, testQueryClient } from '../../../../test/render.tsx';
import { taskSummary } from '../../../../test/task-summary.ts';
import { HEALTH_CARD_DAYS, healthKeys } from '../../../lib/api/health.ts';
import { TodaysFocusCard } from './todays-focus-card.tsx';

const answer: DailyPrioritiesDto = {
  topPriority: { taskId: 'heavy', reason: 'Due today.', confidence: 80 },
  sprintTasks: [{ taskId: 'light', reason: 'Quick win.', estimatedTime: '15 min', estimatedMinutes: 15 }],
  insights: { workload: 'moderate', focusAreas: [], recommendations: [] },
  summary: '',
  source: 'local',
};
const tasks = new Map([
  ['heavy', taskSummary({ id: 'heavy', title: 'Quarterly report', importance: 9, urgency: 9 })],
  ['light', taskSummary({ id: 'light', title: 'Water plants', importance: 1, urgency: 1 })],
]);
const health = (energy: number | null) => ({
  today: '2026-03-07',
  todayCheckIn:
    energy === null
      ? null
      : { day: '2026-03-07', energy, mood: null, sleepHours: null, movementMinutes: null, updatedAt: 'x' },
  trend: {
    days: [],
    averages: { energy, mood: null, sleepHours: null, movementMinutes: null },
    checkedInDays: 1,
  },
  history: [],
});

/** A client that already holds today's check-in, as /app has once the health card loaded it. */
function clientWith(energy: number | null) {
  const client = testQueryClient();
  client.setQueryData(healthKeys.overview(HEALTH_CARD_DAYS), health(energy));
  return client;
}

const topTitle = () => screen.getByText('Top priority').parentElement?.querySelector('button')?.textContent;

describe('TodaysFocusCard on a low-energy day', () => {
  it('energy 2: the light task leads, and a calm line says so', async () => {
    api().post('/api/ai/priorities', () => answer);
    renderWithApp(<TodaysFocusCard overview={overviewWith([...tasks.values()])} onOpen={() => {}} />, {
      client: clientWith(2),
    });
    expect(
      await screen.findByText('Energy is low today: a lighter task leads. The rest can wait.'),
    ).toBeInTheDocument();
    expect(topTitle()).toBe('Water plants');
    expect(screen.getByRole('button', { name: 'Quarterly report' })).toBeInTheDocument();
  });

  it('energy 4: the assistant’s order, no line', async () => {
    api().post('/api/ai/priorities', () => answer);
    renderWithApp(<TodaysFocusCard overview={overviewWith([...tasks.values()])} onOpen={() => {}} />, {
      client: clientWith(4),
    });
    await screen.findByRole('button', { name: 'Water plants' });
    expect(topTitle()).toBe('Quarterly report');
    expect(screen.queryByText(/Energy is low today/)).not.toBeInTheDocument();
  });
});
