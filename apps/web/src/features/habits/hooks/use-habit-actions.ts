// The habits screen's actions with their toasts: create, check in (today, yesterday, undo, freeze),
// archive or restore, delete. Failures say what happened kindly; the cache was already put back.
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  type CreateHabitInput,
  type UpdateHabitInput,
  useCheckIn,
  useCreateHabit,
  useDeleteHabit,
  useUpdateHabit,
} from '../api/habits.ts';

export function useHabitActions() {
  const { t } = useTranslation('habits');
  const create = useCreateHabit();
  const update = useUpdateHabit();
  const remove = useDeleteHabit();
  const checkIn = useCheckIn();
  const failed = () => toast.error(t('errors.saveFailed'));

  return {
    creating: create.isPending,
    create: (input: CreateHabitInput, onDone: () => void) =>
      create.mutate(input, { onSuccess: onDone, onError: failed }),
    checkIn: (id: string, day: string, count?: number) =>
      checkIn.mutate(count === undefined ? { id, day } : { id, day, count }, { onError: failed }),
    update: (input: UpdateHabitInput, onDone: () => void) =>
      update.mutate(input, { onSuccess: onDone, onError: failed }),
    freeze: (id: string, day: string, frozen: boolean) =>
      checkIn.mutate({ id, day, frozen }, { onError: failed }),
    archive: (id: string, archived: boolean) =>
      update.mutate(
        { id, archived },
        {
          onSuccess: () => toast.success(t(archived ? 'archived' : 'restored')),
          onError: failed,
        },
      ),
    remove: (id: string) => remove.mutate({ id }, { onError: failed }),
  };
}

export type HabitActions = ReturnType<typeof useHabitActions>;
