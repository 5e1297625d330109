// A task's push reminder in the detail: "Remind me" sets one at the default time (the task's start
// when it has one ahead), the date-time field moves it (saved when it loses focus), and the bell-off
// button removes it. Texts in the `reminders` namespace.
import type { Task } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { taskReminderQueryOptions, useTaskReminderActions } from '../../api/task-reminder.ts';
import { defaultReminder, fromLocalInput, toLocalInput } from './reminder-time.ts';

export function ReminderField({ task }: { task: Task }) {
  // Not suspending: the detail is open already, and a suspended field would remount the sheet's
  // content (and steal focus from a dialog opened over it) when its texts arrive. It shows once they have.
  const { t, ready } = useTranslation('reminders', { useSuspense: false });
  const id = useId();
  const reminder = useQuery(taskReminderQueryOptions(task.id));
  const { set, remove } = useTaskReminderActions(task.id);
  const [draft, setDraft] = useState<string | null>(null);
  const remindAt = reminder.data?.remindAt ?? null;
  const failed = () => toast.error(t('task.failed'));
  const save = (iso: string) => set.mutate(iso, { onError: failed, onSettled: () => setDraft(null) });

  if (!ready) return null;
  return (
    <div className="flex flex-col gap-1.5">
      {remindAt === null ? (
        <>
          <span className="text-sm font-medium">{t('task.label')}</span>
          <Button
            type="button"
            variant="outline"
            className="justify-start"
            disabled={!reminder.isSuccess || set.isPending}
            onClick={() => save(defaultReminder(task, new Date()))}
          >
            <Bell aria-hidden="true" />
            {t('task.add')}
          </Button>
        </>
      ) : (
        <>
          <label htmlFor={id} className="text-sm font-medium">
            {t('task.at')}
          </label>
          <div className="flex gap-2">
            <Input
              id={id}
              type="datetime-local"
              value={draft ?? toLocalInput(remindAt)}
              onChange={(e) => setDraft(e.target.value)}
              onBlur={() => {
                const iso = draft === null ? null : fromLocalInput(draft);
                if (iso && iso !== remindAt) save(iso);
                else setDraft(null);
              }}
            />
            <Button
              type="button"
              variant="ghost"
              aria-label={t('task.remove')}
              title={t('task.remove')}
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onError: failed })}
            >
              <BellOff aria-hidden="true" />
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
