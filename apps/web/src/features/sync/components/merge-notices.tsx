// The calm notice of a field merge (issue 12): "this field also changed on another device, your edit
// was kept" or "another device changed what you wrote", naming the task and the fields, with Undo. Undo
// is an ordinary task edit (through the outbox, so it works offline too) that writes the other value
// back on the version the notice saw. Mounted once, beside the sync indicator.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type UpdateTaskInput, useUpdateTask } from '../../../lib/api/update-task.ts';
import { type MergeNotice, onMergeNotice } from '../../../lib/offline/merge-notices.ts';

const NOTICE_MS = 15_000;

/** The edit that puts a notice's fields back. */
export function undoInput(notice: MergeNotice): UpdateTaskInput {
  const fields = Object.fromEntries(notice.fields.map(({ field, undo }) => [field, undo]));
  return { ...fields, id: notice.taskId, baseVersion: notice.version };
}

export function MergeNotices() {
  const { t, i18n } = useTranslation('sync', { useSuspense: false });
  const update = useUpdateTask();
  const mutate = useRef(update.mutate);
  mutate.current = update.mutate;

  useEffect(
    () =>
      onMergeNotice((notice) => {
        void i18n.loadNamespaces('sync').then(() => {
          const fields = notice.fields.map(({ field }) => t(`field.${field}`)).join(', ');
          const key = notice.kind === 'kept' ? 'merge.overwritten' : 'merge.replaced';
          toast(t(key, { task: notice.taskTitle, fields }), {
            id: `merge-${notice.taskId}`,
            duration: NOTICE_MS,
            action: {
              label: t('merge.undo'),
              onClick: () =>
                mutate.current(undoInput(notice), { onError: () => toast.error(t('merge.undoFailed')) }),
            },
          });
        });
      }),
    [t, i18n],
  );
  return null;
}
