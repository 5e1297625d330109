// Adding a habit: a name, how often (every day, chosen weekdays, N times a week, every N days) and,
// optionally, a daily target. Enter in the name adds it; the form keeps its choices for the next one.
import type { HabitScheduleDto } from '@nova/core/contracts/habits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import type { CreateHabitInput } from '../api/habits.ts';
import { type ScheduleDraft, ScheduleFields } from './schedule-fields.tsx';

type Props = { creating: boolean; onCreate: (input: CreateHabitInput, onDone: () => void) => void };

export function scheduleOf(draft: ScheduleDraft): HabitScheduleDto {
  switch (draft.kind) {
    case 'weekdays':
      return { kind: 'weekdays', days: draft.days.length > 0 ? draft.days : [1, 2, 3, 4, 5] };
    case 'timesPerWeek':
      return { kind: 'timesPerWeek', times: draft.number };
    case 'everyNDays':
      return { kind: 'everyNDays', interval: draft.number };
    default:
      return { kind: 'daily' };
  }
}

export function HabitCreateForm({ creating, onCreate }: Props) {
  const { t } = useTranslation('habits');
  const [name, setName] = useState('');
  const [target, setTarget] = useState(1);
  const [schedule, setSchedule] = useState<ScheduleDraft>({ kind: 'daily', days: [], number: 3 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    onCreate({ name: name.trim(), target, schedule: scheduleOf(schedule) }, () => setName(''));
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t('create.label')}
      className="flex flex-col gap-3 rounded-2xl border border-border p-4"
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="habit-name">{t('create.name')}</Label>
        <Input
          id="habit-name"
          value={name}
          maxLength={100}
          placeholder={t('create.placeholder')}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <ScheduleFields value={schedule} onChange={setSchedule} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="habit-target">{t('create.target')}</Label>
          <Input
            id="habit-target"
            type="number"
            min={1}
            max={100}
            className="w-24"
            value={target}
            onChange={(e) => setTarget(Math.min(100, Math.max(1, Number(e.target.value) || 1)))}
          />
        </div>
        <Button type="submit" disabled={creating || name.trim() === ''}>
          {creating ? t('create.creating') : t('create.submit')}
        </Button>
      </div>
    </form>
  );
}
