// Attachments in the task detail: the owner's list with preview, download and delete, and uploads
// with progress; the limits come from the server's answer.
import type { Task } from '@nova/core/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AttachmentPreviewList } from '../../../../components/ui/attachment-preview-list.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { attachmentsQueryOptions, useDeleteAttachment, useUploadAttachment } from '../../api/attachments.ts';

const uploadErrorKeys: Record<string, string> = {
  attachment_too_large: 'attachments.errorTooLarge',
  attachment_limit: 'attachments.errorTooMany',
  storage_quota_exceeded: 'attachments.errorQuota',
};

export function AttachmentsSection({ task, locale }: { task: Task; locale: string }) {
  const { t } = useTranslation('collaboration');
  const query = useQuery(attachmentsQueryOptions(task.id));
  const upload = useUploadAttachment(task.id);
  const remove = useDeleteAttachment(task.id);
  const limits = query.data?.limits;

  return (
    <section aria-labelledby="task-detail-attachments" className="flex flex-col gap-3">
      <h3 id="task-detail-attachments" className="text-sm font-semibold">
        {t('attachments.title')}
      </h3>
      <AttachmentPreviewList
        attachments={query.data?.attachments ?? []}
        locale={locale}
        maxFiles={limits?.maxFilesPerTask}
        maxFileBytes={limits?.maxFileBytes}
        disabled={query.isPending}
        upload={(file, onProgress) =>
          upload.mutateAsync({ file, onProgress }).then(
            () => {
              toast.success(t('attachments.uploaded'), { description: file.name });
            },
            (error: unknown) => {
              const specific = error instanceof ApiRequestError ? uploadErrorKeys[error.code] : undefined;
              toast.error(t('attachments.uploadError'), {
                description: specific ? t(specific) : t('attachments.uploadFailed'),
              });
              throw error;
            },
          )
        }
        onDelete={(attachment) =>
          remove.mutate(attachment.id, {
            onSuccess: () => toast.success(t('attachments.deleted', { name: attachment.name })),
            onError: () => toast.error(t('attachments.deleteFailed')),
          })
        }
      />
    </section>
  );
}
