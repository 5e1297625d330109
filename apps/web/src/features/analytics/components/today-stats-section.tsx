// Today at a glance: open tasks, tasks for today, done today, time tracked. A card of /app's right panel
// (the todayStats slot), with figures /app counts from its lists; texts in the tasks namespace.
import { BarChart3 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from '../../../components/panel-card.tsx';
import type { TodayStats } from '../../../lib/slots.ts';
import { splitDuration } from '../duration.ts';

export function TodayStatsSection({ stats }: { stats: TodayStats }) {
  const { t, i18n } = useTranslation('tasks');
  const titleId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const { hours, minutes } = splitDuration(stats.secondsSpent);
  const time = hours > 0 ? t('stats.hoursMinutes', { hours, minutes }) : t('stats.minutes', { minutes });
  const items = [
    { label: t('stats.open'), value: number.format(stats.open) },
    { label: t('stats.dueToday'), value: number.format(stats.dueToday) },
    { label: t('stats.doneToday'), value: number.format(stats.doneToday) },
    { label: t('stats.timeSpent'), value: time },
  ];
  return (
    <PanelCard
      titleId={titleId}
      title={t('stats.title')}
      icon={<BarChart3 aria-hidden="true" className="size-4" />}
    >
      <dl className="grid grid-cols-2 gap-3">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">{item.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </PanelCard>
  );
}
