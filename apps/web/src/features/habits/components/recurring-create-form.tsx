// Adding a recurring task: what, how often (every day, chosen weekdays, every N days) and, if wanted,
// at what time. The server brings the first task on its first day.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import type { CreateRecurringInput } from '../api/recurring.ts';
import { type ScheduleDraft, ScheduleFields } from './schedule-fields.tsx';

type Props = { creating: boolean; onCreate: (input: CreateRecurringInput, onDone: () => void) => void };

function patternOf(draft: ScheduleDraft): CreateRecurringInput['pattern'] {
  if (draft.kind === 'weekdays')
    return { type: 'weekly', daysOfWeek: draft.days.length > 0 ? draft.days : [1, 2, 3, 4, 5] };
  if (draft.kind === 'everyNDays') return { type: 'custom', interval: draft.number };
  return { type: 'daily' };
}

export function RecurringCreateForm({ creating, onCreate }: Props) {
  const { t } = useTranslation('habits');
  const [title, setTitle] = useState('');
  const [time, setTime] = useState('');
  const [schedule, setSchedule] = useState<ScheduleDraft>({ kind: 'daily', days: [], number: 2 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return;
    onCreate({ title: title.trim(), pattern: patternOf(schedule), time: time === '' ? null : time }, () =>
      setTitle(''),
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('recurring.create.label')}
      className="flex flex-col gap-3 rounded-2xl border border-border p-4"
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="recurring-title-input">{t('recurring.create.title')}</Label>
        <Input
          id="recurring-title-input"
          value={title}
          maxLength={100}
          placeholder={t('recurring.create.placeholder')}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <ScheduleFields
        value={schedule}
        onChange={setSchedule}
        kinds={['daily', 'weekdays', 'everyNDays']}
        idPrefix="recurring"
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="recurring-time">{t('recurring.create.time')}</Label>
          <Input
            id="recurring-time"
            type="time"
            className="w-32"
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={creating || title.trim() === ''}>
          {creating ? t('create.creating') : t('recurring.create.submit')}
        </Button>
      </div>
    </form>
  );
}
