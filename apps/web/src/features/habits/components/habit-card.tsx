// One habit: name and schedule, the 30-day rate first, the streak (never a red "failed": after a
// break it says how to restart), check-in buttons for today and yesterday, undo, the heat map, and
// archive / delete.
import type { HabitDto } from '@nova/core/contracts/habits';
import type { TFunction } from 'i18next';
import { Check, Snowflake, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { addDays, ratePercent, scheduleText } from '../habit-view.ts';
import type { HabitActions } from '../hooks/use-habit-actions.ts';
import { HabitHeatmap } from './habit-heatmap.tsx';
import { HabitMenu } from './habit-menu.tsx';

type Props = { habit: HabitDto; today: string; actions: HabitActions };

export function HabitCard({ habit, today, actions }: Props) {
  const { t } = useTranslation('habits');
  const { progress } = habit;
  const yesterday = addDays(today, -1);
  const yesterdayDone = (habit.history.find((h) => h.day === yesterday)?.count ?? 0) >= habit.target;
  const rate = ratePercent(progress.completionRate);
  const frozenToday = habit.history.some((h) => h.day === today && h.frozen);
  const schedule = scheduleText(habit.schedule);
  const titleId = `habit-${habit.id}`;

  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="truncate text-lg font-semibold">
            {habit.icon ? `${habit.icon} ` : ''}
            {habit.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t(schedule.key, scheduleValues(schedule.values, t))}
          </p>
        </div>
        <HabitMenu habit={habit} actions={actions} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('rate.label')}</dt>
          <dd className="text-2xl font-semibold">
            {rate === null ? t('rate.none') : t('rate.value', { rate })}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('streak.label')}</dt>
          <dd className="text-2xl font-semibold">
            {t(`streak.${progress.unit}`, { count: progress.current })}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('streak.bestLabel')}</dt>
          <dd>{t(`streak.${progress.unit}`, { count: progress.best })}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {encouragement(habit, t)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={progress.doneToday ? 'secondary' : 'primary'}
          aria-pressed={progress.doneToday}
          onClick={() => actions.checkIn(habit.id, today)}
          disabled={progress.doneToday && habit.target === 1}
        >
          <Check aria-hidden />
          {habit.target > 1
            ? t('checkIn.counted', { count: progress.todayCount, target: habit.target })
            : progress.doneToday
              ? t('checkIn.doneToday')
              : t('checkIn.today')}
        </Button>
        {progress.todayCount > 0 && (
          <Button variant="outline" onClick={() => actions.checkIn(habit.id, today, 0)}>
            <Undo2 aria-hidden />
            {t('checkIn.undo')}
          </Button>
        )}
        {progress.dueToday && !progress.doneToday && (
          <Button
            variant="ghost"
            aria-pressed={frozenToday}
            onClick={() => actions.freeze(habit.id, today, !frozenToday)}
          >
            <Snowflake aria-hidden />
            {frozenToday ? t('checkIn.restTaken') : t('checkIn.rest')}
          </Button>
        )}
        {!yesterdayDone && yesterday >= habit.startDate && (
          <Button variant="ghost" onClick={() => actions.checkIn(habit.id, yesterday, habit.target)}>
            {t('checkIn.yesterday')}
          </Button>
        )}
      </div>
      <HabitHeatmap habit={habit} today={today} />
    </li>
  );
}

type T = TFunction<'habits'>;

function scheduleValues(values: Record<string, unknown>, t: T): Record<string, unknown> {
  if (!Array.isArray(values.days)) return values;
  return { days: values.days.map((d: number) => t(`weekday.${d}`)).join(', ') };
}

/** One calm sentence: what is left today, a rest day kept the chain, or how to start again. */
function encouragement(habit: HabitDto, t: T): string {
  const { progress } = habit;
  if (progress.doneToday) return t('note.done');
  if (!progress.dueToday) return t('note.notDue');
  if (progress.current === 0 && progress.best > 0) return t('note.restart');
  if (progress.current === 0) return t('note.first');
  return t('note.keepGoing', { count: progress.restDaysLeft });
}
