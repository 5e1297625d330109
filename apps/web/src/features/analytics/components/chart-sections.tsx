// The charts of /analytics, each a ChartCard with its table: completions per day and per week, focus
// minutes (Pomodoro and status clock), time per strategy, best hours, MVD hit rate and completion by
// energy level. Figures come shaped by ../view.ts; texts are in the analytics namespace.

import { addDays } from '@nova/core/ai/dates';
import type { AnalyticsDto } from '@nova/core/contracts/analytics';
import { weekStartOf } from '@nova/core/domain/analytics';
import { useTranslation } from 'react-i18next';
import { fill, hasAny, percent, type Series, timeline } from '../view.ts';
import { type BarSpec, Bars, barColors } from './bars.tsx';
import { ChartCard, type TableColumn } from './chart-card.tsx';

function useFormats() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const dayFormat = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const day = (key: string) => dayFormat.format(new Date(`${key}T00:00:00Z`));
  return { number: (v: number) => number.format(v), day };
}

function SeriesChart(props: {
  id: string;
  series: Series;
  bars: readonly BarSpec[];
  rowHeader: string;
  horizontal?: boolean;
  summary?: React.ReactNode;
  empty?: boolean;
}) {
  const { t } = useTranslation('analytics');
  const f = useFormats();
  const columns: TableColumn[] = props.bars.map((b) => ({ key: b.field, label: b.label }));
  const rows = props.series.map((p) => ({
    key: p.key,
    label: p.label,
    cells: Object.fromEntries(props.bars.map((b) => [b.field, f.number(p.values[b.field] ?? 0)])),
  }));
  return (
    <ChartCard
      title={t(`${props.id}.title`)}
      description={t(`${props.id}.description`)}
      empty={props.empty ?? !hasAny(props.series)}
      emptyText={t(`${props.id}.empty`)}
      rowHeader={props.rowHeader}
      columns={columns}
      rows={rows}
      summary={props.summary}
    >
      <Bars points={props.series} bars={props.bars} horizontal={props.horizontal} />
    </ChartCard>
  );
}

export function AnalyticsCharts({ data }: { data: AnalyticsDto }) {
  const { t } = useTranslation('analytics');
  const f = useFormats();
  const unit = timeline(data).unit;
  const weekLabel = (key: string) => t('weekOf', { day: f.day(key) });
  const label = unit === 'day' ? f.day : weekLabel;
  const period = unit === 'day' ? t('table.day') : t('table.week');
  const count = [{ field: 'count', label: t('table.completed'), color: barColors.primary }];
  const perWeek: Series = [];
  const weekCounts = new Map(data.completedPerWeek.map((w) => [w.weekStart, w.count]));
  for (let week = weekStartOf(data.from ?? data.today); week <= data.today; week = addDays(week, 7))
    perWeek.push({ key: week, label: weekLabel(week), values: { count: weekCounts.get(week) ?? 0 } });
  const focusBars = [
    { field: 'pomodoroMinutes', label: t('table.pomodoro'), color: barColors.primary, stack: 'focus' },
    { field: 'clockMinutes', label: t('table.clock'), color: barColors.second, stack: 'focus' },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SeriesChart
        id="perDay"
        rowHeader={period}
        bars={count}
        series={fill(
          data,
          data.completedPerDay.map((d) => ({ day: d.day, values: { count: d.count } })),
          ['count'],
          label,
        )}
      />
      <SeriesChart id="perWeek" rowHeader={t('table.week')} bars={count} series={perWeek} />
      <SeriesChart
        id="focus"
        rowHeader={period}
        bars={focusBars}
        series={fill(
          data,
          data.focusPerDay.map((d) => ({
            day: d.day,
            values: { pomodoroMinutes: d.pomodoroMinutes, clockMinutes: d.clockMinutes },
          })),
          ['pomodoroMinutes', 'clockMinutes'],
          label,
        )}
      />
      <SeriesChart
        id="strategies"
        rowHeader={t('table.strategy')}
        horizontal
        bars={focusBars.map((b) => ({ ...b, stack: 'time' }))}
        series={data.timePerStrategy.map((s) => ({
          key: s.strategyId ?? 'none',
          label: s.name ?? t('noStrategy'),
          values: { pomodoroMinutes: s.pomodoroMinutes, clockMinutes: s.clockMinutes },
        }))}
      />
      <SeriesChart
        id="hours"
        rowHeader={t('table.hour')}
        bars={count}
        series={data.bestHours.map((h) => ({
          key: String(h.hour),
          label: `${String(h.hour).padStart(2, '0')}:00`,
          values: { count: h.count },
        }))}
      />
      <MvdChart data={data} />
      <SeriesChart
        id="energy"
        rowHeader={t('table.energy')}
        bars={[
          { field: 'total', label: t('table.created'), color: barColors.second },
          { field: 'completed', label: t('table.completed'), color: barColors.primary },
        ]}
        series={data.energy.map((e) => ({
          key: e.level,
          label: t(`energyLevel.${e.level}`),
          values: { total: e.total, completed: e.completed },
        }))}
      />
    </div>
  );
}

function MvdChart({ data }: { data: AnalyticsDto }) {
  const { t } = useTranslation('analytics');
  const f = useFormats();
  const rate = percent(data.mvd.rate);
  return (
    <SeriesChart
      id="mvd"
      rowHeader={t('table.day')}
      empty={data.mvd.days === 0}
      bars={[
        { field: 'planned', label: t('table.planned'), color: barColors.second },
        { field: 'done', label: t('table.done'), color: barColors.primary },
      ]}
      series={data.mvd.perDay.map((d) => ({
        key: d.day,
        label: f.day(d.day),
        values: { planned: d.planned, done: d.done },
      }))}
      summary={
        <p className="text-sm">
          <span className="text-2xl font-semibold tabular-nums">{rate ?? 0}%</span>{' '}
          {t('mvd.summary', { hit: data.mvd.hitDays, days: data.mvd.days })}
        </p>
      }
    />
  );
}
