// The tag writes of this page. Name problems (blank, too long, 409 tag_name_taken) come back to the
// form as a message key so they can be explained next to the field; other failures toast.
import type { TagColor } from '@nova/core/domain/validation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCreateTag, useDeleteTag, useDetachTag, useUpdateTag } from '../../../lib/api/tags.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { tagErrorKey } from '../tag-rules.ts';

export type NameErrorKey = ReturnType<typeof tagErrorKey>;

const codeOf = (error: unknown) => (error instanceof ApiRequestError ? error.code : null);

export function useTagActions() {
  const { t } = useTranslation('tags');
  const create = useCreateTag();
  const createMutate = create.mutate;
  const update = useUpdateTag().mutate;
  const remove = useDeleteTag().mutate;
  const detach = useDetachTag().mutate;

  /** Name errors go to `onNameError`; anything else also toasts. */
  const nameFailure = useCallback(
    (toastKey: 'createFailed' | 'updateFailed', onNameError: (key: NameErrorKey) => void) =>
      (error: unknown) => {
        const key = tagErrorKey(codeOf(error));
        onNameError(key);
        if (key !== 'nameTaken' && key !== 'invalid')
          toast.error(t(`toast.${toastKey}`), { id: `tag-${toastKey}` });
      },
    [t],
  );

  return {
    creating: create.isPending,
    create: useCallback(
      (name: string, onDone: () => void, onNameError: (key: NameErrorKey) => void) =>
        createMutate(
          { name: name.trim(), color: null },
          { onSuccess: onDone, onError: nameFailure('createFailed', onNameError) },
        ),
      [createMutate, nameFailure],
    ),
    rename: useCallback(
      (id: string, name: string, onDone: () => void, onNameError: (key: NameErrorKey) => void) =>
        update(
          { id, name: name.trim() },
          { onSuccess: onDone, onError: nameFailure('updateFailed', onNameError) },
        ),
      [update, nameFailure],
    ),
    recolor: useCallback(
      (id: string, color: TagColor | null) =>
        update(
          { id, color },
          { onError: () => toast.error(t('toast.updateFailed'), { id: 'tag-updateFailed' }) },
        ),
      [update, t],
    ),
    remove: useCallback(
      (id: string) =>
        remove({ id }, { onError: () => toast.error(t('toast.deleteFailed'), { id: 'tag-deleteFailed' }) }),
      [remove, t],
    ),
    detach: useCallback(
      (taskId: string, tagId: string) =>
        detach(
          { taskId, tagId },
          { onError: () => toast.error(t('toast.updateFailed'), { id: 'tag-updateFailed' }) },
        ),
      [detach, t],
    ),
  };
}
