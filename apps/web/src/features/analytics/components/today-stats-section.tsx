// Today at a glance: open tasks, tasks for today, done today, focus minutes (finished Pomodoros plus
// the status clock) and, when game elements are on, the showed-up streak. A card of /app's right panel
// (the todayStats slot). It shows /app's own figures at once, then the server's (completions by their
// time in the user's zone, Pomodoro minutes) when they arrive; texts in the tasks namespace
// (already loaded with /app: no extra request in its first frame).
import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from '../../../components/panel-card.tsx';
import type { TodayStats } from '../../../lib/slots.ts';
import { streakQueryOptions, todayStatsQueryOptions } from '../api/analytics.ts';
import { splitDuration } from '../duration.ts';

export function TodayStatsSection({ stats }: { stats: TodayStats }) {
  const { t, i18n } = useTranslation('tasks');
  const titleId = useId();
  const today = useQuery(todayStatsQueryOptions(stats.doneToday));
  const streak = useQuery(streakQueryOptions());
  const number = new Intl.NumberFormat(i18n.language);
  const focusSeconds = today.data
    ? (today.data.pomodoroMinutes + today.data.clockMinutes) * 60
    : stats.secondsSpent;
  const { hours, minutes } = splitDuration(focusSeconds);
  const time = hours > 0 ? t('stats.hoursMinutes', { hours, minutes }) : t('stats.minutes', { minutes });
  const items = [
    { key: 'open', label: t('stats.open'), value: number.format(stats.open) },
    { key: 'due', label: t('stats.dueToday'), value: number.format(stats.dueToday) },
    {
      key: 'done',
      label: t('stats.doneToday'),
      value: number.format(today.data ? Math.max(today.data.completed, 0) : stats.doneToday),
    },
    { key: 'focus', label: t('stats.focusToday'), value: time },
  ];
  if (streak.data)
    items.push({
      key: 'streak',
      label: t('stats.streak'),
      value: t('stats.days', { count: streak.data.current }),
    });
  return (
    <PanelCard
      titleId={titleId}
      title={t('stats.title')}
      icon={<BarChart3 aria-hidden="true" className="size-4" />}
    >
      <dl className="grid grid-cols-2 gap-3">
        {items.map((item) => (
          <div key={item.key} className="rounded-xl bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{item.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </PanelCard>
  );
}
