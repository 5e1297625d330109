// Attachments of a task, the owner's side: list with the limits, upload with progress (multipart, part
// `file`; the session's CSRF token travels as a header), delete, and the download address of a file.
import type { Attachment, AttachmentList } from '@nova/core/contracts/attachments';
import type { Session } from '@nova/core/contracts/auth';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadOptions, uploadFile } from '../../../lib/api/upload.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionQueryKey } from '../../../lib/session.ts';

export const attachmentKeys = {
  all: ['attachments'] as const,
  task: (taskId: string) => ['attachments', taskId] as const,
};

const path = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}/attachments`;

export const fetchAttachments = (taskId: string, signal?: AbortSignal) =>
  apiRequest<AttachmentList>(path(taskId), { signal });

export const deleteAttachment = (taskId: string, attachmentId: string) =>
  apiRequest<void>(`${path(taskId)}/${encodeURIComponent(attachmentId)}`, { method: 'DELETE' });

/** The file's address with `download=1`: the server answers with Content-Disposition: attachment. */
export function downloadUrl(attachment: Pick<Attachment, 'url'>): string {
  return `${attachment.url}${attachment.url.includes('?') ? '&' : '?'}download=1`;
}

export const attachmentsQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: attachmentKeys.task(taskId),
    queryFn: ({ signal }) => fetchAttachments(taskId, signal),
    staleTime: 30_000,
  });

export function useUploadAttachment(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: UploadOptions['onProgress'] }) => {
      const csrf = client.getQueryData<Session>(sessionQueryKey)?.csrfToken;
      return uploadFile(path(taskId), file, {
        headers: csrf ? { 'x-csrf-token': csrf } : {},
        onProgress,
      });
    },
    onSuccess: (attachment) =>
      client.setQueryData<AttachmentList>(attachmentKeys.task(taskId), (list) =>
        list && !list.attachments.some((a) => a.id === attachment.id)
          ? { ...list, attachments: [...list.attachments, attachment] }
          : list,
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: attachmentKeys.task(taskId) }),
  });
}

export function useDeleteAttachment(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) => deleteAttachment(taskId, attachmentId),
    onSuccess: (_data, attachmentId) =>
      client.setQueryData<AttachmentList>(attachmentKeys.task(taskId), (list) =>
        list ? { ...list, attachments: list.attachments.filter((a) => a.id !== attachmentId) } : list,
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: attachmentKeys.task(taskId) }),
  });
}
