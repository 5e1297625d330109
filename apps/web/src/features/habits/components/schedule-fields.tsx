// How often a habit is due: a select of the four kinds, and for weekdays a row of toggles, for
// "N times a week" and "every N days" a number.
import type { HabitScheduleDto } from '@nova/core/contracts/habits';
import { useTranslation } from 'react-i18next';
import { Input, Label } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';

export type ScheduleDraft = { kind: HabitScheduleDto['kind']; days: number[]; number: number };

const allKinds = ['daily', 'weekdays', 'timesPerWeek', 'everyNDays'] as const;

type Props = {
  value: ScheduleDraft;
  onChange: (next: ScheduleDraft) => void;
  /** The kinds offered (recurring tasks have no "N times a week"). */
  kinds?: readonly ScheduleDraft['kind'][];
  /** Keeps the fields' ids apart when two forms share a page. */
  idPrefix?: string;
};

export function ScheduleFields({ value, onChange, kinds = allKinds, idPrefix = 'habit' }: Props) {
  const { t } = useTranslation('habits');
  const max = value.kind === 'timesPerWeek' ? 7 : 365;
  const toggleDay = (day: number) =>
    onChange({
      ...value,
      days: value.days.includes(day) ? value.days.filter((d) => d !== day) : [...value.days, day].sort(),
    });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${idPrefix}-schedule`}>{t('create.schedule')}</Label>
        <select
          id={`${idPrefix}-schedule`}
          className="h-10 rounded-lg border border-input bg-background px-3 text-sm"
          value={value.kind}
          onChange={(e) => onChange({ ...value, kind: kinds.find((k) => k === e.target.value) ?? 'daily' })}
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`schedule.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {value.kind === 'weekdays' && (
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{t('create.weekdays')}</legend>
          {[1, 2, 3, 4, 5, 6, 7].map((day) => (
            <button
              key={day}
              type="button"
              aria-pressed={value.days.includes(day)}
              onClick={() => toggleDay(day)}
              className={cn(
                'h-10 min-w-10 rounded-lg border border-border px-2 text-sm',
                value.days.includes(day) && 'bg-primary text-primary-foreground',
              )}
            >
              {t(`weekday.${day}`)}
            </button>
          ))}
        </fieldset>
      )}
      {(value.kind === 'timesPerWeek' || value.kind === 'everyNDays') && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${idPrefix}-number`}>
            {t(value.kind === 'timesPerWeek' ? 'create.times' : 'create.interval')}
          </Label>
          <Input
            id={`${idPrefix}-number`}
            type="number"
            min={1}
            max={max}
            className="w-24"
            value={value.number}
            onChange={(e) =>
              onChange({ ...value, number: Math.min(max, Math.max(1, Number(e.target.value) || 1)) })
            }
          />
        </div>
      )}
    </div>
  );
}
