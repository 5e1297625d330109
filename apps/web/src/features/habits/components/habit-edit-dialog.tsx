// Changing a habit: its name, icon, colour, life area, how often, times a day, time of day, reminder
// time and how many rest days a week keep the chain. Saved together; the streak is recomputed.
import type { HabitDto } from '@nova/core/contracts/habits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import type { UpdateHabitInput } from '../api/habits.ts';
import { scheduleOf } from './habit-create-form.tsx';
import { HabitDetailFields, type HabitDraft } from './habit-detail-fields.tsx';
import { type ScheduleDraft, ScheduleFields } from './schedule-fields.tsx';

type Props = {
  habit: HabitDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: UpdateHabitInput, onDone: () => void) => void;
};

function draftOf(habit: HabitDto): ScheduleDraft {
  const s = habit.schedule;
  if (s.kind === 'weekdays') return { kind: s.kind, days: [...s.days], number: 3 };
  if (s.kind === 'timesPerWeek') return { kind: s.kind, days: [], number: s.times };
  if (s.kind === 'everyNDays') return { kind: s.kind, days: [], number: s.interval };
  return { kind: 'daily', days: [], number: 3 };
}

export function HabitEditDialog({ habit, open, onOpenChange, onSave }: Props) {
  const { t } = useTranslation('habits');
  const [name, setName] = useState(habit.name);
  const [schedule, setSchedule] = useState(() => draftOf(habit));
  const [details, setDetails] = useState<HabitDraft>({
    icon: habit.icon ?? '',
    color: habit.color,
    strategyId: habit.strategyId,
    target: habit.target,
    timeOfDay: habit.timeOfDay,
    reminderTime: habit.reminderTime ?? '',
    restDaysPerWeek: habit.restDaysPerWeek,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    const input: UpdateHabitInput = {
      id: habit.id,
      name: name.trim(),
      schedule: scheduleOf(schedule),
      icon: details.icon.trim() === '' ? null : details.icon.trim(),
      color: details.color,
      strategyId: details.strategyId,
      target: details.target,
      timeOfDay: details.timeOfDay,
      reminderTime: details.reminderTime === '' ? null : details.reminderTime,
      restDaysPerWeek: details.restDaysPerWeek,
    };
    onSave(input, () => onOpenChange(false));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('edit.close')}>
        <DialogTitle>{t('edit.title', { name: habit.name })}</DialogTitle>
        <DialogDescription>{t('edit.description')}</DialogDescription>
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor="edit-habit-name">{t('create.name')}</Label>
            <Input
              id="edit-habit-name"
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <ScheduleFields value={schedule} onChange={setSchedule} idPrefix="edit-habit" />
          <HabitDetailFields value={details} onChange={setDetails} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" disabled={name.trim() === ''}>
              {t('edit.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
