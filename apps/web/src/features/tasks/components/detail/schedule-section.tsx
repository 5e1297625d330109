// Date (a popover with the lazily loaded day picker), start time (HH:MM) and duration in minutes.
// Each saves on its own; a failure shows SPEC §8's toast and the field returns to the saved value.
import type { Task } from '@nova/core/contracts/tasks';
import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useUpdateTask } from '../../../../lib/api/update-task.ts';
import { lazyPart, noteUnavailable } from '../../../../lib/lazy-part.tsx';
import { useSlot } from '../../../../lib/slots.ts';
import { ReminderField } from './reminder-field.tsx';
import {
  DURATION_MAX,
  isoToLocalDate,
  localDateToIso,
  parseDuration,
  parseStartTime,
} from './schedule-fields.ts';

// The typed date field stays usable when the calendar cannot load (lazyPart).
const DayPickerCalendar = lazyPart(
  () =>
    import('../../../../components/ui/day-picker-calendar.tsx').then((m) => ({
      default: m.DayPickerCalendar,
    })),
  noteUnavailable,
);

export function ScheduleSection({ task }: { task: Task }) {
  const { t } = useTranslation('task-detail');
  return (
    <section aria-labelledby="task-detail-schedule" className="flex flex-col gap-3">
      <h3 id="task-detail-schedule" className="text-sm font-semibold">
        {t('sections.schedule')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField task={task} />
        <StartTimeField task={task} />
        <DurationField task={task} />
      </div>
      <ReminderField task={task} />
    </section>
  );
}

function DateField({ task }: { task: Task }) {
  const { t, i18n } = useTranslation('task-detail');
  const update = useUpdateTask();
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const selected = isoToLocalDate(task.startDate);
  const shown = selected
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(selected)
    : t('date.none');

  const save = (startDate: string | null) => {
    setOpen(false);
    if (startDate === task.startDate) return;
    update.mutateAsync({ id: task.id, startDate }).catch(() => toast.error(t('errors.date')));
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        {t('date.label')}
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          aria-labelledby={`${labelId} ${labelId}-value`}
          className={buttonClasses('outline', 'md', 'justify-start font-normal')}
        >
          <CalendarDays aria-hidden="true" />
          <span id={`${labelId}-value`}>{shown}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-[60] rounded-xl border border-border bg-popover p-3 text-popover-foreground shadow-lg"
          >
            <Suspense
              fallback={
                <div className="flex size-64 items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              <DayPickerCalendar
                selected={selected}
                language={i18n.language}
                onSelect={(date) => save(date ? localDateToIso(date) : null)}
              />
            </Suspense>
            {selected ? (
              <Button variant="ghost" size="sm" className="mt-2 w-full" onClick={() => save(null)}>
                {t('date.clear')}
              </Button>
            ) : null}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

/** A text-like field that saves on blur or Enter, with its own validation message. */
function useCommittedField(saved: string) {
  const [draft, setDraft] = useState(saved);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setDraft(saved);
    setInvalid(false);
  }, [saved]);
  return { draft, setDraft, invalid, setInvalid };
}

function StartTimeField({ task }: { task: Task }) {
  const { t } = useTranslation('task-detail');
  const update = useUpdateTask();
  const id = useId();
  const field = useCommittedField(task.startTime ?? '');

  const commit = () => {
    const startTime = parseStartTime(field.draft);
    if (startTime === undefined) {
      field.setInvalid(true);
      return;
    }
    if (startTime === task.startTime) return;
    update.mutateAsync({ id: task.id, startTime }).catch(() => toast.error(t('errors.time')));
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('startTime.label')}
      </label>
      <Input
        id={id}
        type="time"
        value={field.draft}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          field.setDraft(event.target.value);
          field.setInvalid(false);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {field.invalid ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {t('startTime.invalid')}
        </p>
      ) : null}
    </div>
  );
}

function DurationField({ task }: { task: Task }) {
  const { t } = useTranslation('task-detail');
  const update = useUpdateTask();
  const id = useId();
  const field = useCommittedField(task.durationMinutes === null ? '' : String(task.durationMinutes));
  // Estimate calibration (the analytics feature's, through a slot): shown, never applied.
  const EstimateHint = useSlot('estimateHint');

  const commit = () => {
    const durationMinutes = parseDuration(field.draft);
    if (durationMinutes === undefined) {
      field.setInvalid(true);
      return;
    }
    if (durationMinutes === task.durationMinutes) return;
    update.mutateAsync({ id: task.id, durationMinutes }).catch(() => toast.error(t('errors.time')));
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('duration.label')}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={DURATION_MAX}
        step={5}
        value={field.draft}
        aria-invalid={field.invalid || undefined}
        aria-describedby={EstimateHint ? `${id}-hint ${id}-calibration` : `${id}-hint`}
        onChange={(event) => {
          field.setDraft(event.target.value);
          field.setInvalid(false);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <p
        id={`${id}-hint`}
        className={field.invalid ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
      >
        {t(field.invalid ? 'duration.invalid' : 'duration.hint', { max: DURATION_MAX })}
      </p>
      {EstimateHint ? (
        <Suspense fallback={null}>
          <EstimateHint id={`${id}-calibration`} estimateMinutes={parseDuration(field.draft) ?? null} />
        </Suspense>
      ) : null}
    </div>
  );
}
