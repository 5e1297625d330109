// /gamification, the header badge and the unlock toasts: a newcomer's teaching empty state, level /
// week / streak figures and achievements with progress, the calm "turned off" state with its switch,
// the badge hidden when off, and an unlock toast shown once (never when the game is off).
import type { ProgressDto } from '@nova/core/contracts/progress';
import { ACHIEVEMENTS } from '@nova/core/domain/achievements';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { publishRealtimeEvent } from '../../../lib/realtime.ts';
import { GamificationPage } from './gamification-page.tsx';
import { ProgressBadge } from './progress-badge.tsx';
import { ProgressLive } from './progress-live.tsx';

function progress(overrides: Partial<ProgressDto> = {}): ProgressDto {
  return {
    enabled: true,
    xp: 0,
    level: 1,
    intoLevel: 0,
    forNext: 50,
    weekXp: 0,
    streak: { current: 0, best: 0 },
    achievements: ACHIEVEMENTS.map((a) => ({ key: a.key, unlockedAt: null, progress: 0, goal: a.goal })),
    ...overrides,
  };
}

const serve = (answer: ProgressDto) => {
  let current = answer;
  api()
    .get('/api/progress', () => current)
    .put('/api/progress/settings', (call) => {
      const { enabled } = call.body as { enabled: boolean };
      current = { ...current, enabled };
      return current;
    });
};

describe('GamificationPage', () => {
  it('a newcomer: level 1, a teaching empty state, how XP is earned, every achievement at 0', async () => {
    serve(progress());
    renderWithApp(<GamificationPage />, { route: '/gamification' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress' })).toBeInTheDocument();
    expect(await screen.findByText('Your first XP is one small action away')).toBeInTheDocument();
    expect(screen.getByTestId('progress-level')).toHaveTextContent('Level 1');
    expect(screen.getByText('50 XP to level 2')).toBeInTheDocument();
    const earn = screen.getByRole('region', { name: 'How XP is earned' });
    expect(within(earn).getByText('Start a task').nextSibling).toHaveTextContent('+10 XP');
    const list = screen.getByRole('region', { name: 'Achievements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(ACHIEVEMENTS.length);
    expect(screen.getByTestId('achievements-count')).toHaveTextContent(
      `0 of ${ACHIEVEMENTS.length} unlocked`,
    );
  });

  it('with progress: level bar, week XP, streak, unlocked and in-progress achievements', async () => {
    const achievements = progress().achievements.map((a) =>
      a.key === 'first_task'
        ? { ...a, progress: 1, unlockedAt: '2026-11-25T09:00:00.000Z' }
        : a.key === 'tasks_10'
          ? { ...a, progress: 3 }
          : a,
    );
    serve(
      progress({
        xp: 130,
        level: 3,
        intoLevel: 10,
        forNext: 100,
        weekXp: 40,
        streak: { current: 4, best: 9 },
        achievements,
      }),
    );
    renderWithApp(<GamificationPage />, { route: '/gamification' });
    expect(await screen.findByTestId('progress-level')).toHaveTextContent('Level 3');
    expect(screen.queryByText('Your first XP is one small action away')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to level 4' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    expect(screen.getByText('90 XP to level 4')).toBeInTheDocument();
    expect(screen.getByTestId('progress-week')).toHaveTextContent('40 XP');
    expect(screen.getByTestId('progress-streak')).toHaveTextContent('4');
    expect(screen.getByText('Best: 9')).toBeInTheDocument();
    const done = screen.getByText('First finish').closest('li');
    expect(done).toHaveAttribute('data-unlocked', 'true');
    expect(within(done as HTMLElement).getByText(/^Unlocked /)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Ten done' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 10',
    );
  });

  it('turned off: a calm note with the switch, no figures; turning it on brings them back', async () => {
    serve(progress({ enabled: false, xp: 20 }));
    const { user } = renderWithApp(<GamificationPage />, { route: '/gamification' });
    expect(await screen.findByRole('heading', { name: 'Game elements are off' })).toBeInTheDocument();
    expect(screen.queryByTestId('progress-level')).not.toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Game elements (XP, levels, achievements)' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByTestId('progress-level')).toBeInTheDocument();
    expect(api().callsTo('PUT', '/api/progress/settings')[0]?.body).toMatchObject({ enabled: true });
  });

  it('in French', async () => {
    await i18n.changeLanguage('fr');
    serve(progress());
    renderWithApp(<GamificationPage />, { route: '/gamification' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Progression' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Succès' })).toBeInTheDocument();
    expect(screen.getByText('Premier départ')).toBeInTheDocument();
  });
});

describe('ProgressBadge and unlock toasts', () => {
  it('the header shows the level and XP, and nothing when the game is off', async () => {
    serve(progress({ xp: 60, level: 2 }));
    const { client, unmount } = renderWithApp(<ProgressBadge />);
    const link = await screen.findByRole('link', { name: 'Level 2, 60 XP. Open your progress' });
    expect(link).toHaveAttribute('href', '/gamification');
    unmount();
    client.clear();
    serve(progress({ enabled: false }));
    renderWithApp(<ProgressBadge />);
    await waitFor(() => expect(api().callsTo('GET', '/api/progress').length).toBeGreaterThan(1));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('an unlock event shows one toast, once, even when the event comes again', async () => {
    serve(progress());
    renderWithApp(
      <>
        <ProgressBadge />
        <ProgressLive />
      </>,
    );
    await screen.findByTestId('header-progress');
    const event = { type: 'achievement.unlocked', ids: ['first_task'], version: 5 };
    act(() => publishRealtimeEvent(event));
    expect(await screen.findByText('Achievement unlocked: First finish')).toBeInTheDocument();
    act(() => publishRealtimeEvent(event));
    expect(screen.getAllByText('Achievement unlocked: First finish')).toHaveLength(1);
    expect(localStorage.getItem('progress-toasted-achievements')).toBe('["first_task"]');
  });

  it('waits for the toast on screen to go before showing its own (one toast at a time)', async () => {
    serve(progress());
    renderWithApp(<ProgressLive />);
    act(() => {
      toast('Task done. Well done!');
    });
    expect(await screen.findByText('Task done. Well done!')).toBeInTheDocument();
    act(() => publishRealtimeEvent({ type: 'achievement.unlocked', ids: ['first_step'], version: 7 }));
    expect(screen.queryByText('Achievement unlocked: One small step')).not.toBeInTheDocument();
    act(() => {
      toast.dismiss();
    });
    expect(
      await screen.findByText('Achievement unlocked: One small step', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('no toast when the game is off', async () => {
    serve(progress({ enabled: false }));
    renderWithApp(
      <>
        <ProgressBadge />
        <ProgressLive />
      </>,
    );
    await waitFor(() => expect(api().callsTo('GET', '/api/progress')).toHaveLength(1));
    act(() => publishRealtimeEvent({ type: 'achievement.unlocked', ids: ['first_step'], version: 6 }));
    // The event refetches the summary (still off) and shows nothing.
    await waitFor(() => expect(api().callsTo('GET', '/api/progress')).toHaveLength(2));
    expect(screen.queryByText(/Achievement unlocked/)).not.toBeInTheDocument();
  });
});
